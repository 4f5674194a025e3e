/** /financeiro/lancamentos: a month's (or range's) lançamentos by vencimento or competência, filtered, ordered and paged by the address; an entry opens over the list. */
import { data, href, redirect, useNavigation, useOutlet } from "react-router";
import { BulkActions, InlineBulkConfirmation } from "~/components/finance/bulk-actions";
import { EntriesTable, tableRow } from "~/components/finance/entries-table";
import { FilterBar } from "~/components/ui/filter-bar";
import { FormAlert } from "~/components/ui/form-alert";
import { chargeNotice } from "~/config/charges";
import { ListNotices } from "~/components/finance/list-notices";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, monthLabel } from "~/config/format";
import { BASIS_WORDS, periodLabel } from "~/modules/finance/entry-period";
import { deleteEntries, ENTRY_PAGE_SIZE, listEntries } from "~/modules/finance/entries.server";
import { settleInFull } from "~/modules/finance/settlements.server";
import { STATUS_LABELS } from "~/modules/finance/status";
import type { EntrySortKey } from "~/modules/finance/types";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneMessage, doneParams, readBulk, type Kept } from "../+shared/bulk";
import { entrySearch, isFiltered, parseEntryQuery, sortParams } from "~/modules/finance/entry-query";
import { contactLookup, filterSelects, periodFields } from "../+shared/entry-filters";
import { checkEntryQuery } from "~/modules/finance/entry-query.server";
import type { Route } from "./+types/list";
import { idempotent } from "~/web/idempotency.server";

export const handle = { breadcrumb: "Lançamentos" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Lançamentos de ${periodLabel(loaderData.query.filters)}` : "Lançamentos");

const SELECTION_FORM = "lancamentos-selecionados";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  // The filters form without JavaScript sends every field: the address keeps only those in use.
  const params = [...url.searchParams];
  const used = params.filter(([, value]) => value.trim() !== "");
  if (used.length < params.length) throw redirect(`${url.pathname}?${new URLSearchParams(used)}`);
  const today = todayInSaoPaulo();
  const checked = await checkEntryQuery(scope, url.searchParams, today);
  const { query } = checked;
  // A contact's name typed without JavaScript: the address shows the contact it named.
  if (checked.resolved) throw redirect(`${url.pathname}${entrySearch(query)}`);
  const { rows, total, totals } = await listEntries(scope, query.filters, query.sort, query.page);
  const totalPages = Math.max(1, Math.ceil(total / ENTRY_PAGE_SIZE));
  if (query.page > totalPages) throw redirect(`${url.pathname}${entrySearch(query, { page: totalPages })}`);
  return {
    query,
    today,
    rows: rows.map((row) => tableRow(row, query.filters.basis ?? "vencimento")),
    total,
    totals,
    totalPages,
    selects: filterSelects(query.filters, checked.choices),
    contact: contactLookup(query, checked.contact, checked.candidates, checked.moreCandidates),
    done: doneMessage(url.searchParams),
    chargeNotice: chargeNotice(url.searchParams),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const bulk = readBulk(form);
  if (!bulk.ok) return data({ error: bulk.message, confirm: null }, { status: 400 });
  const { intent, ids, confirmed } = bulk.value;
  if (!confirmed) return { error: null, confirm: { intent, ids } };
  return idempotent(scope, form, "financeiro/lancamentos-em-lote", async () => {
    let count: number;
    let kept: Kept = {};
    if (intent === "baixa") count = await settleInFull(scope, ids, todayInSaoPaulo());
    else ({ deleted: count, ...kept } = await deleteEntries(scope, ids));
    const url = new URL(request.url);
    const query = parseEntryQuery(url.searchParams, todayInSaoPaulo());
    const search = new URLSearchParams(entrySearch(query));
    for (const [name, value] of Object.entries(doneParams(intent, count, kept))) search.set(name, value);
    throw redirect(`${url.pathname}?${search}`);
  });
}

export default function EntriesList({ loaderData, actionData }: Route.ComponentProps) {
  const { query, today, rows, total, totals, totalPages, selects, contact, done, chargeNotice: charged } = loaderData;
  const detail = useOutlet();
  const loading = useNavigation().state === "loading";
  const filtered = isFiltered(query.filters);
  const { month, range, basis } = query.filters;
  const period = periodLabel(query.filters);
  const search = entrySearch(query);
  const list = href("/financeiro/lancamentos");
  const here = `${list}${search}`;
  const descriptionOf = (id: string) => rows.find((row) => row.id === id)?.description;
  const confirm = actionData?.confirm;
  return (
    <div className={detail ? "space-y-6" : undefined}>
      {detail ? <div>{detail}</div> : null}
      <section aria-label="Lista de lançamentos" className={detail ? "hidden lg:block" : undefined}>
        <PageTitle title="Lançamentos">
          {total === 1 ? "1 lançamento" : `${total} lançamentos`} {range ? "de" : "em"} {period},{" "}
          {BASIS_WORDS[basis ?? "vencimento"]}
          {filtered ? ", com estes filtros" : ""}.
        </PageTitle>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <MonthSwitcher
            label={period}
            previous={{ href: entrySearch(query, { month: shiftMonth(month, -1) }), label: monthLabel(shiftMonth(month, -1)) }}
            next={{ href: entrySearch(query, { month: shiftMonth(month, 1) }), label: monthLabel(shiftMonth(month, 1)) }}
          />
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={href("/financeiro/lancamentos/novo")}>Novo lançamento</ButtonLink>
            <ButtonLink to={`${href("/financeiro/lancamentos/exportar")}${search}`} reloadDocument download variant="secondary">
              Exportar CSV
            </ButtonLink>
            <ButtonLink to={href("/financeiro/lancamentos/importar")} variant="secondary">
              Importar planilha
            </ButtonLink>
          </div>
        </div>
        <ListNotices notices={query.notices} done={done} error={actionData?.error} />
        {/* An entry open over the list says it itself. */}
        {charged && !detail ? (
          <div className="mb-4">
            <FormAlert tone={charged.tone} message={charged.message} />
          </div>
        ) : null}
        <FilterBar
          search={{ label: "Buscar na descrição ou contato", value: query.filters.q }}
          lookup={contact}
          selects={selects}
          dates={periodFields(query.filters)}
          hidden={{ mes: month, ...sortParams(query.sort) }}
          clearHref={entrySearch({ filters: { month, range, basis }, sort: query.sort, page: 1 })}
        />
        {confirm ? (
          <InlineBulkConfirmation
            intent={confirm.intent}
            ids={confirm.ids}
            descriptions={confirm.ids.flatMap((id) => descriptionOf(id) ?? [])}
            todayLabel={formatDate(today)}
            cancelHref={here}
          />
        ) : null}
        {rows.length === 0 ? (
          <EmptyList filtered={filtered} ranged={range !== undefined} />
        ) : (
          <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
            <BulkActions
              formId={SELECTION_FORM}
              todayLabel={formatDate(today)}
              descriptionOf={descriptionOf}
              charges={query.filters.kind !== "despesa" && query.filters.kind !== "transferencia"}
            />
            <EntriesTable
              rows={rows}
              statusLabels={STATUS_LABELS}
              sort={query.sort}
              sortHref={(sort) => entrySearch(query, { sort: { by: sort.by as EntrySortKey, order: sort.order } })}
              detailHref={(id) => `${list}/${id}${search}`}
              selectionForm={SELECTION_FORM}
              selected={confirm?.ids}
              totals={totals}
              dateColumn={basis ?? "vencimento"}
            />
            <Pagination page={query.page} totalPages={totalPages} href={(page) => entrySearch(query, { page })} />
          </div>
        )}
      </section>
    </div>
  );
}

function EmptyList({ filtered, ranged }: { filtered: boolean; ranged: boolean }) {
  const span = ranged ? "período" : "mês";
  return (
    <EmptyState
      title={`Nenhum lançamento neste ${span}${filtered ? " com estes filtros" : ""}.`}
      action={<ButtonLink to={href("/financeiro/lancamentos/novo")}>Novo lançamento</ButtonLink>}
    >
      {filtered ? `Mude ou limpe os filtros, ou troque de ${span}.` : `Troque de ${span} ou registre um lançamento.`}
    </EmptyState>
  );
}
