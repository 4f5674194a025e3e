/** /orcamentos/:ano/exportar: the CSV of the year's grid. */
import { data } from "react-router";
import { parseYearSegment } from "~/modules/budgets/address";
import { budgetGrid } from "~/modules/budgets/budgets.server";
import { gridCsv } from "~/modules/budgets/csv";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { csvResponse } from "~/web/csv-response.server";
import type { Route } from "./+types/grid-export";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const year = parseYearSegment(params.ano);
  if (year === null) throw data("Ano inválido.", { status: 404 });
  return csvResponse(gridCsv(await budgetGrid(scope, year)), `orcamento-${year}.csv`);
}
