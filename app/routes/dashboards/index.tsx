/** `/`: the administrator's dashboard from the ledger today (America/Sao_Paulo). */
import { href } from "react-router";
import { AccountBalances, CARD, EntryLines, Figure, FIGURE_LINK } from "~/components/finance/figures";
import { Money } from "~/components/finance/money";
import { MonthlyFlow } from "~/components/finance/monthly-flow";
import { ButtonLink } from "~/components/ui/button-link";
import { useFollowLinks } from "~/components/ui/follow-links";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatPercent, monthLabel } from "~/config/format";
import { changeOf } from "~/config/percent";
import { dashboard } from "~/modules/finance/dashboard.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { entryLine } from "~/modules/finance/entry-lines";
import { figureHref } from "~/modules/finance/figure-links";
import type { Route } from "./+types/index";
import { NoAccounts } from "~/components/finance/no-accounts";

export const meta = () => pageMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const today = todayInSaoPaulo();
  const figures = await dashboard(scope, today);
  // Only what the page shows: the data is sent again in the page for hydration.
  return {
    today,
    figures: {
      ...figures,
      accounts: figures.accounts.map(({ id, name, balanceCents }) => ({ id, name, balanceCents })),
      latest: figures.latest.map((entry) => entryLine(entry, "amountCents")),
    },
  };
}

const listOf = (period: string | { from: string; to: string }, kind: "receita" | "despesa", categoryId?: string) =>
  figureHref({ basis: "vencimento", period, kind, categoryId });

function MonthFigure(props: {
  title: string;
  to: string;
  linkLabel: string;
  cents: number;
  previousCents: number;
  previousLabel: string;
}) {
  const { title, to, linkLabel, cents, previousCents, previousLabel } = props;
  const difference = cents - previousCents;
  return (
    <Figure title={title} cents={cents}>
      <p className="text-(--text-muted)">Por vencimento, pagos ou não</p>
      <p className="text-(--text-muted)">
        {previousLabel}: <Money cents={previousCents} />
      </p>
      <p>
        Variação: <Money cents={difference} /> ({formatPercent(changeOf(cents, previousCents))})
      </p>
      <a href={to} className={FIGURE_LINK}>
        {linkLabel}
      </a>
    </Figure>
  );
}

/** The page's links are plain anchors that its `onClick` follows in the app (useFollowLinks). */
export default function Dashboards({ loaderData }: Route.ComponentProps) {
  const { today, figures } = loaderData;
  const follow = useFollowLinks();
  if (figures.accounts.length === 0 || !figures.hasEntries) return <Start hasAccounts={figures.accounts.length > 0} />;
  const month = monthLabel(figures.current.month);
  const previous = monthLabel(figures.previous.month);
  const ahead = { from: today, to: figures.ahead.until };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- it only follows its anchors' clicks, which Enter on an anchor makes too
    <div onClick={follow}>
      <PageTitle title="Dashboard">Situação em {formatDate(today)}.</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Figure title="Saldo total" cents={figures.totalBalanceCents}>
          <a href={href("/financeiro/contas")} className={FIGURE_LINK}>
            Ver contas
          </a>
        </Figure>
        <MonthFigure
          title={`Receitas de ${month}`}
          to={listOf(figures.current.month, "receita")}
          linkLabel="Ver receitas"
          cents={figures.current.receitasCents}
          previousCents={figures.previous.receitasCents}
          previousLabel={`Em ${previous}`}
        />
        <MonthFigure
          title={`Despesas de ${month}`}
          to={listOf(figures.current.month, "despesa")}
          linkLabel="Ver despesas"
          cents={figures.current.despesasCents}
          previousCents={figures.previous.despesasCents}
          previousLabel={`Em ${previous}`}
        />
        <Figure title={`A receber em ${figures.ahead.days} dias`} cents={figures.ahead.receivable.cents}>
          <p className="text-(--text-muted)">Em aberto, por vencimento até {formatDate(figures.ahead.until)}</p>
          <a href={listOf(ahead, "receita")} className={FIGURE_LINK}>
            Ver a receber
          </a>
        </Figure>
        <Figure title={`A pagar em ${figures.ahead.days} dias`} cents={figures.ahead.payable.cents}>
          <p className="text-(--text-muted)">Em aberto, por vencimento até {formatDate(figures.ahead.until)}</p>
          <a href={listOf(ahead, "despesa")} className={FIGURE_LINK}>
            Ver a pagar
          </a>
        </Figure>
        <Figure title="Vencidos" cents={figures.overdue.cents}>
          <p className="text-(--text-muted)">
            {figures.overdue.count === 1 ? "1 lançamento vencido" : `${figures.overdue.count} lançamentos vencidos`}
          </p>
          <p>
            <a href={`${href("/financeiro/recebimentos")}?aba=vencidos`} className={FIGURE_LINK}>
              A receber
            </a>{" "}
            <Money cents={figures.overdue.receivableCents} />
          </p>
          <p>
            <a href={`${href("/financeiro/pagamentos")}?aba=vencidos`} className={FIGURE_LINK}>
              A pagar
            </a>{" "}
            <Money cents={figures.overdue.payableCents} />
          </p>
        </Figure>
      </div>

      <MonthlyFlow lines={figures.flow} />

      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <AccountBalances accounts={figures.accounts} />

        <section aria-labelledby="categorias" className={CARD}>
          <h2 id="categorias" className="font-semibold">
            Maiores despesas de {month}
          </h2>
          <p className="mb-3 text-sm text-(--text-muted)">Por vencimento, pagas ou não</p>
          {figures.topCategories.length === 0 ? (
            <p className="text-sm text-(--text-muted)">Nenhuma despesa com categoria em {month}.</p>
          ) : (
            <ol className="divide-y divide-(--surface-border)">
              {figures.topCategories.map((category) => (
                <li key={category.id} className="flex items-center justify-between gap-3 py-2">
                  <a href={listOf(figures.current.month, "despesa", category.id)} className="min-w-0 truncate hover:underline">
                    {category.name}
                  </a>
                  <Money cents={category.cents} />
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="ultimos" className={CARD}>
          <h2 id="ultimos" className="mb-3 font-semibold">
            Últimos lançamentos
          </h2>
          <EntryLines empty="Nenhum lançamento vencendo até hoje." entries={figures.latest} />
        </section>
      </div>
    </div>
  );
}

function Start({ hasAccounts }: { hasAccounts: boolean }) {
  return (
    <>
      <PageTitle title="Dashboard" />
      {hasAccounts ? (
        <EmptyState
          title="Nenhum lançamento ainda"
          action={<ButtonLink to={href("/financeiro/lancamentos/novo")}>Novo lançamento</ButtonLink>}
        >
          Registre o primeiro lançamento (uma receita ou uma despesa) para ver aqui saldos, receitas, despesas e vencimentos.
        </EmptyState>
      ) : (
        <NoAccounts>
          Cadastre a primeira conta (conta corrente, caixa, cartão de crédito…) e depois registre lançamentos para ver o
          dashboard.
        </NoAccounts>
      )}
    </>
  );
}
