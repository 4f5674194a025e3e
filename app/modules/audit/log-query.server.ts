/** A `pessoa` who does not appear in the organization's log is dropped with its notice. */
import type { TenantScope } from "~/modules/tenant-scope";
import { AUDIT_NOTICES, parseAuditQuery, type AuditQuery } from "./log-query";
import { auditPeople, type AuditPerson } from "./log.server";

/** The log's state from `params`, and the people the person filter offers. */
export async function checkAuditQuery(
  scope: TenantScope,
  params: URLSearchParams,
): Promise<{ query: AuditQuery; people: AuditPerson[] }> {
  const query = parseAuditQuery(params);
  const people = await auditPeople(scope);
  const { actorId } = query.filters;
  if (actorId && !people.some((person) => person.id === actorId)) {
    const filters = { ...query.filters };
    delete filters.actorId;
    return { query: { ...query, filters, notices: [...query.notices, AUDIT_NOTICES.person] }, people };
  }
  return { query, people };
}
