/** /crm: the desk's dashboard over the last 7, 30 or 90 days (`?dias=`), the customers' satisfaction included. */
import { Link } from "react-router";
import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { CountTable } from "~/components/crm/dashboard/count-table";
import { SatisfactionSection } from "~/components/crm/dashboard/satisfaction-section";
import { StatCard } from "~/components/crm/dashboard/stat-card";
import { ButtonLink } from "~/components/ui/button-link";
import { PageTitle } from "~/components/ui/page-title";
import { formatDate } from "~/config/format";
import { crmDashboard } from "~/modules/crm/dashboard.server";
import { DASHBOARD_PERIODS, DEFAULT_PERIOD, OPEN_STATUSES, type DashboardPeriod } from "~/modules/crm/dashboard-periods";
import { formatDuration } from "~/modules/crm/durations";
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "~/modules/crm/status";
import { CRM_HOME } from "~/web/access";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/index";

export const meta = () => pageMeta("Painel do CRM");

const periodOf = (value: string | null): DashboardPeriod =>
  DASHBOARD_PERIODS.find((days) => String(days) === value) ?? DEFAULT_PERIOD;

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const days = periodOf(new URL(request.url).searchParams.get("dias"));
  return { board: await crmDashboard(scope, days) };
}

const CARD = "rounded-xl border border-(--surface-border) bg-(--surface-card) p-4";
const TAB = "rounded-md px-3 py-1.5 text-sm font-medium";
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const atendimentos = (count: number) => (count === 1 ? "1 atendimento" : `${count} atendimentos`);

export default function CrmDashboardPage({ loaderData }: Route.ComponentProps) {
  const { board } = loaderData;
  const perDay: ChartData = {
    unit: "count",
    points: board.perDay.map((day) => ({ label: shortDay(day.day), criados: day.created, resolvidos: day.resolved })),
    series: [
      { key: "criados", name: "Criados", type: "bar", colour: "neutral" },
      { key: "resolvidos", name: "Resolvidos", type: "bar", colour: "inflow" },
    ],
  };
  const statusTotals = OPEN_STATUSES.map((status) =>
    TICKET_PRIORITIES.reduce((sum, priority) => sum + board.open[status][priority], 0),
  );
  return (
    <>
      <PageTitle title="Painel do CRM">
        De {formatDate(board.from)} a {formatDate(board.to)}. Em aberto e atrasados contam o momento atual.
      </PageTitle>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Período" className="flex gap-2">
          {DASHBOARD_PERIODS.map((days) => (
            <Link
              key={days}
              to={`?dias=${days}`}
              aria-current={board.days === days ? "page" : undefined}
              className={`${TAB} ${board.days === days ? "bg-(--primary-soft) text-(--primary-text)" : "text-(--text-muted) hover:bg-(--surface-hover)"}`}
            >
              {days} dias
            </Link>
          ))}
        </nav>
        <ButtonLink to={CRM_HOME}>Central de atendimento</ButtonLink>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard title="Em aberto" value={String(board.openTotal)}>
          <p>Abertos, pendentes e adiados.</p>
        </StatCard>
        <StatCard title="Atrasados agora" value={String(board.lateNow)}>
          <p>Em aberto com o prazo de SLA vencido.</p>
        </StatCard>
        <StatCard title="Fora do SLA no período" value={String(board.missedInPeriod)}>
          <p>De {atendimentos(board.createdInPeriod)} criados no período.</p>
        </StatCard>
        <StatCard title="Mediana da primeira resposta" value={formatDuration(board.medianFirstResponseMinutes)}>
          <p>Da abertura à primeira resposta ao contato.</p>
        </StatCard>
        <StatCard title="Mediana da resolução" value={formatDuration(board.medianResolutionMinutes)}>
          <p>Da abertura à resolução.</p>
        </StatCard>
      </div>

      <section aria-labelledby="em-aberto" className={`mt-6 ${CARD}`}>
        <h2 id="em-aberto" className="mb-3 font-semibold">
          Em aberto por status e prioridade
        </h2>
        <div className="overflow-x-auto">
          <CountTable
            caption="Atendimentos em aberto por status e prioridade"
            columns={["Status", ...TICKET_PRIORITIES.map((priority) => TICKET_PRIORITY_LABELS[priority]), "Total"]}
            rows={OPEN_STATUSES.map((status, i) => ({
              key: status,
              head: TICKET_STATUS_LABELS[status],
              cells: [...TICKET_PRIORITIES.map((priority) => board.open[status][priority]), statusTotals[i]!],
            }))}
            totals={{
              key: "total",
              head: "Total",
              cells: [
                ...TICKET_PRIORITIES.map((priority) =>
                  OPEN_STATUSES.reduce((sum, status) => sum + board.open[status][priority], 0),
                ),
                board.openTotal,
              ],
            }}
          />
        </div>
      </section>

      <section aria-labelledby="por-dia" className={`mt-6 ${CARD}`}>
        <h2 id="por-dia" className="mb-3 font-semibold">
          Criados e resolvidos por dia
        </h2>
        <Chart name="atendimentos-por-dia" data={perDay} height="h-64" />
        <div className="overflow-x-auto">
          <CountTable
            caption="Atendimentos criados e resolvidos por dia"
            columns={["Dia", "Criados", "Resolvidos"]}
            rows={[...board.perDay].reverse().map((day) => ({
              key: day.day,
              head: formatDate(day.day),
              cells: [day.created, day.resolved],
            }))}
            totals={{
              key: "total",
              head: "Total",
              cells: [
                board.perDay.reduce((sum, day) => sum + day.created, 0),
                board.perDay.reduce((sum, day) => sum + day.resolved, 0),
              ],
            }}
          />
        </div>
      </section>

      <section aria-labelledby="por-agente" className={`mt-6 ${CARD}`}>
        <h2 id="por-agente" className="mb-1 font-semibold">
          Por agente
        </h2>
        <p className="mb-3 text-sm text-(--text-muted)">Resolvidos e primeira resposta contam o período.</p>
        {board.agents.length === 0 ? (
          <p className="text-sm text-(--text-muted)">Nenhum atendimento ainda.</p>
        ) : (
          <div className="overflow-x-auto">
            <CountTable
              caption="Atendimentos por agente"
              columns={["Agente", "Em aberto", "Atrasados", "Resolvidos", "Mediana da primeira resposta"]}
              rows={board.agents.map((agent) => ({
                key: agent.id ?? "ninguem",
                head: agent.name,
                cells: [agent.open, agent.late, agent.resolved, formatDuration(agent.medianFirstResponseMinutes)],
              }))}
            />
          </div>
        )}
      </section>

      <SatisfactionSection {...board.satisfaction} className={`mt-6 ${CARD}`} />
    </>
  );
}
