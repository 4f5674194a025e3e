/** /financeiro/fluxo-de-caixa: realizado by the baixas, previsto by the due dates, and the projected balance. */
import { href } from "react-router";
import { CashFlowChart } from "~/components/charts/cash-flow-chart";
import { ReportFilter } from "~/components/finance/reports/report-filter";
import { CashFlowTable } from "~/components/finance/reports/cash-flow-table";
import { ListNotices } from "~/components/finance/list-notices";
import { Money } from "~/components/finance/money";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, monthLabel, monthName } from "~/config/format";
import { referenceChoices } from "~/modules/finance/reference.server";
import { choiceLabel } from "~/modules/reference-data";
import { isEmptyCashFlow } from "~/modules/finance/reports/cash-flow";
import { cashFlow } from "~/modules/finance/reports/cash-flow.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { cashFlowSearch, parseCashFlowAddress, type CashFlowAddress } from "~/modules/finance/report-query";
import type { Route } from "./+types/page";
import { NoAccounts } from "~/components/finance/no-accounts";
import { accountSelect, costCenterSelect, costCenterWords } from "../+shared/report-selects";

export const handle = { breadcrumb: "Fluxo de caixa" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Fluxo de caixa de ${periodWords(loaderData.address)}` : "Fluxo de caixa");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { accounts, costCenters } = await referenceChoices(scope, { archived: true });
  const { address, notices } = parseCashFlowAddress(new URL(request.url).searchParams, todayInSaoPaulo(), {
    accountIds: accounts.map((account) => account.id),
    costCenterIds: costCenters.map((center) => center.id),
  });
  // Archived ones too, marked: their reports stay readable.
  return {
    address,
    notices,
    accounts: accounts.map((account) => ({ id: account.id, name: choiceLabel(account, "a") })),
    costCenters: costCenters.map((center) => ({ id: center.id, name: choiceLabel(center, "o") })),
    flow: await cashFlow(scope, address),
  };
}

const periodWords = (address: CashFlowAddress) => (address.month ? monthLabel(address.month) : String(address.year));

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export default function CashFlowPage({ loaderData }: Route.ComponentProps) {
  const { address, notices, accounts, costCenters, flow } = loaderData;
  const { accountId, costCenterId } = address;
  const accountName = accounts.find((account) => account.id === accountId)?.name;
  const centre = costCenterWords(costCenters, costCenterId);
  const where = [accountName ? `conta ${accountName}` : "todas as contas", centre].filter(Boolean).join(", ");
  const search = cashFlowSearch(address);
  if (accounts.length === 0)
    return (
      <>
        <PageTitle title="Fluxo de caixa" />
        <NoAccounts>
          Cadastre uma conta e registre lançamentos para ver aqui o que entrou, o que saiu e o que está previsto.
        </NoAccounts>
      </>
    );
  return (
    <>
      <PageTitle title="Fluxo de caixa">
        {capitalized(periodWords(address))}, {where}: realizado pelas baixas, previsto pelos vencimentos em aberto.
        {centre ? " Um centro de custo não tem saldo próprio: o saldo parte de zero e soma só os seus lançamentos." : null}
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Switcher address={address} />
        <div className="flex flex-wrap items-end gap-3">
          <ReportFilter
            selects={[accountSelect(accounts, accountId), costCenterSelect(costCenters, costCenterId)]}
            hidden={address.month ? { mes: address.month } : { ano: String(address.year) }}
          />
          {address.month ? (
            <ButtonLink to={cashFlowSearch({ year: address.year, accountId, costCenterId })} variant="secondary">
              Ver o ano
            </ButtonLink>
          ) : null}
          <ButtonLink to={`${href("/financeiro/fluxo-de-caixa/exportar")}${search}`} reloadDocument download variant="secondary">
            Exportar CSV
          </ButtonLink>
        </div>
      </div>
      <ListNotices notices={notices} />
      {isEmptyCashFlow(flow) ? null : <CashFlowChart lines={flow.lines} />}
      {isEmptyCashFlow(flow) ? (
        <EmptyState
          title={`Nenhuma entrada ou saída em ${periodWords(address)}${accountName || centre ? ` em ${where}` : ""}.`}
          action={<ButtonLink to={href("/financeiro/lancamentos/novo")}>Novo lançamento</ButtonLink>}
        >
          <p>
            Saldo em {formatDate(flow.from)}: <Money cents={flow.openingCents} />. Troque de período ou de conta, ou registre um
            lançamento.
          </p>
        </EmptyState>
      ) : (
        <CashFlowTable
          caption={`Fluxo de caixa de ${periodWords(address)}, ${where}, ${address.month ? "por dia" : "por mês"}`}
          periodHeader={address.month ? "Dia" : "Mês"}
          openingLabel={`Saldo inicial em ${formatDate(flow.from)}`}
          openingCents={flow.openingCents}
          priorOpenCents={flow.priorOpenCents}
          totals={flow.totals}
          closingCents={flow.closingCents}
          lines={flow.lines.map((line) => ({
            ...line,
            label: address.month ? formatDate(line.period) : capitalized(monthName(line.period)),
            href: address.month ? undefined : cashFlowSearch({ year: address.year, month: line.period, accountId, costCenterId }),
          }))}
        />
      )}
    </>
  );
}

function Switcher({ address }: { address: CashFlowAddress }) {
  const { accountId, costCenterId } = address;
  if (address.month) {
    const [previous, next] = [shiftMonth(address.month, -1), shiftMonth(address.month, 1)];
    return (
      <MonthSwitcher
        label={monthLabel(address.month)}
        previous={{
          href: cashFlowSearch({ year: Number(previous.slice(0, 4)), month: previous, accountId, costCenterId }),
          label: monthLabel(previous),
        }}
        next={{
          href: cashFlowSearch({ year: Number(next.slice(0, 4)), month: next, accountId, costCenterId }),
          label: monthLabel(next),
        }}
      />
    );
  }
  const { year } = address;
  return (
    <MonthSwitcher
      unit="year"
      label={String(year)}
      previous={{ href: cashFlowSearch({ year: year - 1, accountId, costCenterId }), label: String(year - 1) }}
      next={{ href: cashFlowSearch({ year: year + 1, accountId, costCenterId }), label: String(year + 1) }}
    />
  );
}
