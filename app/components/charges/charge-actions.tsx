/** A receivable's charge in the back office: "Enviar cobrança", or its state with "Copiar link", "Reenviar" and "Cancelar cobrança". */
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

function ChargeForm({
  entryId,
  intent,
  label,
  variant,
}: {
  entryId: string;
  intent: "enviar" | "cancelar";
  label: string;
  variant?: "secondary";
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === ACTION &&
    navigation.formData?.get("id") === entryId &&
    navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={entryId} />
      <input type="hidden" name="de" value={`${location.pathname}${location.search}`} />
      {intent === "enviar" ? <IdempotencyField /> : null}
      <Button type="submit" variant={variant} disabled={busy} className="px-3 py-1">
        {busy ? "Aguarde…" : label}
      </Button>
    </Form>
  );
}

function CopyLink({ link }: { link: string }) {
  const interactive = useInteractive();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor="link-cobranca">
        Link da cobrança
      </label>
      <input
        id="link-cobranca"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${INPUT_CLASS} max-w-md font-mono text-xs`}
      />
      {interactive ? (
        <Button
          type="button"
          variant="secondary"
          className="px-3 py-1"
          onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
        >
          {copied ? "Link copiado" : "Copiar link"}
        </Button>
      ) : null}
    </div>
  );
}

/** What the charge of `entryId` shows and offers; `charge` null when none was sent. */
export function ChargeActions({ entryId, charge, open }: { entryId: string; charge: ChargeView | null; open: boolean }) {
  if (!charge || charge.state === "cancelada")
    return open ? <ChargeForm entryId={entryId} intent="enviar" label="Enviar cobrança" /> : null;
  const sent = `Enviada para ${charge.recipient} em ${formatInstant(charge.sentAt, "mediumDateTime")}${charge.sendCount > 1 ? ` (${charge.sendCount} envios)` : ""}.`;
  return (
    <div className="space-y-2 text-sm">
      <p className="text-(--text-color)">
        {charge.state === "paga" ? "Cobrança paga. " : "Cobrança Pix aberta. "}
        <span className="text-(--text-muted)">{sent}</span>
      </p>
      {charge.state === "aberta" ? (
        <>
          <CopyLink link={charge.link} />
          <div className="flex flex-wrap gap-2">
            <ChargeForm entryId={entryId} intent="enviar" label="Reenviar" variant="secondary" />
            <ChargeForm entryId={entryId} intent="cancelar" label="Cancelar cobrança" variant="secondary" />
          </div>
        </>
      ) : null}
    </div>
  );
}
