/** The audit log's filtered set as CSV (up to AUDIT_EXPORT_LIMIT events). Administrador only. */
import { auditCsv, auditCsvName } from "~/modules/audit/log-csv";
import { checkAuditQuery } from "~/modules/audit/log-query.server";
import { exportAuditEvents } from "~/modules/audit/log.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { csvResponse } from "~/web/csv-response.server";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { query } = await checkAuditQuery(scope, new URL(request.url).searchParams);
  const rows = await exportAuditEvents(scope, query.filters);
  return csvResponse(auditCsv(rows), auditCsvName(query.filters));
}
