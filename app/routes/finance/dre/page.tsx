/** /financeiro/dre: the year's Demonstrativo de Resultado; transfers and cancelled entries never count. */
import { href, Link } from "react-router";
import { DreChart } from "~/components/charts/dre-chart";
import { ListNotices } from "~/components/finance/list-notices";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { DreTable } from "~/components/finance/reports/dre-table";
import { ReportFilter } from "~/components/finance/reports/report-filter";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { monthAbbreviation, monthName } from "~/config/format";
import { monthsOf } from "~/modules/finance/reports/cash-flow";
import { isEmptyDre, type Regime } from "~/modules/finance/reports/dre";
import { dre } from "~/modules/finance/reports/dre.server";
import { referenceChoices } from "~/modules/finance/reference.server";
import { choiceLabel } from "~/modules/reference-data";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { dreSearch, parseDreAddress } from "~/modules/finance/report-query";
import { figureHref } from "~/modules/finance/figure-links";
import { costCenterSelect, costCenterWords } from "../+shared/report-selects";
import type { Route } from "./+types/page";

export const handle = { breadcrumb: "DRE" };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? `DRE de ${loaderData.address.year}` : "DRE");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { costCenters } = await referenceChoices(scope, { archived: true });
  const { address, notices } = parseDreAddress(
    new URL(request.url).searchParams,
    todayInSaoPaulo(),
    costCenters.map((center) => center.id),
  );
  return {
    address,
    notices,
    costCenters: costCenters.map((center) => ({ id: center.id, name: choiceLabel(center, "o") })),
    report: await dre(scope, address),
  };
}

const REGIMES: Array<{ value: Regime; label: string; words: string }> = [
  { value: "competencia", label: "Competência", words: "regime de competência (pela data de competência, valor total)" },
  { value: "caixa", label: "Caixa", words: "regime de caixa (pela data das baixas, valores pagos e recebidos)" },
];

/**
 * A competência figure opens its category's entries by competência in that month or year (their "Entradas" or "Saídas"
 * is the figure). A caixa figure links nothing: it sums baixas by their own dates, juros and descontos in, estornos out on
 * theirs, which is no set of entries by a date of theirs the list could show.
 */
const competenceHref = (category: { id: string; kind: "receita" | "despesa" }, period: { month: string } | { year: number }) =>
  figureHref({
    basis: "competencia",
    period: "month" in period ? period.month : { from: `${period.year}-01-01`, to: `${period.year}-12-31` },
    categoryId: category.id,
    kind: category.kind,
  });

const TAB =
  "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)";

export default function DrePage({ loaderData }: Route.ComponentProps) {
  const { address, notices, costCenters, report } = loaderData;
  const { year, regime, costCenterId } = address;
  const words = REGIMES.find((option) => option.value === regime)?.words ?? "";
  const centre = costCenterWords(costCenters, costCenterId);
  return (
    <>
      <PageTitle title="DRE">
        Demonstrativo de resultado gerencial de {year}
        {centre ? `, ${centre}` : null}, {words}. Transferências e lançamentos cancelados não entram; investimentos ficam fora do
        resultado (aparecem no fluxo de caixa) e as margens são sobre a receita líquida.
        {regime === "caixa" ? " Juros, multas e descontos de cada baixa entram nas suas próprias categorias." : null}
        {regime === "competencia"
          ? " Uma compra parcelada entra inteira no mês da sua competência; só os vencimentos se espalham."
          : null}
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MonthSwitcher
          unit="year"
          label={String(year)}
          previous={{ href: dreSearch({ year: year - 1, regime, costCenterId }), label: String(year - 1) }}
          next={{ href: dreSearch({ year: year + 1, regime, costCenterId }), label: String(year + 1) }}
        />
        <div className="flex flex-wrap items-end gap-3">
          <ReportFilter
            selects={[costCenterSelect(costCenters, costCenterId)]}
            hidden={regime === "caixa" ? { ano: String(year), regime } : { ano: String(year) }}
          />
          <nav aria-label="Regime" className="flex gap-1 rounded-lg border border-(--surface-border) bg-(--surface-card) p-1">
            {REGIMES.map((option) => (
              <Link
                key={option.value}
                to={dreSearch({ year, regime: option.value, costCenterId })}
                aria-current={option.value === regime ? "page" : undefined}
                className={`${TAB} ${option.value === regime ? "bg-(--primary-color) text-white" : "text-(--text-color) hover:bg-(--surface-hover)"}`}
              >
                {option.label}
              </Link>
            ))}
          </nav>
          <ButtonLink to={`${href("/financeiro/dre/exportar")}${dreSearch(address)}`} reloadDocument download variant="secondary">
            Exportar CSV
          </ButtonLink>
        </div>
      </div>
      <ListNotices notices={notices} />
      {isEmptyDre(report) ? (
        <EmptyState
          title={`Nenhuma receita ou despesa em ${year} nem em ${year - 1}${centre ? `, ${centre}` : ""}.`}
          action={<ButtonLink to={href("/financeiro/lancamentos/novo")}>Novo lançamento</ButtonLink>}
        >
          Troque de ano ou de regime, ou registre lançamentos com categoria para ver o resultado aqui.
        </EmptyState>
      ) : (
        <>
          <DreChart year={year} revenue={report.revenue} expense={report.expense} result={report.result} />
          <DreTable
            caption={`DRE gerencial de ${year}${centre ? `, ${centre},` : ""} por linha, grupo e categoria, ${words}, comparado com ${year - 1}`}
            monthHeaders={monthsOf(year).map((month) => ({
              short: monthAbbreviation(month),
              long: `${monthName(month)} de ${year}`,
            }))}
            year={year}
            rows={report.rows}
            netRevenue={report.netRevenue}
            outside={report.outside}
            figureHref={regime === "competencia" ? competenceHref : undefined}
          />
        </>
      )}
    </>
  );
}
