/** The page of /financeiro/recebimentos and /financeiro/pagamentos. */
import { href, Link, useNavigation } from "react-router";
import { ChargeRowActions } from "~/components/charges/charge-actions";
import { FormAlert } from "~/components/ui/form-alert";
import { DueTable } from "~/components/finance/due-table";
import { ListNotices } from "~/components/finance/list-notices";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { STATUS_LABELS } from "~/modules/finance/status";
import type { loadDue } from "./due.server";
import { dueSearch, dueTabs, type DueKind } from "~/modules/finance/due-query";

const WORDS: Record<DueKind, { path: string; title: string; verb: string; none: string; newHref: string; newLabel: string }> = {
  receita: {
    path: href("/financeiro/recebimentos"),
    title: "Recebimentos",
    verb: "Receber",
    none: "Nenhum recebimento nesta aba.",
    newHref: href("/financeiro/recebimentos/novo"),
    newLabel: "Novo recebimento",
  },
  despesa: {
    path: href("/financeiro/pagamentos"),
    title: "Pagamentos",
    verb: "Pagar",
    none: "Nenhum pagamento nesta aba.",
    newHref: href("/financeiro/pagamentos/novo"),
    newLabel: "Novo pagamento",
  },
};

export function DuePage({ data, error }: { data: Awaited<ReturnType<typeof loadDue>>; error?: string }) {
  const { kind, query, rows, total, totalPages, done, charges, charged } = data;
  const words = WORDS[kind];

  const tabs = dueTabs(kind);
  const loading = useNavigation().state === "loading";
  return (
    <>
      <PageTitle title={words.title}>
        {total === 1 ? "1 lançamento" : `${total} lançamentos`} nesta aba,{" "}
        {query.tab === "em_aberto" || query.tab === "vencidos"
          ? "do vencimento mais antigo ao mais novo"
          : "do vencimento mais novo ao mais antigo"}
        .
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav
          aria-label="Abas"
          className="flex flex-wrap gap-1 rounded-lg border border-(--surface-border) bg-(--surface-card) p-1"
        >
          {tabs.map((tab) => (
            <Link
              key={tab.tab}
              to={`${words.path}${dueSearch(kind, tab.tab)}`}
              aria-current={tab.tab === query.tab ? "page" : undefined}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-(--text-muted) hover:bg-(--surface-hover) hover:text-(--text-color) aria-[current=page]:bg-(--primary-soft) aria-[current=page]:text-(--primary-text)"
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <ButtonLink to={words.newHref}>{words.newLabel}</ButtonLink>
      </div>
      <ListNotices notices={query.notices} done={done} error={error} />
      {charged ? (
        <div className="mb-4">
          <FormAlert tone={charged.tone} message={charged.message} />
        </div>
      ) : null}

      {rows.length === 0 ? (
        <EmptyState title={words.none} action={<ButtonLink to={words.newHref}>{words.newLabel}</ButtonLink>}>
          Veja as outras abas ou registre um {kind === "receita" ? "recebimento" : "pagamento"}.
        </EmptyState>
      ) : (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <DueTable
            rows={rows}
            statusLabels={STATUS_LABELS}
            verb={words.verb}
            detailHref={(id) => href("/financeiro/lancamentos/:id", { id })}
            rowActions={
              kind === "receita"
                ? (row) => <ChargeRowActions entryId={row.id} charge={charges[row.id] ?? null} subject={row.description} />
                : undefined
            }
          />
          <Pagination
            page={query.page}
            totalPages={totalPages}
            href={(page) => `${words.path}${dueSearch(kind, query.tab, page)}`}
          />
        </div>
      )}
    </>
  );
}
