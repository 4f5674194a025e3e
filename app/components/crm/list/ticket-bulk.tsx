/**
 * Without JavaScript the post comes back with `TicketBulkConfirmation`; only the confirmed post changes anything.
 * With it, both forms check the module's schema before posting.
 * The bar shows only while a row of the surrounding `group/selecao` is marked (CSS, so without JavaScript too),
 * or with a refusal to read.
 */
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import type { FilterOption } from "~/components/ui/select-options";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import type { z } from "~/config/zod";
import { IdempotencyField } from "~/web/idempotency";

type Values = Record<"intent" | "atribuir" | "status" | "etiqueta" | "adiar" | "adiar-resposta" | "confirmado", string> & {
  id: string[];
};

/** The module's form description (`BULK_FORM`): the schema of both forms, read at a moment, and the etiqueta's cap. */
export interface TicketBulkFormSpec {
  schema: (now?: Date) => z.ZodType<unknown, Values>;
  maxLength: { label: number };
}

const LABEL = "block text-xs font-medium text-(--text-muted)";
const GROUP = "flex items-end gap-2";

export function TicketBulkBar({
  spec,
  formId,
  action,
  assignees,
  statuses,
  minSnooze,
  lastResult,
}: {
  spec: TicketBulkFormSpec;
  formId: string;
  action: string;
  assignees: FilterOption[];
  statuses: FilterOption[];
  /** aaaa-mm-ddThh:mm, São Paulo time: the earliest the date field offers. */
  minSnooze: string;
  /** The action's refusal, with what was sent. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<Values, unknown>({
    id: formId,
    lastResult,
    // The button pressed says which field counts: the errors are the last press's until the next.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: spec.schema() }),
  });
  const selectionError = fields.intent.errors?.[0] ?? fields.id.errors?.[0];
  const refused = Boolean(form.errors?.length || selectionError);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      preventScrollReset
      aria-label="Ações com os selecionados"
      className={`mb-3 flex-wrap items-end gap-x-5 gap-y-3 rounded-xl border border-(--surface-border) p-3 ${
        refused ? "flex" : "hidden group-has-[input[name=id]:checked]/selecao:flex"
      }`}
    >
      {form.errors?.length ? (
        <div className="w-full">
          <FormAlert tone="error" message={form.errors[0]!} />
        </div>
      ) : null}
      <p className="w-full text-sm text-(--text-muted)">Com os atendimentos marcados:</p>
      {selectionError ? (
        // The marks are in the rows below, outside this form: the message is announced, not pointed to.
        <div role="alert" className="w-full">
          <FieldError meta={fields.intent.errors ? fields.intent : fields.id} />
        </div>
      ) : null}
      <div className={GROUP}>
        <div className="space-y-1">
          <label htmlFor="lote-atribuir" className={LABEL}>
            Responsável
          </label>
          <select {...getSelectProps(fields.atribuir)} key={fields.atribuir.key} id="lote-atribuir" className={INPUT_CLASS}>
            {assignees.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError meta={fields.atribuir} />
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
          <select {...getSelectProps(fields.status)} key={fields.status.key} id="lote-status" className={INPUT_CLASS}>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError meta={fields.status} />
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
          <input
            {...getInputProps(fields.etiqueta, { type: "text" })}
            key={fields.etiqueta.key}
            id="lote-etiqueta"
            maxLength={spec.maxLength.label}
            className={INPUT_CLASS}
          />
          <FieldError meta={fields.etiqueta} />
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
          <input
            {...getInputProps(fields.adiar, { type: "datetime-local" })}
            key={fields.adiar.key}
            id="lote-adiar"
            min={minSnooze}
            className={INPUT_CLASS}
          />
          <label className="flex items-center gap-2 text-xs">
            <input
              {...getInputProps(fields["adiar-resposta"], { type: "checkbox", value: "1" })}
              key={fields["adiar-resposta"].key}
            />
            ou até a resposta do contato
          </label>
          <FieldError meta={fields.adiar} />
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
  spec,
  action,
  title,
  codes,
  fields,
  cancelHref,
  listChanged,
}: {
  spec: TicketBulkFormSpec;
  action: string;
  title: string;
  codes: string[];
  fields: Array<[string, string]>;
  cancelHref: string;
  /** A colleague changed atendimentos while this waits: the list is brought up to date after it. */
  listChanged: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  const [form] = useForm<Values, unknown>({
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: spec.schema() }),
  });
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
      <Form method="post" action={action} {...getFormProps(form)} preventScrollReset className="flex flex-wrap gap-3">
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
        <FieldError meta={{ errors: Object.values(form.allErrors).flat(), errorId: form.errorId }} />
      </Form>
    </section>
  );
}
