/** /financeiro: the ledger's overview today (America/Sao_Paulo). */
import { href, Link } from "react-router";
import { AccountBalances, CARD, EntryLines, Figure, FIGURE_LINK } from "~/components/finance/figures";
import { Money } from "~/components/finance/money";
import { PageTitle } from "~/components/ui/page-title";
import { monthOf, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, monthLabel } from "~/config/format";
import { ledgerOverview } from "~/modules/finance/overview.server";
import { ACCOUNT_KIND_LABELS } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { entryLine } from "~/modules/finance/entry-lines";
import { figureHref } from "~/modules/finance/figure-links";
import type { Route } from "./+types/index";
import { NoAccounts } from "~/components/finance/no-accounts";

export const meta = () => pageMeta("Financeiro");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const today = todayInSaoPaulo();
  return { today, overview: await ledgerOverview(scope, today) };
}

export default function FinanceOverview({ loaderData }: Route.ComponentProps) {
  const { today, overview } = loaderData;
  const month = monthLabel(monthOf(today));
  const listOf = (kind: "receita" | "despesa") => figureHref({ basis: "vencimento", period: monthOf(today), kind });
  if (overview.accounts.length === 0)
    return (
      <>
        <PageTitle title="Financeiro" />
        <NoAccounts>
          Cadastre a primeira conta (conta corrente, caixa, cartão de crédito…) para registrar lançamentos e ver os saldos aqui.
        </NoAccounts>
      </>
    );
  return (
    <>
      <PageTitle title="Financeiro">Situação em {formatDate(today)}.</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure title="Saldo total" cents={overview.totalBalanceCents}>
          <Link to={href("/financeiro/contas")} className={FIGURE_LINK}>
            Ver contas
          </Link>
        </Figure>
        <Figure title={`A receber em ${month}`} cents={overview.month.receivableCents}>
          <p className="text-sm text-(--text-muted)">Em aberto, por vencimento</p>
          <Link to={listOf("receita")} className={FIGURE_LINK}>
            Ver a receber
          </Link>
        </Figure>
        <Figure title={`A pagar em ${month}`} cents={overview.month.payableCents}>
          <p className="text-sm text-(--text-muted)">Em aberto, por vencimento</p>
          <Link to={listOf("despesa")} className={FIGURE_LINK}>
            Ver a pagar
          </Link>
        </Figure>
        <Figure title="Vencidos" cents={overview.overdue.cents}>
          <p className="text-sm text-(--text-muted)">
            {overview.overdue.count === 1 ? "1 lançamento vencido" : `${overview.overdue.count} lançamentos vencidos`}
          </p>
          <p className="text-sm">
            <Link to={`${href("/financeiro/recebimentos")}?aba=vencidos`} className={FIGURE_LINK}>
              A receber
            </Link>{" "}
            <Money cents={overview.overdue.receivableCents} />
          </p>
          <p className="text-sm">
            <Link to={`${href("/financeiro/pagamentos")}?aba=vencidos`} className={FIGURE_LINK}>
              A pagar
            </Link>{" "}
            <Money cents={overview.overdue.payableCents} />
          </p>
        </Figure>
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <AccountBalances
          accounts={overview.accounts.map((account) => ({ ...account, detail: ACCOUNT_KIND_LABELS[account.kind] }))}
        />

        <section aria-labelledby="proximos" className={CARD}>
          <h2 id="proximos" className="mb-3 font-semibold">
            Próximos 7 dias
          </h2>
          <EntryLines
            empty="Nada vence nos próximos 7 dias."
            entries={overview.next7Days.map((entry) => entryLine(entry, "openCents"))}
          />
        </section>
      </div>
    </>
  );
}
