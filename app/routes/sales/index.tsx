/** /faturamento: a month's sales (`?mes=`) as charts with their figures in tables. */
import { Form, Link } from "react-router";
import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { ChartTable } from "~/components/finance/chart-table";
import { CARD, Figure, FIGURE_LINK } from "~/components/finance/figures";
import { Money } from "~/components/finance/money";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { CELL, HEAD, ROW_HEAD } from "~/components/finance/reports/report-frame";
import { RankTable } from "~/components/sales/rank-table";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { PageTitle } from "~/components/ui/page-title";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { monthOf, parseMonth, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatNumber, formatOneDecimal, monthAbbreviation, monthLabel } from "~/config/format";
import { salesDashboard, type SalesFigure } from "~/modules/sales/dashboard.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/index";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Faturamento de ${monthLabel(loaderData.board.month)}` : "Faturamento");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const month = parseMonth(new URL(request.url).searchParams.get("mes")) ?? monthOf(todayInSaoPaulo());
  return { board: await salesDashboard(scope, month) };
}

const salesWord = (count: number) => (count === 1 ? "1 venda" : `${count} vendas`);

function change(current: number, previous: number, previousMonth: string): string {
  if (previous === 0) return `Sem faturamento em ${monthLabel(previousMonth)}.`;
  const percent = ((current - previous) / previous) * 100;
  return `${percent >= 0 ? "+" : ""}${formatOneDecimal(percent)} % sobre ${monthLabel(previousMonth)}.`;
}

const rate = (part: SalesFigure, whole: SalesFigure) =>
  whole.count === 0 ? "—" : `${formatOneDecimal((part.count / whole.count) * 100)} %`;

export default function SalesDashboardPage({ loaderData }: Route.ComponentProps) {
  const { board } = loaderData;
  const { month, funnel } = board;
  const previousMonth = shiftMonth(month, -1);
  const link = (target: string) => ({ href: `?mes=${target}`, label: monthLabel(target) });
  const yearly: ChartData = {
    points: board.months.map((row) => ({
      label: `${monthAbbreviation(row.month)}/${row.month.slice(2, 4)}`,
      faturamento: row.cents,
    })),
    series: [{ key: "faturamento", name: "Faturamento", type: "bar", colour: "inflow" }],
  };
  const stages = [
    { key: "propostas", head: "Propostas", figure: funnel.proposals, rate: "—" },
    { key: "pedidos", head: "Pedidos", figure: funnel.orders, rate: rate(funnel.orders, funnel.proposals) },
    { key: "faturadas", head: "Faturadas", figure: funnel.invoiced, rate: rate(funnel.invoiced, funnel.orders) },
  ];
  const funnelChart: ChartData = {
    points: stages.map((stage) => ({ label: stage.head, valor: stage.figure.cents })),
    series: [{ key: "valor", name: "Valor", type: "bar", colour: "neutral" }],
  };
  return (
    <>
      <PageTitle title="Faturamento">
        Vendas faturadas no mês pela data de faturamento; o funil conta as vendas feitas no mês.
      </PageTitle>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <MonthSwitcher label={monthLabel(month)} previous={link(previousMonth)} next={link(shiftMonth(month, 1))} />
        <Form method="get" className="flex items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="mes-faturamento" className="block text-xs font-medium text-(--text-muted)">
              Mês
            </label>
            <input id="mes-faturamento" type="month" name="mes" defaultValue={month} className={INPUT_CLASS} />
          </div>
          <Button type="submit" variant="secondary">
            Ver mês
          </Button>
        </Form>
        <div className="flex gap-2">
          <ButtonLink to="/faturamento/vendas" variant="secondary">
            Vendas
          </ButtonLink>
          <ButtonLink to="/faturamento/vendas/nova">Nova venda</ButtonLink>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Figure title={`Faturamento de ${monthLabel(month)}`} cents={board.invoiced.cents}>
          <p className="text-(--text-muted)">{salesWord(board.invoiced.count)}</p>
          <p>{change(board.invoiced.cents, board.previous.cents, previousMonth)}</p>
        </Figure>
        <Figure title={`Faturamento de ${monthLabel(previousMonth)}`} cents={board.previous.cents}>
          <p className="text-(--text-muted)">{salesWord(board.previous.count)}</p>
          <Link to={`?mes=${previousMonth}`} className={FIGURE_LINK}>
            Ver o mês anterior
          </Link>
        </Figure>
        <Figure title="Ticket médio" cents={board.averageCents}>
          <p className="text-(--text-muted)">
            No mês anterior: <Money cents={board.previousAverageCents} />
          </p>
        </Figure>
      </div>

      <section aria-labelledby="doze-meses" className="mt-6">
        <h2 id="doze-meses" className="mb-2 font-semibold">
          Faturamento dos últimos 12 meses
        </h2>
        <Chart name="faturamento-mensal" data={yearly} />
        <ChartTable
          caption="Faturamento dos últimos 12 meses"
          columns={["Mês", "Faturamento"]}
          rows={board.months.map((row) => ({ key: row.month, head: monthLabel(row.month), cents: [row.cents] }))}
        />
      </section>

      <section aria-labelledby="funil" className={`mt-6 ${CARD}`}>
        <h2 id="funil" className="mb-1 font-semibold">
          Funil de {monthLabel(month)}
        </h2>
        <p className="mb-3 text-sm text-(--text-muted)">
          Vendas feitas no mês: as que começaram como proposta, as que viraram pedido e as já faturadas.
        </p>
        <Chart name="funil-vendas" data={funnelChart} height="h-56" />
        <div className="relative overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Funil de {monthLabel(month)}</caption>
            <thead>
              <tr className="border-b border-(--surface-border)">
                {["Etapa", "Vendas", "Valor", "Conversão da etapa anterior"].map((column, i) => (
                  <th key={column} scope="col" className={`${HEAD} ${i === 0 ? "text-left" : "text-right"}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stages.map((stage) => (
                <tr key={stage.key} className="border-b border-(--surface-border) last:border-0">
                  <th scope="row" className={ROW_HEAD}>
                    {stage.head}
                  </th>
                  <td className={`${CELL} tabular-nums`}>{stage.figure.count}</td>
                  <td className={CELL}>
                    <Money cents={stage.figure.cents} />
                  </td>
                  <td className={`${CELL} tabular-nums`}>{stage.rate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <RankTable
          id="clientes"
          title="Principais clientes"
          countHeader="Vendas"
          empty="Nenhuma venda faturada no mês."
          rows={board.customers.map((row) => ({
            key: row.id ?? row.name,
            name: row.name,
            count: String(row.count),
            cents: row.cents,
          }))}
        />
        <RankTable
          id="itens"
          title="Principais produtos e serviços"
          countHeader="Quantidade"
          empty="Nenhum item faturado no mês."
          rows={board.products.map((row) => ({
            key: row.id ?? `linha:${row.name}`,
            name: row.name,
            count: formatNumber(row.count / 1000),
            cents: row.cents,
          }))}
        />
        <RankTable
          id="vendedores"
          title="Vendas por vendedor"
          countHeader="Vendas"
          empty="Nenhuma venda faturada no mês."
          rows={board.sellers.map((row) => ({
            key: row.id ?? "sem",
            name: row.name,
            count: String(row.count),
            cents: row.cents,
          }))}
        />
      </div>
    </>
  );
}
