/** /faturamento/vendas: a month's or period's sales, filtered and paged by the address; a sale opens over the list. */
import { href, redirect, useNavigation, useOutlet } from "react-router";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { ListNotices } from "~/components/finance/list-notices";
import { SalesSummary } from "~/components/sales/sales-summary";
import { SalesTable } from "~/components/sales/sales-table";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar } from "~/components/ui/filter-bar";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { monthOf, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, monthLabel } from "~/config/format";
import {
  isSaleFiltered,
  saleSearch,
  saleSortParams,
  SALE_STATUS_FILTERS,
  type SaleQuery,
  type SaleSortKey,
} from "~/modules/sales/list-query";
import { checkSaleQuery } from "~/modules/sales/list-query.server";
import { listSales, SALE_PAGE_SIZE } from "~/modules/sales/list.server";
import { SALE_STATUSES, SALE_STATUS_LABELS } from "~/modules/sales/status";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/list";

export const handle = { breadcrumb: "Vendas" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Vendas de ${periodLabel(loaderData.query.filters)}` : "Vendas");

const STATUS_FILTER_LABELS: Record<string, string> = { propostas: "Propostas (rascunho e enviadas)", ...SALE_STATUS_LABELS };

const periodLabel = (filters: SaleQuery["filters"]) =>
  filters.month ? monthLabel(filters.month) : `${formatDate(filters.from)} a ${formatDate(filters.to)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  // The filters form without JavaScript sends every field: the address keeps only those in use.
  const params = [...url.searchParams];
  const used = params.filter(([, value]) => value.trim() !== "");
  if (used.length < params.length) throw redirect(`${url.pathname}?${new URLSearchParams(used)}`);
  const checked = await checkSaleQuery(scope, url.searchParams, todayInSaoPaulo());
  const { query } = checked;
  // A customer's name typed without JavaScript: the address shows the contact it named.
  if (checked.resolved) throw redirect(`${url.pathname}${saleSearch(query)}`);
  const { rows, totals } = await listSales(scope, query.filters, query.sort, query.page);
  const totalPages = Math.max(1, Math.ceil(totals.count / SALE_PAGE_SIZE));
  if (query.page > totalPages) throw redirect(`${url.pathname}${saleSearch(query, { page: totalPages })}`);
  const byContact = (id: string) =>
    saleSearch({ ...query, contactName: undefined, filters: { ...query.filters, contactId: id } }, { page: 1 });
  return {
    query,
    rows,
    totals,
    totalPages,
    sellers: checked.sellers.map((seller) => ({ value: seller.id, label: seller.name })),
    lookup: {
      name: "cliente",
      label: "Cliente",
      placeholder: "Todos os clientes",
      current: checked.contact,
      text: query.contactName,
      suggestions: href("/financeiro/lancamentos/contatos"),
      candidates: checked.candidates.map((contact) => ({ name: contact.name, href: byContact(contact.id) })),
      more: checked.moreCandidates,
    },
  };
}

export default function SalesList({ loaderData }: Route.ComponentProps) {
  const { query, rows, totals, totalPages, sellers, lookup } = loaderData;
  const detail = useOutlet();
  const loading = useNavigation().state === "loading";
  const { filters } = query;
  const filtered = isSaleFiltered(filters);
  const month = filters.month ?? monthOf(filters.from);
  const search = saleSearch(query);
  const selects = [
    { name: "vendedor", label: "Vendedor", any: "Todos os vendedores", options: sellers, value: filters.sellerId },
    {
      name: "status",
      label: "Situação",
      any: "Todas as situações",
      options: SALE_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_FILTER_LABELS[status]! })),
      value: filters.status,
    },
  ];
  return (
    <div className={detail ? "space-y-6" : undefined}>
      {detail ? <div>{detail}</div> : null}
      <section aria-label="Lista de vendas" className={detail ? "hidden lg:block" : undefined}>
        <PageTitle title="Vendas">
          {totals.count === 1 ? "1 venda" : `${totals.count} vendas`} {filters.month ? "em" : "de"} {periodLabel(filters)}
          {filtered ? " com estes filtros" : ""}.
        </PageTitle>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <MonthSwitcher
            label={filters.month ? monthLabel(month) : periodLabel(filters)}
            previous={{ href: saleSearch(query, { month: shiftMonth(month, -1) }), label: monthLabel(shiftMonth(month, -1)) }}
            next={{ href: saleSearch(query, { month: shiftMonth(month, 1) }), label: monthLabel(shiftMonth(month, 1)) }}
          />
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`${href("/faturamento/vendas/nova")}${search}`}>Nova venda</ButtonLink>
            <ButtonLink to={`${href("/faturamento/vendas/exportar")}${search}`} reloadDocument download variant="secondary">
              Exportar CSV
            </ButtonLink>
          </div>
        </div>
        <ListNotices notices={query.notices} />
        <FilterBar
          search={{ label: "Buscar por cliente, número ou observação", value: filters.q }}
          lookup={lookup}
          selects={selects}
          dates={[
            { name: "de", label: "De", value: filters.month ? undefined : filters.from },
            { name: "ate", label: "Até", value: filters.month ? undefined : filters.to },
          ]}
          hidden={{ mes: filters.month, ...saleSortParams(query.sort) }}
          clearHref={saleSearch({
            filters: { from: filters.from, to: filters.to, month: filters.month },
            sort: query.sort,
            page: 1,
          })}
        />
        <SalesSummary
          figures={SALE_STATUSES.map((status) => ({ status, label: SALE_STATUS_LABELS[status], ...totals.byStatus[status] }))}
        />
        {rows.length === 0 ? (
          <EmptyState
            title={`Nenhuma venda ${filters.month ? "neste mês" : "neste período"}${filtered ? " com estes filtros" : ""}.`}
            action={<ButtonLink to={`${href("/faturamento/vendas/nova")}${search}`}>Nova venda</ButtonLink>}
          >
            {filtered ? "Mude ou limpe os filtros, ou troque de período." : "Troque de período ou registre uma venda."}
          </EmptyState>
        ) : (
          <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
            <SalesTable
              rows={rows}
              statusLabels={SALE_STATUS_LABELS}
              sort={query.sort}
              sortHref={(sort) => saleSearch(query, { sort: { by: sort.by as SaleSortKey, order: sort.order } })}
              detailHref={(id) => `/faturamento/vendas/${id}${search}`}
              totals={totals}
            />
            <Pagination page={query.page} totalPages={totalPages} href={(page) => saleSearch(query, { page })} />
          </div>
        )}
      </section>
    </div>
  );
}
