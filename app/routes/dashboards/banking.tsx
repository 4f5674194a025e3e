/** /dashboard-banking: each active account's saldo, history, latest baixas and reconciliation status. */
import { BankAccountCard } from "~/components/finance/bank-account-card";
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { bankingAccounts } from "~/modules/finance/banking.server";
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
  const accounts = await bankingAccounts(scope, today);
  return { today, accounts: accounts.map((account) => ({ ...account, kindLabel: ACCOUNT_KIND_LABELS[account.kind] })) };
}

export default function DashboardBanking({ loaderData }: Route.ComponentProps) {
  const { today, accounts } = loaderData;
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
      <PageTitle title="Dashboard Banking">Contas em {formatDate(today)}: saldo, movimentações e conciliação.</PageTitle>
      <div className="grid gap-4 xl:grid-cols-2">
        {accounts.map((account) => (
          <BankAccountCard key={account.id} account={account} />
        ))}
      </div>
    </>
  );
}
