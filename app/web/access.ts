import { href } from "react-router";
import { isAdministratorRole } from "~/config/roles";
import type { User } from "~/contracts/user";

export { isAdministratorRole };

export type TipoDeAcesso = "Administrador" | "Usuario";

export interface AccessResult {
  tipoDeAcesso: TipoDeAcesso;
  roles: string[];
  hasAccess: boolean;
  organizationId: string | null;
  username: string;
  email: string;
  organizations: User["organizations"];
}

/** The access result of a user in an organization (null id: none known). */
export function accessFor(user: User, organizationId: string | null): AccessResult {
  const membership = organizationId ? user.organizations.find((o) => o.id === organizationId) : undefined;
  return {
    tipoDeAcesso: isAdministratorRole(membership?.role) ? "Administrador" : "Usuario",
    roles: user.roles,
    hasAccess: !!membership,
    organizationId,
    username: user.username,
    email: user.email,
    organizations: user.organizations,
  };
}

/** Where a person of this access lands after sign-in or from a back-office route. */
export const CRM_HOME = href("/crm/central-de-atendimento");
export const landingPathFor = (access: AccessResult) => (access.tipoDeAcesso === "Administrador" ? href("/") : CRM_HOME);
