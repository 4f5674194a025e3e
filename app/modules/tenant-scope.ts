/** What every module function takes first: the organization from the server session (web/tenant.server.ts `scopeOf`), never from form input, and the acting person. */
export interface TenantScope {
  organizationId: string;
  userId: string;
}
