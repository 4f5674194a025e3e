/** The receivables an invoiced sale made in the ledger, and the parcelas a sale would make. */
import { href, Link } from "react-router";
import { ChargeActions, SendChargesButton, type ChargeView } from "~/components/charges/charge-actions";
import { Money } from "~/components/finance/money";
import { StatusBadge } from "~/components/finance/status-badge";
import { formatDate } from "~/config/format";
import type { SaleInstallment } from "~/modules/sales/payment-terms";
import { RECEIVABLE_STATUS_LABELS } from "~/modules/sales/receivable-status";
import type { SaleReceivable } from "~/modules/sales/sale-detail.server";

const TONE = { a_receber: "em_aberto", parcial: "parcial", recebido: "recebido", cancelado: "cancelado" } as const;

const isOpen = (row: SaleReceivable) => row.status === "a_receber" || row.status === "parcial";

/**
 * The Pix charges of the sale's parcelas: "Enviar cobrança" of every open parcela not yet charged, and each parcela's
 * charge (its state, Copiar link, Reenviar); `back` is the sale's page, where the forms come back to.
 */
export function SaleCharges({
  receivables,
  charges,
  back,
}: {
  receivables: SaleReceivable[];
  charges: Record<string, ChargeView>;
  back: string;
}) {
  const live = (row: SaleReceivable) => {
    const charge = charges[row.entryId];
    return charge && charge.state !== "cancelada" ? charge : null;
  };
  const shown = receivables.filter((row) => isOpen(row) || live(row));
  if (shown.length === 0) return null;
  const unsent = receivables.filter((row) => isOpen(row) && !live(row)).map((row) => row.entryId);
  return (
    <section aria-labelledby="cobrancas-da-venda" className="space-y-3">
      <h3 id="cobrancas-da-venda" className="text-lg font-semibold text-(--text-color)">
        Cobrança Pix
      </h3>
      {unsent.length > 1 ? (
        <SendChargesButton entryIds={unsent} label={`Enviar cobrança das ${unsent.length} parcelas em aberto`} back={back} />
      ) : null}
      <ul className="space-y-3">
        {shown.map((row) => {
          const subject = `parcela ${row.installment}/${receivables.length}`;
          return (
            <li key={row.entryId} className="space-y-1 border-t border-(--surface-border) pt-2">
              <p className="text-sm font-medium">
                Parcela {row.installment}/{receivables.length} · {formatDate(row.dueDate)}
              </p>
              <ChargeActions entryId={row.entryId} charge={live(row)} open={isOpen(row)} subject={subject} back={back} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function SaleReceivables({ receivables }: { receivables: SaleReceivable[] }) {
  if (receivables.length === 0) return null;
  return (
    <section aria-labelledby="recebimentos-da-venda" className="space-y-2">
      <h3 id="recebimentos-da-venda" className="text-lg font-semibold text-(--text-color)">
        Recebimentos
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-(--surface-border) text-left text-(--text-muted)">
              <th scope="col" className="py-2 pr-3">
                Parcela
              </th>
              <th scope="col" className="py-2 pr-3">
                Vencimento
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Valor
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Recebido
              </th>
              <th scope="col" className="py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {receivables.map((row) => (
              <tr key={row.entryId} className="border-b border-(--surface-border)">
                <td className="py-2 pr-3">
                  <Link
                    to={href("/financeiro/lancamentos/:id", { id: row.entryId })}
                    className="text-(--primary-text) hover:underline"
                  >
                    {row.installment}/{receivables.length}
                    <span className="sr-only">: {row.description}</span>
                  </Link>
                </td>
                <td className="py-2 pr-3">{formatDate(row.dueDate)}</td>
                <td className="py-2 pr-3 text-right">
                  <Money cents={row.amountCents} />
                </td>
                <td className="py-2 pr-3 text-right">
                  <Money cents={row.settledCents} />
                </td>
                <td className="py-2">
                  <StatusBadge status={TONE[row.status]} label={RECEIVABLE_STATUS_LABELS[row.status]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The parcelas of a condição: number, due date and amount. */
export function InstallmentsTable({ installments, caption }: { installments: SaleInstallment[]; caption: string }) {
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="text-left text-(--text-muted)">{caption}</caption>
      <thead>
        <tr className="border-b border-(--surface-border) text-left text-(--text-muted)">
          <th scope="col" className="py-1 pr-3">
            Parcela
          </th>
          <th scope="col" className="py-1 pr-3">
            Vencimento
          </th>
          <th scope="col" className="py-1 text-right">
            Valor
          </th>
        </tr>
      </thead>
      <tbody>
        {installments.map((row) => (
          <tr key={row.index} className="border-b border-(--surface-border)">
            <td className="py-1 pr-3">
              {row.index}/{installments.length}
            </td>
            <td className="py-1 pr-3">{formatDate(row.dueDate)}</td>
            <td className="py-1 text-right">
              <Money cents={row.amountCents} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
