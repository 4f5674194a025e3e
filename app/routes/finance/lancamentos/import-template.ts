/** /financeiro/lancamentos/importar/modelo: the spreadsheet import's template (modelo-lancamentos.csv), for administrators. */
import { importTemplate, TEMPLATE_FILE_NAME } from "~/modules/finance/entry-import/template";
import { requireAdministratorTenant } from "~/web/tenant.server";
import { csvResponse } from "~/web/csv-response.server";
import type { Route } from "./+types/import-template";

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdministratorTenant(context, request);
  return csvResponse(importTemplate(), TEMPLATE_FILE_NAME);
}
