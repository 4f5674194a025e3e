/** /financeiro/fluxo-de-caixa/exportar: the CSV of the fluxo de caixa the same address shows. */
import { todayInSaoPaulo } from "~/config/calendar";
import { referenceChoices } from "~/modules/finance/reference.server";
import { cashFlow } from "~/modules/finance/reports/cash-flow.server";
import { cashFlowCsv } from "~/modules/finance/reports/csv";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { parseCashFlowAddress } from "~/modules/finance/report-query";
import { csvResponse } from "~/web/csv-response.server";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { accounts, costCenters } = await referenceChoices(scope, { archived: true });
  const { address } = parseCashFlowAddress(new URL(request.url).searchParams, todayInSaoPaulo(), {
    accountIds: accounts.map((account) => account.id),
    costCenterIds: costCenters.map((center) => center.id),
  });
  return csvResponse(cashFlowCsv(await cashFlow(scope, address)), `fluxo-de-caixa-${address.month ?? address.year}.csv`);
}
