/** Without JavaScript the page draws `BulkConfirmation` from the action's answer; only the confirmed post changes anything. */
import { useEffect, useRef, useState } from "react";
import { Form, href, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "~/components/ui/dialog";
import { IdempotencyField } from "~/web/idempotency";

export type BulkIntent = "baixa" | "excluir";

const TITLES: Record<BulkIntent, (count: number) => string> = {
  baixa: (count) => (count === 1 ? "Dar baixa em 1 lançamento?" : `Dar baixa em ${count} lançamentos?`),
  excluir: (count) => (count === 1 ? "Excluir 1 lançamento?" : `Excluir ${count} lançamentos?`),
};

const CONFIRM_LABELS: Record<BulkIntent, string> = { baixa: "Confirmar baixa", excluir: "Confirmar exclusão" };

function explanation(intent: BulkIntent, todayLabel: string) {
  return intent === "baixa"
    ? `Cada um será quitado pelo valor em aberto, com data de hoje (${todayLabel}), na conta do lançamento. Os já quitados ou cancelados ficam como estão.`
    : "Os lançamentos saem das listas e dos saldos; o histórico de cada um fica guardado. Os que têm baixas ficam: estorne-as antes de excluir. Os gerados por vendas também ficam: altere-os pela venda.";
}

/** The confirmation: the count, what will happen, the names, and the form that does it. */
export function BulkConfirmation({
  intent,
  ids,
  descriptions,
  todayLabel,
  cancel,
}: {
  intent: BulkIntent;
  ids: string[];
  descriptions: string[];
  todayLabel: string;
  cancel: React.ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-3">
      <p className="text-sm">{explanation(intent, todayLabel)}</p>
      {descriptions.length > 0 ? (
        <section
          aria-label="Lançamentos escolhidos"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so a keyboard can scroll it
          tabIndex={0}
          className="max-h-40 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
        >
          <ul className="list-disc pl-5 text-sm text-(--text-muted)">
            {descriptions.map((description, index) => (
              <li key={index}>{description}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" className="flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="confirmado" value="sim" />
        <IdempotencyField />
        {ids.map((id) => (
          <input key={id} type="hidden" name="id" value={id} />
        ))}
        <Button type="submit" disabled={busy}>
          {busy ? "Aguarde…" : CONFIRM_LABELS[intent]}
        </Button>
        {cancel}
      </Form>
    </div>
  );
}

/** The confirmation drawn in the page, for the post that came without JavaScript. */
export function InlineBulkConfirmation(props: Omit<Parameters<typeof BulkConfirmation>[0], "cancel"> & { cancelHref: string }) {
  const { cancelHref, ...rest } = props;
  return (
    <section
      aria-labelledby="confirmacao-titulo"
      className="mb-4 rounded-xl border border-(--primary-color)/40 bg-(--primary-soft) p-4"
    >
      <h2 id="confirmacao-titulo" className="mb-2 font-semibold">
        {TITLES[rest.intent](rest.ids.length)}
      </h2>
      <BulkConfirmation
        {...rest}
        cancel={
          <Link to={cancelHref} className="self-center text-sm text-(--primary-text) hover:underline">
            Cancelar
          </Link>
        }
      />
    </section>
  );
}

const CHARGES = href("/financeiro/cobrancas");

/**
 * The bar of the bulk buttons, owner of the form the table's checkboxes name (`id`). "Enviar cobrança" (with
 * `charges`) posts the marked ids straight to the charges' action, which comes back here with what it sent and left out.
 */
export function BulkActions({
  formId,
  todayLabel,
  descriptionOf,
  charges = false,
}: {
  formId: string;
  todayLabel: string;
  descriptionOf: (id: string) => string | undefined;
  charges?: boolean;
}) {
  const location = useLocation();
  const [pending, setPending] = useState<{ intent: BulkIntent; ids: string[] } | null>(null);
  const [empty, setEmpty] = useState(false);
  const state = useNavigation().state;
  const sent = useRef(false);
  // Once the confirmed post is done and the list reloaded, the dialog closes and the boxes clear.
  useEffect(() => {
    if (state === "submitting") sent.current = true;
    if (state !== "idle" || !sent.current) return;
    sent.current = false;
    setPending(null);
    for (const box of document.querySelectorAll<HTMLInputElement>(`input[name=id][form="${formId}"]`)) box.checked = false;
  }, [state, formId]);
  const open = (intent: BulkIntent) => (event: React.MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const ids = new FormData(event.currentTarget.form!).getAll("id").map(String);
    setEmpty(ids.length === 0);
    setPending(ids.length ? { intent, ids } : null);
  };
  return (
    <>
      <Form method="post" id={formId} className="mb-3 flex flex-wrap items-center gap-3">
        <span className="text-sm text-(--text-muted)">Com os selecionados:</span>
        <Button type="submit" name="intent" value="baixa" variant="secondary" onClick={open("baixa")}>
          Dar baixa hoje
        </Button>
        <Button type="submit" name="intent" value="excluir" variant="secondary" onClick={open("excluir")}>
          Excluir
        </Button>
        {charges ? (
          <>
            <input type="hidden" name="de" value={`${location.pathname}${location.search}`} />
            <IdempotencyField />
            <Button
              type="submit"
              name="intent"
              value="enviar-lote"
              formAction={CHARGES}
              variant="secondary"
              onClick={(event) => {
                const none = new FormData(event.currentTarget.form!).getAll("id").length === 0;
                setEmpty(none);
                if (none) event.preventDefault();
              }}
            >
              Enviar cobrança<span className="sr-only"> dos selecionados</span>
            </Button>
          </>
        ) : null}
        <p role="status" className="text-sm text-(--danger-color)">
          {empty ? "Marque pelo menos um lançamento." : ""}
        </p>
      </Form>
      <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        {pending ? (
          <DialogContent className="top-1/2 left-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl p-5">
            <DialogTitle className="mb-2 text-lg font-semibold">{TITLES[pending.intent](pending.ids.length)}</DialogTitle>
            <BulkConfirmation
              intent={pending.intent}
              ids={pending.ids}
              descriptions={pending.ids.flatMap((id) => descriptionOf(id) ?? [])}
              todayLabel={todayLabel}
              cancel={
                <Button type="button" variant="secondary" onClick={() => setPending(null)}>
                  Cancelar
                </Button>
              }
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
