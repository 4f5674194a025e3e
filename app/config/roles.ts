const ADMINISTRATOR_ROLES: ReadonlySet<string> = new Set(["Administrator", "Admin", "administrator"]);

export const isAdministratorRole = (role: string | null | undefined) => !!role && ADMINISTRATOR_ROLES.has(role);
