/** /profile/auditoria (Administrador only): the organization's append-only audit log, filtered in the address and paged by cursor. */
import { href, Link, redirect, useNavigation } from "react-router";
import { FilterBar } from "~/components/ui/filter-bar";
import { AuditTable } from "~/components/audit/audit-table";
import { ListNotices } from "~/components/finance/list-notices";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { auditInstant } from "~/modules/audit/log-csv";
import { AUDIT_ACTION_CHOICES, auditSearch, isAuditFiltered } from "~/modules/audit/log-query";
import { checkAuditQuery } from "~/modules/audit/log-query.server";
import { listAuditEvents } from "~/modules/audit/log.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/log";

export const handle = { breadcrumb: "Auditoria" };
export const meta = () => pageMeta("Auditoria");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  // The filters form without JavaScript sends every field: the address keeps only those in use.
  const params = [...url.searchParams];
  const used = params.filter(([, value]) => value.trim() !== "");
  if (used.length < params.length) throw redirect(`${url.pathname}?${new URLSearchParams(used)}`);
  const { query, people } = await checkAuditQuery(scope, url.searchParams);
  const page = await listAuditEvents(scope, query);
  const { filters } = query;
  return {
    filters,
    notices: query.notices,
    filtered: isAuditFiltered(filters),
    rows: page.rows.map((row) => ({ ...row, when: auditInstant(row.occurredAt) })),
    newerHref: page.newer ? `${href("/profile/auditoria")}${auditSearch(filters, { direction: "newer", at: page.newer })}` : null,
    olderHref: page.older ? `${href("/profile/auditoria")}${auditSearch(filters, { direction: "older", at: page.older })}` : null,
    exportHref: `${href("/profile/auditoria/exportar")}${auditSearch(filters)}`,
    people: people.map((person) => ({ value: person.id, label: person.name })),
  };
}

const LINK = "text-(--primary-text) hover:underline";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, notices, filtered, rows, newerHref, olderHref, exportHref, people } = loaderData;
  const loading = useNavigation().state === "loading";
  return (
    <section aria-label="Registro de auditoria">
      <PageTitle title="Auditoria">
        Quem fez o quê, com quem e quando: mudanças de membros e ações sensíveis do back office. Os eventos não podem ser
        alterados nem apagados.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={href("/profile")} variant="secondary">
          Voltar aos membros
        </ButtonLink>
        <ButtonLink to={exportHref} reloadDocument download variant="secondary">
          Exportar CSV
        </ButtonLink>
      </div>
      <ListNotices notices={notices} />
      <FilterBar
        selects={[
          { name: "pessoa", label: "Pessoa", any: "Todas as pessoas", options: people, value: filters.actorId },
          { name: "acao", label: "Ação", any: "Todas as ações", options: AUDIT_ACTION_CHOICES, value: filters.action },
        ]}
        dates={[
          { name: "de", label: "De", value: filters.from },
          { name: "ate", label: "Até", value: filters.to },
        ]}
        clearHref={href("/profile/auditoria")}
      />
      {rows.length === 0 ? (
        <EmptyState title={filtered ? "Nenhum evento com estes filtros." : "Nenhum evento registrado ainda."}>
          {filtered
            ? "Mude ou limpe os filtros."
            : "Convites, mudanças de papel, bloqueios e as ações sensíveis do back office aparecerão aqui."}
        </EmptyState>
      ) : (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <AuditTable rows={rows} />
          {newerHref || olderHref ? (
            <nav aria-label="Paginação" className="mt-4 flex items-center justify-between text-sm">
              {newerHref ? (
                <Link to={newerHref} className={LINK}>
                  Mais recentes
                </Link>
              ) : (
                <span />
              )}
              {olderHref ? (
                <Link to={olderHref} className={LINK}>
                  Mais antigos
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </div>
      )}
    </section>
  );
}
