/** /financeiro/dre/exportar: the CSV of the DRE the same address shows. */
import { todayInSaoPaulo } from "~/config/calendar";
import { referenceChoices } from "~/modules/finance/reference.server";
import { dreCsv } from "~/modules/finance/reports/csv";
import { dre } from "~/modules/finance/reports/dre.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { csvResponse } from "~/web/csv-response.server";
import { parseDreAddress } from "~/modules/finance/report-query";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { costCenters } = await referenceChoices(scope, { archived: true });
  const { address } = parseDreAddress(
    new URL(request.url).searchParams,
    todayInSaoPaulo(),
    costCenters.map((center) => center.id),
  );
  return csvResponse(dreCsv(await dre(scope, address)), `dre-${address.year}-${address.regime}.csv`);
}
