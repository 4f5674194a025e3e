/** /financeiro/contas/:id: the account's extrato, day by day with the saldo after each movement, over a period (?de=&ate=). */
import { data, href } from "react-router";
import { ExtratoTable, type ExtratoLine } from "~/components/finance/extrato-table";
import { FigureList } from "~/components/finance/figures";
import { ListNotices } from "~/components/finance/list-notices";
import { Money } from "~/components/finance/money";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FilterBar } from "~/components/ui/filter-bar";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { addDaysTo, monthOf, monthRange, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, monthLabel } from "~/config/format";
import { LIST_NOTICES } from "~/config/list-query";
import { accountExtrato } from "~/modules/finance/extrato/extrato.server";
import { movementLabel, type ExtratoMovement } from "~/modules/finance/extrato/movements";
import { extratoSearch, parseExtratoAddress, type ExtratoPeriod } from "~/modules/finance/extrato/period";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/extrato";

export const handle = {
  breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).extrato.account.name,
};
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Extrato de ${loaderData.extrato.account.name}` : "Extrato");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { address, notices } = parseExtratoAddress(new URL(request.url).searchParams, todayInSaoPaulo());
  const extrato = await accountExtrato(scope, params.id, address);
  if (!extrato) throw data(null, { status: 404 });
  if (extrato.page !== address.page && !notices.includes(LIST_NOTICES.page)) notices.push(LIST_NOTICES.page);
  return { extrato, notices };
}

const lineOf = (movement: ExtratoMovement): ExtratoLine => ({
  key: movement.key,
  date: formatDate(movement.day),
  description: movement.description,
  label: movementLabel(movement),
  href: movement.entryLive ? href("/financeiro/lancamentos/:id", { id: movement.entryId }) : null,
  cents: movement.cents,
  balanceCents: movement.balanceCents,
});

/** The period in words: "novembro de 2026" for a whole month, else "01/11/2026 a 15/12/2026". */
function periodWords({ from, to }: ExtratoPeriod): string {
  const month = monthRange(monthOf(from));
  return from === month.first && to === month.last ? monthLabel(monthOf(from)) : `${formatDate(from)} a ${formatDate(to)}`;
}

const monthPeriod = (month: string) => {
  const { first, last } = monthRange(month);
  return { from: first, to: last };
};

export default function AccountExtrato({ loaderData }: Route.ComponentProps) {
  const { extrato, notices } = loaderData;
  const { account, period, page, totalPages, total } = extrato;
  const id = account.id;
  const search = extratoSearch(period);
  const month = monthOf(period.from);
  const opening = { label: "Saldo anterior", date: formatDate(addDaysTo(period.from, -1)), cents: extrato.openingCents };
  const closing = { label: "Saldo final", date: formatDate(period.to), cents: extrato.closingCents };
  return (
    <>
      <PageTitle title={account.name}>
        Extrato de {periodWords(period)}
        {account.bankName ? ` · ${account.bankName}` : ""}
        {account.archived ? " · Conta arquivada." : ""}
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <MonthSwitcher
          label={periodWords(period)}
          previous={{ href: extratoSearch(monthPeriod(shiftMonth(month, -1))), label: monthLabel(shiftMonth(month, -1)) }}
          next={{ href: extratoSearch(monthPeriod(shiftMonth(month, 1))), label: monthLabel(shiftMonth(month, 1)) }}
        />
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            to={`${href("/financeiro/contas/:id/exportar", { id })}${search}`}
            reloadDocument
            download
            variant="secondary"
          >
            Exportar CSV
          </ButtonLink>
          <ButtonLink to={`${href("/financeiro/contas/:id/pdf", { id })}${search}`} reloadDocument download variant="secondary">
            Exportar PDF
          </ButtonLink>
          {account.card ? (
            <ButtonLink to={href("/financeiro/contas/:id/faturas", { id })} variant="secondary">
              Faturas
            </ButtonLink>
          ) : null}
          <ButtonLink to={href("/financeiro/contas/:id/editar", { id })} variant="secondary">
            Editar conta
          </ButtonLink>
        </div>
      </div>
      <ListNotices notices={notices} />
      <FilterBar
        dates={[
          { name: "de", label: "De", value: period.from },
          { name: "ate", label: "Até", value: period.to },
        ]}
        clearHref={href("/financeiro/contas/:id", { id })}
      />
      <FigureList
        className="grid-cols-2 sm:max-w-md"
        items={[opening, closing].map((line) => ({
          label: `${line.label} (${line.date})`,
          value: <Money cents={line.cents} />,
        }))}
      />
      {total === 0 ? (
        <EmptyState title={`Nenhuma movimentação em ${periodWords(period)}.`}>
          <p>
            O saldo ficou em <Money cents={extrato.closingCents} />. Escolha outro período, ou registre a baixa de um lançamento
            nesta conta.
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-(--text-muted)" aria-live="polite">
            {total === 1 ? "1 movimentação" : `${total} movimentações`}
            {totalPages > 1 ? ` · página ${page} de ${totalPages}` : ""}
          </p>
          <ExtratoTable
            caption={`Extrato de ${account.name}, ${periodWords(period)}`}
            opening={page === 1 ? opening : null}
            closing={page === totalPages ? closing : null}
            lines={extrato.movements.map(lineOf)}
          />
          <Pagination page={page} totalPages={totalPages} href={(n) => extratoSearch({ ...period, page: n })} />
        </>
      )}
    </>
  );
}
