/**
 * The administrator rule of spec 6: the role Administrator, Admin or
 * administrator in an organization. Shared by the web side's access result
 * and the auth service's own checks. Safe for the browser bundle.
 */
const ADMINISTRATOR_ROLES: ReadonlySet<string> = new Set(["Administrator", "Admin", "administrator"]);

export const isAdministratorRole = (role: string | null | undefined) => !!role && ADMINISTRATOR_ROLES.has(role);
