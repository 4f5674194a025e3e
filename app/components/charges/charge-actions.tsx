/**
 * A receivable's charge in the back office: "Enviar cobrança", or its state with "Copiar link", "Reenviar" and "Cancelar
 * cobrança"; in a list's row, "Enviar cobrança" or "Copiar link" and "Reenviar".
 */
import { useState } from "react";
import { Form, href, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useInteractive } from "~/components/ui/use-interactive";
import { formatInstant } from "~/config/format";
import { IdempotencyField } from "~/web/idempotency";

/** A charge as the page's loader gives it (modules/charges ChargeSummary). */
export interface ChargeView {
  state: "aberta" | "paga" | "cancelada";
  link: string;
  recipient: string;
  sentAt: string;
  sendCount: number;
}

const ACTION = href("/financeiro/cobrancas");

/** Where a charge form comes back to: `back`, else the page it is on. */
function useBack(back: string | undefined): string {
  const location = useLocation();
  return back ?? `${location.pathname}${location.search}`;
}

/** The words after a button's label that tell apart the charges of one page (" da parcela 1/3"), read by screen readers. */
const Subject = ({ subject }: { subject: string | undefined }) =>
  subject ? <span className="sr-only"> da {subject}</span> : null;

function ChargeForm({
  entryIds,
  intent,
  label,
  variant,
  back,
  subject,
}: {
  entryIds: readonly string[];
  intent: "enviar" | "enviar-lote" | "cancelar";
  label: string;
  variant?: "secondary";
  back?: string;
  subject?: string;
}) {
  const navigation = useNavigation();
  const from = useBack(back);
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === ACTION &&
    navigation.formData?.getAll("id").join() === entryIds.join() &&
    navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      {entryIds.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <input type="hidden" name="de" value={from} />
      {intent === "cancelar" ? null : <IdempotencyField />}
      <Button type="submit" variant={variant} disabled={busy} className="px-3 py-1">
        {busy ? "Aguarde…" : label}
        <Subject subject={subject} />
      </Button>
    </Form>
  );
}

/** "Enviar cobrança" of several receivables at once (a sale's open parcelas): those already charged are left out. */
export function SendChargesButton({ entryIds, label, back }: { entryIds: readonly string[]; label: string; back?: string }) {
  return <ChargeForm entryIds={entryIds} intent="enviar-lote" label={label} back={back} />;
}

function CopyButton({ link, subject }: { link: string; subject?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      className="px-3 py-1"
      onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
    >
      {copied ? "Link copiado" : "Copiar link"}
      <Subject subject={subject} />
    </Button>
  );
}

function CopyLink({ link, entryId, subject }: { link: string; entryId: string; subject?: string }) {
  const interactive = useInteractive();
  const id = `link-cobranca-${entryId}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={id}>
        Link da cobrança{subject ? ` da ${subject}` : ""}
      </label>
      <input
        id={id}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${INPUT_CLASS} max-w-md font-mono text-xs`}
      />
      {interactive ? <CopyButton link={link} subject={subject} /> : null}
    </div>
  );
}

/**
 * What the charge of `entryId` shows and offers; `charge` null when none was sent. `subject` ("parcela 1/3") tells
 * apart the buttons of a page with several charges; `back` is where the forms come back to (this page by default).
 */
export function ChargeActions({
  entryId,
  charge,
  open,
  subject,
  back,
}: {
  entryId: string;
  charge: ChargeView | null;
  open: boolean;
  subject?: string;
  back?: string;
}) {
  const ids = [entryId];
  if (!charge || charge.state === "cancelada")
    return open ? <ChargeForm entryIds={ids} intent="enviar" label="Enviar cobrança" subject={subject} back={back} /> : null;
  const sent = `Enviada para ${charge.recipient} em ${formatInstant(charge.sentAt, "mediumDateTime")}${charge.sendCount > 1 ? ` (${charge.sendCount} envios)` : ""}.`;
  return (
    <div className="space-y-2 text-sm">
      <p className="text-(--text-color)">
        {charge.state === "paga" ? "Cobrança paga. " : "Cobrança Pix aberta. "}
        <span className="text-(--text-muted)">{sent}</span>
      </p>
      {charge.state === "aberta" ? (
        <>
          <CopyLink link={charge.link} entryId={entryId} subject={subject} />
          <div className="flex flex-wrap gap-2">
            <ChargeForm entryIds={ids} intent="enviar" label="Reenviar" variant="secondary" subject={subject} back={back} />
            <ChargeForm
              entryIds={ids}
              intent="cancelar"
              label="Cancelar cobrança"
              variant="secondary"
              subject={subject}
              back={back}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * The charge of an open receivable's row in a list (`subject` names the row for screen readers): "Enviar cobrança" while
 * none is open, else "Copiar link" (the public page's link itself without JavaScript) and "Reenviar"; nothing once paid.
 */
export function ChargeRowActions({ entryId, charge, subject }: { entryId: string; charge: ChargeView | null; subject: string }) {
  const interactive = useInteractive();
  if (!charge || charge.state === "cancelada")
    return <ChargeForm entryIds={[entryId]} intent="enviar" label="Enviar cobrança" variant="secondary" subject={subject} />;
  if (charge.state !== "aberta") return null;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {interactive ? (
        <CopyButton link={charge.link} subject={subject} />
      ) : (
        <a href={charge.link} className="self-center text-xs text-(--primary-text) hover:underline">
          Link da cobrança
          <Subject subject={subject} />
        </a>
      )}
      <ChargeForm entryIds={[entryId]} intent="enviar" label="Reenviar" variant="secondary" subject={subject} />
    </div>
  );
}
