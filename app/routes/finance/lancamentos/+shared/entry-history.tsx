/** An entry's history (docs/decisions/0016), newest first. */
import { formatDate, formatInstant, formatMoney } from "~/config/format";
import { cashCents } from "~/modules/finance/balance";
import type { EntryEventRow } from "~/modules/finance/types";

const money = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? formatMoney(value) : null);
const text = (value: unknown) => (typeof value === "string" && value ? value : null);

const FIELD_WORDS: Record<string, string> = {
  description: "descrição",
  amount_cents: "valor",
  due_date: "vencimento",
  competence_date: "competência",
  account_id: "conta",
  category_id: "categoria",
  contact_id: "contato",
  cost_center_id: "centro de custo",
  notes: "observações",
};

const cents = (value: unknown) => (typeof value === "number" && Number.isSafeInteger(value) ? value : 0);

/** A baixa's principal, and the cash it moved when juros, multa or desconto made that differ. */
function baixaAmount(detail: EntryEventRow["detail"]): string | null {
  const principal = money(detail?.amountCents);
  if (!principal || !detail) return principal;
  const moved = cashCents({
    amountCents: cents(detail.amountCents),
    interestCents: cents(detail.interestCents),
    fineCents: cents(detail.fineCents),
    discountCents: cents(detail.discountCents),
  });
  return moved === detail.amountCents ? principal : `${principal} (movimentou ${formatMoney(moved)})`;
}

/** What the person did, as a sentence without its subject. */
export function describeEvent({ action, detail }: Pick<EntryEventRow, "action" | "detail">): string {
  const amount = baixaAmount(detail);
  const fileName = text(detail?.fileName);
  switch (action) {
    case "created":
      return "criou o lançamento";
    case "updated": {
      const changed = detail?.changes && typeof detail.changes === "object" ? Object.keys(detail.changes) : [];
      const fields = changed.flatMap((column) => (column in FIELD_WORDS ? [FIELD_WORDS[column]!] : []));
      return fields.length ? `alterou ${fields.join(", ")}` : "alterou o lançamento";
    }
    case "settled":
      return amount ? `deu baixa de ${amount}` : "deu baixa";
    case "reversed": {
      const on = typeof detail?.reversedOn === "string" ? ` com data de ${formatDate(detail.reversedOn)}` : "";
      return (amount ? `estornou a baixa de ${amount}` : "estornou uma baixa") + on;
    }
    case "cancelled":
      return "cancelou o lançamento";
    case "deleted":
      return "excluiu o lançamento";
    case "attached":
      return fileName ? `anexou o comprovante ${fileName}` : "anexou um comprovante";
    case "detached":
      return fileName ? `removeu o comprovante ${fileName}` : "removeu um comprovante";
    case "charged":
      return text(detail?.to) ? `enviou a cobrança Pix para ${text(detail?.to)}` : "enviou a cobrança Pix";
    case "reminded":
      return text(detail?.to) ? `enviou um lembrete da cobrança para ${text(detail?.to)}` : "enviou um lembrete da cobrança";
  }
}

export function EntryHistory({ events }: { events: EntryEventRow[] }) {
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-lg font-semibold text-(--text-color)">
        Histórico
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-(--text-muted)">Nada registrado ainda.</p>
      ) : (
        <ol className="space-y-2 border-l-2 border-(--surface-border) pl-4">
          {[...events].reverse().map((event) => (
            <li key={event.id} className="text-sm">
              <p className="text-(--text-color)">
                <span className="font-medium">{event.actorName}</span> {describeEvent(event)}
              </p>
              <p className="text-xs text-(--text-muted)">
                <time dateTime={event.createdAt}>{formatInstant(event.createdAt, "mediumDateTime")}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
