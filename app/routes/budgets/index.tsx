/** /orcamentos: a month's budget against the ledger and the year to date; the address holds the whole state. */
import { href, Link } from "react-router";
import { ComparisonTable } from "~/components/budgets/comparison-table";
import { ListNotices } from "~/components/finance/list-notices";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { monthRange, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { monthLabel } from "~/config/format";
import { budgetSearch, monthKey, parseBudgetAddress, type BudgetAddress } from "~/modules/budgets/address";
import { figureHref } from "~/modules/finance/figure-links";
import { budgetComparison } from "~/modules/budgets/budgets.server";
import { isEmptyComparison, type Regime } from "~/modules/budgets/comparison";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/index";

export const handle = { breadcrumb: "Orçamentos" };
export const meta = () => pageMeta("Orçamentos");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { address, notices } = parseBudgetAddress(new URL(request.url).searchParams, todayInSaoPaulo());
  return { address, notices, comparison: await budgetComparison(scope, address) };
}

const REGIMES: Array<{ value: Regime; label: string; words: string }> = [
  { value: "competencia", label: "Competência", words: "regime de competência (pela data de competência, valor total)" },
  { value: "caixa", label: "Caixa", words: "regime de caixa (pela data das baixas, valores pagos e recebidos)" },
];

const TAB =
  "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)";

const at = (address: BudgetAddress, month: string): BudgetAddress => ({
  ...address,
  year: Number(month.slice(0, 4)),
  month: Number(month.slice(5)),
});

export default function Orcamentos({ loaderData }: Route.ComponentProps) {
  const { address, notices, comparison } = loaderData;
  const { year, regime } = address;
  const month = monthKey(address);
  const label = monthLabel(month);
  const words = REGIMES.find((option) => option.value === regime)?.words ?? "";
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <>
      <PageTitle title="Orçamentos">
        Orçado e realizado em {label} e no acumulado de {year}, {words}. Despesas estouradas acima de 100 % do orçado e, enquanto
        o mês corre, em atenção de 80 % até antes de 100 %.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MonthSwitcher
          label={label}
          previous={{ href: budgetSearch(at(address, previous)), label: monthLabel(previous) }}
          next={{ href: budgetSearch(at(address, next)), label: monthLabel(next) }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label="Regime" className="flex gap-1 rounded-lg border border-(--surface-border) bg-(--surface-card) p-1">
            {REGIMES.map((option) => (
              <Link
                key={option.value}
                to={budgetSearch({ ...address, regime: option.value })}
                aria-current={option.value === regime ? "page" : undefined}
                className={`${TAB} ${option.value === regime ? "bg-(--primary-color) text-white" : "text-(--text-color) hover:bg-(--surface-hover)"}`}
              >
                {option.label}
              </Link>
            ))}
          </nav>
          <ButtonLink to={`${href("/orcamentos/exportar")}${budgetSearch(address)}`} reloadDocument download variant="secondary">
            Exportar CSV
          </ButtonLink>
          <ButtonLink to={href("/orcamentos/:ano/editar", { ano: String(year) })}>Editar orçamento de {year}</ButtonLink>
        </div>
      </div>
      <ListNotices notices={notices} />
      {isEmptyComparison(comparison) ? (
        <EmptyState
          title={`Nenhum orçamento nem lançamento em ${year} até ${label}.`}
          action={
            <ButtonLink to={href("/orcamentos/:ano/editar", { ano: String(year) })}>Preencher o orçamento de {year}</ButtonLink>
          }
        >
          Preencha o orçamento do ano por categoria e mês, ou copie o do ano anterior.
        </EmptyState>
      ) : (
        <ComparisonTable
          comparison={comparison}
          caption={`Orçado e realizado por grupo e categoria em ${label} e no acumulado do ano, ${words}`}
          monthLabel={label}
          linksOf={(categoryId, kind) => {
            // On caixa both lead to the DRE on caixa (figure-links.ts); by competência, to the category's entries.
            const toDate = { from: `${year}-01-01`, to: monthRange(month).last };
            return {
              month: figureHref({ basis: regime, period: month, categoryId, kind }),
              toDate: figureHref({ basis: regime, period: toDate, categoryId, kind }),
            };
          }}
        />
      )}
    </>
  );
}
