/**
 * What every business module function takes first: the current
 * organization, from the server session (web/tenant.server.ts `scopeOf`),
 * never from form input, and the person acting, for history and audit.
 */
export interface TenantScope {
  organizationId: string;
  userId: string;
}
