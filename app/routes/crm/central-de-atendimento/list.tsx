/** /crm/central-de-atendimento: the desk; an atendimento opens beside it through the outlet, and "crm" events reload it in place. */
import type { SubmissionResult } from "@conform-to/react";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { data, href, redirect, useNavigation, useOutlet } from "react-router";
import { ListNotices } from "~/components/finance/list-notices";
import { TicketBulkBar, TicketBulkConfirmation } from "~/components/crm/list/ticket-bulk";
import { TicketRows } from "~/components/crm/list/ticket-rows";
import { TicketViewTabs } from "~/components/crm/list/ticket-view-tabs";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar } from "~/components/ui/filter-bar";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { SelectAll } from "~/components/ui/select-all";
import { formatInstant, formatNumber } from "~/config/format";
import { BULK_FORM, bulkDoneMessage, bulkQuestion, bulkSchema, doneParams } from "~/modules/crm/list-bulk";
import { isTicketFiltered, parseTicketQuery, ticketSearch, TICKET_VIEW_LABELS, TICKET_VIEWS } from "~/modules/crm/list-query";
import { COUNT_CAP, FILTERED_COUNT_CAP, listTickets, TICKET_PAGE_SIZE } from "~/modules/crm/list.server";
import { TICKET_STATUS_LABELS } from "~/modules/crm/status";
import { assigneeRefusal, changeTickets } from "~/modules/crm/tickets.server";
import { listMembers } from "~/modules/administration/members.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { ticketPath } from "./+shared/ticket-path";
import { EMPTY_TEXT, filterSelects, minSnoozeInput, ticketRowView } from "./+shared/list-view";
import type { Route } from "./+types/list";
import type { DeskOutletContext } from "./+shared/desk-outlet";
import { idempotent } from "~/web/idempotency.server";
import { parseSubmission } from "~/web/submission.server";
import type { TenantScope } from "~/modules/tenant-scope";

export const handle = { breadcrumb: "Central de Atendimento" };
export const meta = () => pageMeta("Central de Atendimento");

const BASE = href("/crm/central-de-atendimento");
const SELECTION_FORM = "atendimentos-selecionados";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const url = new URL(request.url);
  // The filters form without JavaScript sends every field: the address keeps only those in use.
  const params = [...url.searchParams];
  const used = params.filter(([, value]) => value.trim() !== "");
  if (used.length < params.length) throw redirect(`${url.pathname}?${new URLSearchParams(used)}`);
  const query = parseTicketQuery(url.searchParams);
  // Every member filters the list; only active ones may be given atendimentos.
  const [{ rows, total, counts }, agents, assignable] = await Promise.all([
    listTickets(scope, query),
    listMembers(scope),
    listMembers(scope, { activeOnly: true }),
  ]);
  const totalPages = Math.max(1, Math.ceil(total / TICKET_PAGE_SIZE));
  if (query.page > totalPages && url.pathname === BASE) throw redirect(`${BASE}${ticketSearch(query, { page: totalPages })}`);
  const now = new Date();
  const search = ticketSearch(query);
  const cap = isTicketFiltered(query.filters) ? FILTERED_COUNT_CAP : COUNT_CAP;
  return {
    query,
    total,
    capped: total >= cap,
    totalPages,
    rows: rows.map((row) => ticketRowView(row, now, `${ticketPath(row.code)}${search}`)),
    tabs: TICKET_VIEWS.map((view) => ({
      label: TICKET_VIEW_LABELS[view],
      count: counts[view],
      capped: counts[view] >= COUNT_CAP,
      href: `${BASE}${ticketSearch(query, { view })}`,
      current: view === query.view,
    })),
    agents: agents.map((agent) => ({ value: agent.id, label: agent.name })),
    assignees: assignable.map((agent) => ({ value: agent.id, label: agent.name })),
    minSnooze: minSnoozeInput(now),
    done: bulkDoneMessage(url.searchParams),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  return idempotent(scope, form, "crm/atendimentos-em-lote", () => bulkAction(scope, form, new URL(request.url)));
}

async function bulkAction(scope: TenantScope, form: FormData, url: URL) {
  const submission = parseSubmission(form, { schema: bulkSchema() });
  const refuse = (result: SubmissionResult<string[]>) => data({ result, confirm: null }, { status: 400 });
  if (submission.status !== "success") return refuse(submission.reply());
  const { value } = submission;
  if (!value.confirmed) {
    const { change } = value;
    const assigneeError = (message: string) => refuse(submission.reply({ fieldErrors: { atribuir: [message] } }));
    const refusal = change.kind === "assign" && change.assigneeId ? await assigneeRefusal(scope, change.assigneeId) : null;
    if (refusal) return assigneeError(refusal);
    const agents = change.kind === "assign" && change.assigneeId ? await listMembers(scope) : [];
    const assigneeName = agents.find((agent) => agent.id === (change.kind === "assign" ? change.assigneeId : null))?.name;
    if (change.kind === "assign" && change.assigneeId && !assigneeName) return assigneeError("Escolha um responsável da lista.");
    const title = bulkQuestion(value, {
      assigneeName,
      statusLabel: change.kind === "status" ? TICKET_STATUS_LABELS[change.status] : undefined,
      untilLabel: change.kind === "snooze" && change.until ? formatInstant(change.until) : undefined,
    });
    const fields: Array<[string, string]> = [
      ["intent", value.intent],
      [value.intent, value.value],
      ...value.ids.map((id): [string, string] => ["id", id]),
    ];
    return { result: null, confirm: { title, ids: value.ids, fields } };
  }
  const outcome = await changeTickets(scope, value.ids, value.change);
  if ("error" in outcome) return refuse(submission.reply({ formErrors: [outcome.error] }));
  const search = new URLSearchParams(ticketSearch(parseTicketQuery(url.searchParams)));
  for (const [name, text] of Object.entries(doneParams(value.intent, outcome.changed))) search.set(name, text);
  throw redirect(`${BASE}?${search}`);
}

export default function CentralDeAtendimento({ loaderData, actionData }: Route.ComponentProps) {
  const { query, total, capped, totalPages, rows, tabs, agents, assignees, minSnooze, done } = loaderData;
  const detailHolds = useRef(false);
  const outletContext = useMemo<DeskOutletContext>(() => ({ holdReloads: (hold) => (detailHolds.current = hold) }), []);
  const detail = useOutlet(outletContext);
  const loading = useNavigation().state === "loading";
  const confirm = actionData?.confirm;
  const [heldBack, setHeldBack] = useState(false);
  useLayoutEffect(() => {
    if (!confirm) setHeldBack(false);
  }, [confirm]);
  // A burst reloads once; while a confirmation or an answer beside it waits, so does the list (a reload drops it).
  useLiveRevalidation("crm", {
    burstMs: 150,
    hold: () => {
      if (confirm) setHeldBack(true);
      return Boolean(confirm) || detailHolds.current;
    },
  });
  const filtered = isTicketFiltered(query.filters);
  const search = ticketSearch(query);
  const here = `${BASE}${search}`;
  const codeOf = (id: string) => rows.find((row) => row.id === id)?.code;
  const list = (
    <section aria-label="Lista de atendimentos" className={detail ? "hidden min-w-0 lg:block" : "min-w-0"}>
      <PageTitle title="Central de Atendimento">
        {total === 1 ? "1 atendimento" : `${capped ? "Mais de " : ""}${formatNumber(total)} atendimentos`} em{" "}
        {TICKET_VIEW_LABELS[query.view]}
        {filtered ? " com estes filtros" : ""}.
      </PageTitle>
      <div className="mb-4 flex flex-wrap justify-end gap-2">
        <ButtonLink to={`${href("/crm/central-de-atendimento/novo")}${search}`}>Novo atendimento</ButtonLink>
      </div>
      <TicketViewTabs tabs={tabs} />
      <ListNotices notices={query.notices} done={done} />
      <FilterBar
        search={{ label: "Buscar por assunto, número ou contato", value: query.filters.q }}
        texts={[{ name: "etiqueta", label: "Etiqueta", value: query.filters.label }]}
        selects={filterSelects(query, agents)}
        checks={[{ name: "nao-lidos", label: "Só não lidos", checked: query.filters.unread ?? false }]}
        hidden={{ visao: query.view === "minhas" ? undefined : query.view }}
        clearHref={`${BASE}${ticketSearch(query, { filters: {} })}`}
        preventScrollReset
      />
      {confirm ? (
        <TicketBulkConfirmation
          spec={BULK_FORM}
          action={here}
          title={confirm.title}
          codes={confirm.ids.flatMap((id) => codeOf(id) ?? [])}
          fields={confirm.fields}
          cancelHref={here}
          listChanged={heldBack}
        />
      ) : null}
      <div aria-busy={loading} className={`group/selecao ${loading ? "opacity-60 transition-opacity" : ""}`}>
        {rows.length === 0 ? (
          <EmptyState title={filtered ? "Nenhum atendimento com estes filtros." : EMPTY_TEXT[query.view].title}>
            {filtered ? "Mude ou limpe os filtros, ou troque de visão." : EMPTY_TEXT[query.view].hint}
          </EmptyState>
        ) : (
          <>
            <div className="mb-2 min-h-6 px-3">
              <SelectAll selectionForm={SELECTION_FORM} labelShown />
            </div>
            <TicketBulkBar
              spec={BULK_FORM}
              formId={SELECTION_FORM}
              action={here}
              assignees={[{ value: "ninguem", label: "Ninguém (não atribuído)" }, ...assignees]}
              statuses={(["aberto", "pendente", "resolvido"] as const).map((status) => ({
                value: status,
                label: TICKET_STATUS_LABELS[status],
              }))}
              minSnooze={minSnooze}
              lastResult={actionData?.result ?? undefined}
            />
            <TicketRows rows={rows} selectionForm={SELECTION_FORM} selected={confirm?.ids} />
            <Pagination page={query.page} totalPages={totalPages} href={(page) => `${BASE}${ticketSearch(query, { page })}`} />
            {capped && query.page === totalPages ? (
              <p className="mt-2 text-sm text-(--text-muted)">
                Há mais atendimentos além destes: use a busca ou os filtros para chegar aos mais antigos.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
  if (!detail) return list;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {list}
      <div className="min-w-0">{detail}</div>
    </div>
  );
}
