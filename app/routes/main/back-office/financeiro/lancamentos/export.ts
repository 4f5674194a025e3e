/**
 * /financeiro/lancamentos/exportar: the CSV (+shared/entries-csv.ts) of the
 * list's filtered set: the same address state as the list, every page, in
 * its order, named lancamentos-aaaa-mm.csv.
 */
import { todayInSaoPaulo } from "~/config/calendar";
import { exportEntries } from "~/modules/finance/entries.server";
import { ledgerChoices } from "~/modules/finance/reference.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { entriesCsv } from "../+shared/entries-csv";
import { dropUnknownIds, parseEntryQuery } from "../+shared/entry-query";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const query = dropUnknownIds(parseEntryQuery(new URL(request.url).searchParams, todayInSaoPaulo()), await ledgerChoices(scope));
  const rows = await exportEntries(scope, query.filters, query.sort);
  return new Response(entriesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lancamentos-${query.filters.month}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
