import { href, Link } from "react-router";
import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { formatDate, monthAbbreviation, monthLabel } from "~/config/format";
import { CARD, FIGURE_LINK } from "./figures";
import { Money } from "./money";
import { ChartTable } from "./chart-table";
import { reconciledPhrase } from "./reconciled-phrase";
import { HEAD } from "./reports/report-frame";

/** An account as /dashboard-banking's loader gives it (modules/finance/banking.server.ts). */
export interface BankingAccount {
  id: string;
  name: string;
  kindLabel: string;
  balanceCents: number;
  history: Array<{ month: string; balanceCents: number }>;
  movements: Array<{ key: string; entryId: string; settledOn: string; description: string; cents: number }>;
  reconciliation: {
    reconciledThrough: string | null;
    oldestPendingOn: string | null;
    pendingLines: number;
    bankBalance: { cents: number; on: string } | null;
  } | null;
}

const SERIES: ChartData["series"] = [{ key: "balance", name: "Saldo no fim do mês", type: "line", colour: "neutral" }];

export const balanceChartData = (history: BankingAccount["history"]): ChartData => ({
  series: SERIES,
  points: history.map((point) => ({
    label: `${monthAbbreviation(point.month)}/${point.month.slice(2, 4)}`,
    balance: point.balanceCents,
  })),
});

const lines = (count: number) => (count === 1 ? "1 linha aguardando" : `${count} linhas aguardando`);

function Reconciliation({ account }: { account: BankingAccount }) {
  const status = account.reconciliation;
  return (
    <div className="space-y-1 text-sm">
      <h3 className="font-semibold">Conciliação</h3>
      <p>{reconciledPhrase(status)}</p>
      <p className="text-(--text-muted)">{lines(status?.pendingLines ?? 0)}</p>
      {status?.bankBalance ? (
        <p>
          Saldo no banco em {formatDate(status.bankBalance.on)}: <Money cents={status.bankBalance.cents} />
        </p>
      ) : null}
      <Link to={`${href("/financeiro/conciliacao")}?conta=${account.id}`} className={FIGURE_LINK}>
        Conciliar<span className="sr-only"> {account.name}</span>
      </Link>
    </div>
  );
}

function Movements({ account }: { account: BankingAccount }) {
  if (account.movements.length === 0)
    return <p className="text-sm text-(--text-muted)">Nenhuma movimentação nesta conta ainda.</p>;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Últimas movimentações de {account.name}</caption>
      <thead>
        <tr className="border-b border-(--surface-border)">
          <th scope="col" className={`${HEAD} pl-0 text-left`}>
            Data
          </th>
          <th scope="col" className={`${HEAD} text-left`}>
            Descrição
          </th>
          <th scope="col" className={`${HEAD} pr-0 text-right`}>
            Valor
          </th>
        </tr>
      </thead>
      <tbody>
        {account.movements.map((movement) => (
          <tr key={movement.key} className="border-b border-(--surface-border) last:border-0">
            <td className="py-2 pr-3 whitespace-nowrap text-(--text-muted) tabular-nums">{formatDate(movement.settledOn)}</td>
            <td className="max-w-0 w-full truncate px-3 py-2">
              <Link
                to={href("/financeiro/lancamentos/:id", { id: movement.entryId })}
                className="font-medium text-(--primary-text) hover:underline"
              >
                {movement.description}
              </Link>
            </td>
            <td className="py-2 pl-3 text-right">
              <Money cents={movement.cents} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BankAccountCard({ account }: { account: BankingAccount }) {
  const headingId = `conta-${account.id}`;
  return (
    <section aria-labelledby={headingId} data-account={account.id} className={`${CARD} min-w-0`}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold">
            {account.name}
          </h2>
          <p className="text-xs text-(--text-muted)">{account.kindLabel}</p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-(--text-muted)">Saldo atual</span>
          <Money cents={account.balanceCents} className="text-xl font-semibold" />
        </p>
      </div>
      <h3 className="mb-2 text-sm font-semibold">Saldo nos últimos {account.history.length} meses</h3>
      <Chart name="balance-history" data={balanceChartData(account.history)} height="h-56" />
      <ChartTable
        caption={`Saldo de ${account.name} no fim de cada mês`}
        columns={["Mês", "Saldo"]}
        rows={account.history.map((point) => ({ key: point.month, head: monthLabel(point.month), cents: [point.balanceCents] }))}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold">Últimas movimentações</h3>
          <Movements account={account} />
          <Link to={`${href("/financeiro/lancamentos")}?conta=${account.id}`} className={`${FIGURE_LINK} mt-2 inline-block`}>
            Ver lançamentos<span className="sr-only"> de {account.name}</span>
          </Link>
        </div>
        <Reconciliation account={account} />
      </div>
    </section>
  );
}
