/** /financeiro/conciliacao?conta=<id>: an account's statement lines against its ledger (docs/decisions/0019). */
import { useRef } from "react";
import { Link, redirect } from "react-router";
import { ListNotices } from "~/components/finance/list-notices";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { AccountPicker, BalanceHeader } from "./+shared/account-header";
import { runReconciliationAction } from "./+shared/actions.server";
import { importHref, parseAddress, reconciliationHref, TABS } from "./+shared/address";
import { CreateFromLineForm } from "./+shared/create-form";
import { ImportNotice } from "./+shared/import-notice";
import { PendingLine, ResolvedLine } from "./+shared/line-items";
import { SearchPanel } from "./+shared/search-panel";
import { reconciliationPage } from "./+shared/page-data.server";
import { useNextLineFocus } from "./+shared/use-next-line-focus";
import type { Route } from "./+types/page";
import { NoAccounts } from "~/components/finance/no-accounts";

export const handle = { breadcrumb: "Conciliação" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.page.account ? `Conciliação: ${loaderData.page.account.name}` : "Conciliação");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  const address = parseAddress(url.searchParams);
  const page = await reconciliationPage(scope, address);
  // The address names the account shown, so every form posts back to it and a redirect keeps it.
  if (page.account && !address.accountId) {
    url.searchParams.set("conta", page.account.id);
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { address, page };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return runReconciliationAction(request, scope);
}

const NO_LINES: string[] = [];

const TAB =
  "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)";

export default function ReconciliationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { address, page } = loaderData;
  const { account, lines, status, system } = page;
  const list = useRef<HTMLUListElement>(null);
  useNextLineFocus(list, lines?.rows.map((row) => row.id) ?? NO_LINES);
  const intro = (
    <PageTitle title="Conciliação">
      As linhas do extrato do banco ao lado dos lançamentos da conta: aceite a sugestão, busque os lançamentos que a linha paga,
      crie o lançamento que falta ou ignore a linha.
    </PageTitle>
  );
  if (!account || !lines || !system)
    return (
      <>
        {intro}
        <NoAccounts>Cadastre a conta bancária para importar o extrato dela.</NoAccounts>
      </>
    );
  const here = (own: Parameters<typeof reconciliationHref>[1] = {}) =>
    reconciliationHref(account.id, { tab: address.tab, page: lines.page, ...own });
  const search = page.search;
  // A refused "Conciliar selecionados" shows in its search panel; without one open, on the line's card.
  const errorFor = (lineId: string) =>
    actionData &&
    actionData.lineId === lineId &&
    (actionData.intent === "outro" || (actionData.intent === "conciliar" && search?.lineId !== lineId))
      ? actionData.error
      : undefined;
  const orphanError =
    actionData && actionData.intent !== "criar" && !lines.rows.some((row) => row.id === actionData.lineId)
      ? actionData.error
      : null;
  const createResult = (lineId: string) =>
    actionData && actionData.intent === "criar" && actionData.lineId === lineId ? actionData.result : undefined;
  const settleRefusal = (lineId: string) =>
    actionData && actionData.intent === "conciliar" && actionData.lineId === lineId ? actionData : undefined;

  return (
    <>
      {intro}
      <AccountPicker accounts={page.accounts} accountId={account.id} />
      {page.imported ? <ImportNotice report={page.imported} /> : null}
      <ListNotices notices={page.notices} done={address.notice} error={orphanError} />
      {!status ? (
        <EmptyState
          title="Nenhum extrato importado nesta conta."
          action={<ButtonLink to={importHref(account.id)}>Importar extrato</ButtonLink>}
        >
          Importe o arquivo OFX ou CSV do banco para conferir as linhas com os lançamentos.
        </EmptyState>
      ) : (
        <>
          <BalanceHeader bank={status.bankBalance} system={system} reconciled={status} pendingLines={status.pendingLines} />
          <nav
            aria-label="Situação das linhas"
            className="mb-4 flex w-fit flex-wrap gap-1 rounded-lg border border-(--surface-border) bg-(--surface-card) p-1"
          >
            {TABS.map((tab) => (
              <Link
                key={tab.value}
                to={reconciliationHref(account.id, { tab: tab.value })}
                aria-current={tab.value === address.tab ? "page" : undefined}
                className={`${TAB} ${tab.value === address.tab ? "bg-(--primary-color) text-white" : "text-(--text-color) hover:bg-(--surface-hover)"}`}
              >
                {tab.label} ({lines.counts[tab.status]})
              </Link>
            ))}
          </nav>
          {lines.rows.length === 0 ? (
            <EmptyLines tab={address.tab} importTo={importHref(account.id)} />
          ) : (
            <ul
              ref={list}
              aria-label={`Linhas ${TABS.find((tab) => tab.value === address.tab)!.label.toLowerCase()}`}
              className="space-y-3"
            >
              {lines.rows.map((line) =>
                line.status === "pendente" ? (
                  <PendingLine
                    key={line.id}
                    line={line}
                    suggestions={page.suggestions[line.id] ?? []}
                    createHref={here({ criar: line.id })}
                    searchHref={here({ buscar: line.id })}
                    error={errorFor(line.id)}
                    searchPanel={
                      search?.lineId === line.id ? (
                        <SearchPanel
                          line={line}
                          search={search}
                          hidden={{ conta: account.id, ...(lines.page > 1 ? { pagina: String(lines.page) } : {}) }}
                          actionTo={here({ buscar: line.id, q: search.query })}
                          closeTo={here()}
                          refused={settleRefusal(line.id)}
                        />
                      ) : undefined
                    }
                    createForm={
                      address.createLineId === line.id || createResult(line.id) ? (
                        <CreateFromLineForm
                          line={line}
                          choices={page.choices}
                          lastResult={createResult(line.id)}
                          cancelTo={here()}
                        />
                      ) : undefined
                    }
                  />
                ) : (
                  <ResolvedLine key={line.id} line={line} error={errorFor(line.id)} />
                ),
              )}
            </ul>
          )}
          <Pagination page={lines.page} totalPages={lines.totalPages} href={(n) => here({ page: n })} />
        </>
      )}
    </>
  );
}

function EmptyLines({ tab, importTo }: { tab: string; importTo: string }) {
  if (tab === "pendentes")
    return (
      <EmptyState title="Tudo conciliado." action={<ButtonLink to={importTo}>Importar extrato</ButtonLink>}>
        Nenhuma linha do extrato espera conciliação nesta conta. Importe o próximo extrato quando ele chegar.
      </EmptyState>
    );
  return <EmptyState title={tab === "conciliadas" ? "Nenhuma linha conciliada ainda." : "Nenhuma linha ignorada."} />;
}
