/** /faturamento/vendas/exportar: the CSV of the sales list's filtered set. */
import { todayInSaoPaulo } from "~/config/calendar";
import { salesCsv, salesCsvName } from "~/modules/sales/list-csv";
import { checkSaleQuery } from "~/modules/sales/list-query.server";
import { exportSales } from "~/modules/sales/list.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { csvResponse } from "~/web/csv-response.server";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { query } = await checkSaleQuery(scope, new URL(request.url).searchParams, todayInSaoPaulo());
  const rows = await exportSales(scope, query.filters, query.sort);
  return csvResponse(salesCsv(rows), salesCsvName(query.filters));
}
