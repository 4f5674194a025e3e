/** /dashboard-banking: each active account's saldo, history, latest baixas and reconciliation status, a page (`?pagina=`) of them at a time. */
import { BankAccountCard } from "~/components/finance/bank-account-card";
import { Pagination } from "~/components/ui/pagination";
import { addressReader } from "~/config/list-query";
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { BANKING_PAGE_SIZE, bankingAccounts } from "~/modules/finance/banking.server";
import { ACCOUNT_KIND_LABELS } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/banking";
import { NoAccounts } from "~/components/finance/no-accounts";

export const handle = { breadcrumb: "Dashboard Banking" };
export const meta = () => pageMeta("Dashboard Banking");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const today = todayInSaoPaulo();
  const listed = await bankingAccounts(scope, today, addressReader(new URL(request.url).searchParams).page());
  const first = (listed.page - 1) * BANKING_PAGE_SIZE + 1;
  return {
    today,
    page: listed.page,
    totalPages: listed.totalPages,
    /** The accounts shown, when they take more than a page: "Contas 13 a 24 de 30." */
    shown: listed.totalPages > 1 ? { first, last: first + listed.accounts.length - 1, of: listed.totalAccounts } : null,
    accounts: listed.accounts.map((account) => ({ ...account, kindLabel: ACCOUNT_KIND_LABELS[account.kind] })),
  };
}

const pageHref = (page: number) => (page > 1 ? `?pagina=${page}` : "?");

export default function DashboardBanking({ loaderData }: Route.ComponentProps) {
  const { today, accounts, page, totalPages, shown } = loaderData;
  if (accounts.length === 0)
    return (
      <>
        <PageTitle title="Dashboard Banking" />
        <NoAccounts>
          Cadastre uma conta (conta corrente, poupança, caixa…) para acompanhar aqui o saldo, as movimentações e a conciliação com
          o banco.
        </NoAccounts>
      </>
    );
  return (
    <>
      <PageTitle title="Dashboard Banking">
        Contas em {formatDate(today)}: saldo, movimentações e conciliação.
        {shown ? ` Contas ${shown.first} a ${shown.last} de ${shown.of}.` : null}
      </PageTitle>
      <div className="grid gap-4 xl:grid-cols-2">
        {accounts.map((account) => (
          <BankAccountCard key={account.id} account={account} />
        ))}
      </div>
      <Pagination page={page} totalPages={totalPages} href={pageHref} />
    </>
  );
}
