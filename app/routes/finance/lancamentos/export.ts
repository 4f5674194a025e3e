/** /financeiro/lancamentos/exportar: the CSV of the list's filtered set, every page. */
import { todayInSaoPaulo } from "~/config/calendar";
import { exportEntries } from "~/modules/finance/entries.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { entriesCsv } from "../+shared/entries-csv";
import { csvResponse } from "~/web/csv-response.server";
import { checkEntryQuery } from "~/modules/finance/entry-query.server";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { query } = await checkEntryQuery(scope, new URL(request.url).searchParams, todayInSaoPaulo());
  const rows = await exportEntries(scope, query.filters, query.sort);
  const { month, range, basis } = query.filters;
  const period = range ? `${range.from}-a-${range.to}` : month;
  return csvResponse(entriesCsv(rows), `lancamentos-${period}${basis ? `-${basis}` : ""}.csv`);
}
