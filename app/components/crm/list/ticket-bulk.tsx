/** Without JavaScript the post comes back with `TicketBulkConfirmation`; only the confirmed post changes anything. */
import { Form, Link, useNavigation } from "react-router";
import type { FilterOption } from "~/components/ui/select-options";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { IdempotencyField } from "~/web/idempotency";

const LABEL = "block text-xs font-medium text-(--text-muted)";
const GROUP = "flex items-end gap-2";

export function TicketBulkBar({
  formId,
  action,
  assignees,
  statuses,
  minSnooze,
}: {
  formId: string;
  action: string;
  assignees: FilterOption[];
  statuses: FilterOption[];
  /** aaaa-mm-ddThh:mm, São Paulo time: the earliest the date field offers. */
  minSnooze: string;
}) {
  return (
    <Form
      method="post"
      action={action}
      id={formId}
      preventScrollReset
      aria-label="Ações com os selecionados"
      className="mb-3 flex flex-wrap items-end gap-x-5 gap-y-3 rounded-xl border border-(--surface-border) p-3"
    >
      <p className="w-full text-sm text-(--text-muted)">Com os atendimentos marcados:</p>
      <div className={GROUP}>
        <div className="space-y-1">
          <label htmlFor="lote-atribuir" className={LABEL}>
            Responsável
          </label>
          <select id="lote-atribuir" name="atribuir" className={INPUT_CLASS}>
            {assignees.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" name="intent" value="atribuir" variant="secondary">
          Atribuir
        </Button>
      </div>
      <div className={GROUP}>
        <div className="space-y-1">
          <label htmlFor="lote-status" className={LABEL}>
            Situação
          </label>
          <select id="lote-status" name="status" className={INPUT_CLASS}>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" name="intent" value="status" variant="secondary">
          Mudar situação
        </Button>
      </div>
      <div className={GROUP}>
        <div className="space-y-1">
          <label htmlFor="lote-etiqueta" className={LABEL}>
            Etiqueta
          </label>
          <input id="lote-etiqueta" name="etiqueta" maxLength={40} className={INPUT_CLASS} />
        </div>
        <Button type="submit" name="intent" value="etiqueta" variant="secondary">
          Adicionar etiqueta
        </Button>
      </div>
      <div className={GROUP}>
        <div className="space-y-1">
          <label htmlFor="lote-adiar" className={LABEL}>
            Adiar até
          </label>
          <input id="lote-adiar" name="adiar" type="datetime-local" min={minSnooze} className={INPUT_CLASS} />
          <label className="flex items-center gap-2 text-xs">
            <input type="checkbox" name="adiar-resposta" value="1" />
            ou até a resposta do contato
          </label>
        </div>
        <Button type="submit" name="intent" value="adiar" variant="secondary">
          Adiar
        </Button>
      </div>
    </Form>
  );
}

/** The confirmation of a bulk action: what will happen, to which atendimentos, and the form that does it. */
export function TicketBulkConfirmation({
  action,
  title,
  codes,
  fields,
  cancelHref,
  listChanged,
}: {
  action: string;
  title: string;
  codes: string[];
  fields: Array<[string, string]>;
  cancelHref: string;
  /** A colleague changed atendimentos while this waits: the list is brought up to date after it. */
  listChanged: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section
      aria-labelledby="confirmacao-titulo"
      className="mb-4 rounded-xl border border-(--primary-color)/40 bg-(--primary-soft) p-4"
    >
      <h2 id="confirmacao-titulo" className="mb-2 font-semibold">
        {title}
      </h2>
      {codes.length > 0 ? <p className="mb-3 text-sm text-(--text-muted)">{codes.join(", ")}</p> : null}
      <p role="status" className="mb-3 text-sm empty:hidden">
        {listChanged ? "Outra pessoa mudou atendimentos: a lista será atualizada quando você confirmar ou cancelar." : ""}
      </p>
      <Form method="post" action={action} preventScrollReset className="flex flex-wrap gap-3">
        {fields.map(([name, value], index) => (
          <input key={index} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirmado" value="sim" />
        <IdempotencyField />
        <Button type="submit" disabled={busy}>
          {busy ? "Aguarde…" : "Confirmar"}
        </Button>
        <Link to={cancelHref} preventScrollReset className="self-center text-sm text-(--primary-text) hover:underline">
          Cancelar
        </Link>
      </Form>
    </section>
  );
}
