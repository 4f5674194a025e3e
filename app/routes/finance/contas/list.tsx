/** /financeiro/contas: the contas financeiras with their opening and current balances. */
import { href } from "react-router";
import { ReferenceTable, type ReferenceRow } from "~/components/finance/reference-table";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney } from "~/config/format";
import { accountBalances } from "~/modules/finance/overview.server";
import { listAccounts, type FinanceAccount } from "~/modules/finance/reference-accounts.server";
import { ACCOUNT_KIND_LABELS, ACCOUNT_NOUN } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneFrom } from "~/web/reference/feedback";
import type { Route } from "./+types/list";

export const meta = () => pageMeta("Contas financeiras");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const [accounts, balances] = await Promise.all([listAccounts(scope), accountBalances(scope, todayInSaoPaulo())]);
  return {
    accounts,
    balances: Object.fromEntries(balances.map((balance) => [balance.id, balance.balanceCents])),
    done: doneFrom(new URL(request.url).searchParams, ACCOUNT_NOUN),
  };
}

const HEADERS = ["Tipo", "Banco", "Saldo inicial", "Saldo atual"];

const rowOf = (account: FinanceAccount, balanceCents: number | undefined): ReferenceRow => ({
  id: account.id,
  name: account.name,
  href: href("/financeiro/contas/:id", { id: account.id }),
  editHref: href("/financeiro/contas/:id/editar", { id: account.id }),
  archived: account.archivedAt !== null,
  cells: [
    ACCOUNT_KIND_LABELS[account.kind],
    account.bankName ?? "—",
    `${formatMoney(account.openingBalanceCents)} em ${formatDate(account.openingDate)}`,
    balanceCents === undefined ? "—" : formatMoney(balanceCents),
  ],
});

export default function Accounts({ loaderData }: Route.ComponentProps) {
  const { accounts, balances, done } = loaderData;
  const rows = (list: FinanceAccount[]) => list.map((account) => rowOf(account, balances[account.id]));
  const active = accounts.filter((account) => account.archivedAt === null);
  const archived = accounts.filter((account) => account.archivedAt !== null);
  return (
    <>
      <PageTitle title="Contas financeiras">
        Onde o dinheiro da organização está: bancos, caixa, cartões e investimentos.
      </PageTitle>
      <div className="mb-4 flex justify-end">
        <ButtonLink to={href("/financeiro/contas/nova")}>Nova conta</ButtonLink>
      </div>
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {active.length === 0 ? (
        <EmptyState title="Nenhuma conta ativa.">
          Cadastre a conta corrente, o caixa ou o cartão de crédito da organização para registrar lançamentos nela.
        </EmptyState>
      ) : (
        <ReferenceTable caption="Contas ativas" headers={HEADERS} rows={rows(active)} />
      )}
      {archived.length > 0 ? (
        <section aria-labelledby="arquivadas" className="mt-8 space-y-3">
          <h2 id="arquivadas" className="text-lg font-semibold text-(--text-color)">
            Arquivadas
          </h2>
          <p className="text-sm text-(--text-muted)">Não são oferecidas em novos lançamentos; os antigos continuam com elas.</p>
          <ReferenceTable caption="Contas arquivadas" headers={HEADERS} rows={rows(archived)} />
        </section>
      ) : null}
    </>
  );
}
