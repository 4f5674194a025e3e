/** The baixas of an entry, oldest first, estornadas included. */
import { Link } from "react-router";
import { Money } from "~/components/finance/money";
import { StatusBadge } from "~/components/finance/status-badge";
import { formatDate, formatMoney } from "~/config/format";
import type { SettlementRow } from "~/modules/finance/types";

/** The amount columns, in centavos. */
const AMOUNTS = [
  { label: "Valor", cents: "amountCents" },
  { label: "Juros", cents: "interestCents" },
  { label: "Multa", cents: "fineCents" },
  { label: "Desconto", cents: "discountCents" },
  { label: "Total", cents: "totalCents" },
] as const satisfies readonly { label: string; cents: keyof SettlementRow }[];

/**
 * What the estorno's confirmation says of `settlement`: the total it moved, as its line's Total column shows it, and when juros,
 * multa or desconto made that differ from the value settled, its parts and the value that goes back to open.
 */
export function reversalMessage(settlement: SettlementRow): string {
  const { amountCents, interestCents, fineCents, discountCents, totalCents } = settlement;
  const when = formatDate(settlement.settledOn);
  if (interestCents === 0 && fineCents === 0 && discountCents === 0)
    return `A baixa de ${formatMoney(amountCents)} em ${when} será desfeita e o valor volta a ficar em aberto. O estorno fica no histórico.`;
  const parts = [
    `valor ${formatMoney(amountCents)}`,
    interestCents ? `+ juros ${formatMoney(interestCents)}` : "",
    fineCents ? `+ multa ${formatMoney(fineCents)}` : "",
    discountCents ? `− desconto ${formatMoney(discountCents)}` : "",
  ];
  const sum = parts.filter(Boolean).join(" ");
  return `A baixa de ${formatMoney(totalCents)} em ${when} (${sum}) será desfeita e ${formatMoney(amountCents)} volta a ficar em aberto. O estorno fica no histórico.`;
}

export function SettlementsList({
  settlements,
  reverseLink,
}: {
  settlements: SettlementRow[];
  reverseLink: (id: string) => string;
}) {
  return (
    <section aria-labelledby="settlements-title" className="space-y-3">
      <h2 id="settlements-title" className="text-lg font-semibold text-(--text-color)">
        Baixas
      </h2>
      {settlements.length === 0 ? (
        <p className="text-sm text-(--text-muted)">
          Nenhuma baixa registrada. Use o formulário Dar baixa quando o dinheiro entrar ou sair.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-(--surface-border)">
          <table className="w-full text-sm">
            <thead className="bg-(--surface-hover) text-left text-(--text-muted)">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Data
                </th>
                {AMOUNTS.map(({ label }) => (
                  <th key={label} scope="col" className="px-3 py-2 text-right font-medium">
                    {label}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-medium">
                  Conta
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Situação e ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {settlements.map((settlement) => (
                <SettlementLine key={settlement.id} settlement={settlement} reverseHref={reverseLink(settlement.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SettlementLine({ settlement, reverseHref }: { settlement: SettlementRow; reverseHref: string }) {
  const { reversed } = settlement;
  return (
    <tr className={`border-t border-(--surface-border) ${reversed ? "text-(--text-muted)" : ""}`}>
      <td className="px-3 py-2">
        <span className="whitespace-nowrap">{formatDate(settlement.settledOn)}</span>
        {settlement.reconciledLine ? (
          <span className="mt-1 block text-xs text-(--text-muted)">
            <StatusBadge status="pago" label="Conciliado" /> com a linha do extrato de{" "}
            {formatDate(settlement.reconciledLine.postedOn)}: {settlement.reconciledLine.description}
          </span>
        ) : null}
      </td>
      {AMOUNTS.map(({ label, cents }) => (
        <td key={label} className="px-3 py-2 text-right">
          <Money cents={settlement[cents]} className={reversed && cents === "amountCents" ? "line-through" : undefined} />
        </td>
      ))}
      <td className="px-3 py-2">{settlement.accountName}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {reversed ? (
          <span>Estornada{settlement.reversedOn ? ` em ${formatDate(settlement.reversedOn)}` : ""}</span>
        ) : (
          <Link
            to={reverseHref}
            aria-label={`Estornar a baixa de ${formatDate(settlement.settledOn)}`}
            className="rounded-md px-2 py-1 text-(--danger-color) hover:bg-(--surface-hover)"
          >
            Estornar
          </Link>
        )}
      </td>
    </tr>
  );
}
