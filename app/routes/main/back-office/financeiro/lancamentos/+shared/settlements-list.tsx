/**
 * The baixas of an entry, oldest first: date, principal, juros, multa,
 * desconto, what the account moved and which account; an estornada one
 * stays listed, marked, and a live one offers its estorno (confirmed first).
 */
import { Link } from "react-router";
import { Money } from "~/components/finance/money";
import { formatDate } from "~/config/calendar";
import type { SettlementRow } from "~/modules/finance/types";

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
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Valor
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Juros
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Multa
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Desconto
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Total
                </th>
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
                <tr
                  key={settlement.id}
                  className={`border-t border-(--surface-border) ${settlement.reversed ? "text-(--text-muted)" : ""}`}
                >
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(settlement.settledOn)}</td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={settlement.amountCents} className={settlement.reversed ? "line-through" : ""} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={settlement.interestCents} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={settlement.fineCents} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={settlement.discountCents} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={settlement.totalCents} />
                  </td>
                  <td className="px-3 py-2">{settlement.accountName}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {settlement.reversed ? (
                      <span>Estornada</span>
                    ) : (
                      <Link
                        to={reverseLink(settlement.id)}
                        aria-label={`Estornar a baixa de ${formatDate(settlement.settledOn)}`}
                        className="rounded-md px-2 py-1 text-(--danger-color) hover:bg-(--surface-hover)"
                      >
                        Estornar
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
