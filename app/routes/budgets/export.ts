/** /orcamentos/exportar: the CSV of the comparison the same address shows. */
import { todayInSaoPaulo } from "~/config/calendar";
import { monthKey, parseBudgetAddress } from "~/modules/budgets/address";
import { budgetComparison } from "~/modules/budgets/budgets.server";
import { comparisonCsv } from "~/modules/budgets/csv";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { csvResponse } from "~/web/csv-response.server";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { address } = parseBudgetAddress(new URL(request.url).searchParams, todayInSaoPaulo());
  return csvResponse(
    comparisonCsv(await budgetComparison(scope, address)),
    `orcamento-${monthKey(address)}-${address.regime}.csv`,
  );
}
