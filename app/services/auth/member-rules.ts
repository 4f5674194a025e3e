import { isAdministratorRole } from "~/config/roles";
import type { MembershipStatus } from "~/db/schema";

/** Member states; `pending` and `refused` are registrations, not members (decision 0026). */
export const MEMBER_STATES = ["active", "blocked", "disabled"] as const satisfies readonly MembershipStatus[];

/** What an administrator may do to a membership that takes an administrator away. */
export type AdministratorLoss = "demote" | "block" | "disable" | "remove";

export const LAST_ADMINISTRATOR_MESSAGES: Record<AdministratorLoss, string> = {
  demote: "Não é possível rebaixar o último administrador da organização. Promova outro membro antes.",
  block: "Não é possível bloquear o último administrador da organização. Promova outro membro antes.",
  disable: "Não é possível desabilitar o último administrador da organização. Promova outro membro antes.",
  remove: "Não é possível remover o último administrador da organização. Promova outro membro antes.",
};

export interface MembershipState {
  role: string;
  status: MembershipStatus;
}

/** A change of PATCH /api/members/{userId}, or the removal of DELETE. */
export type MembershipChange = { role?: string; status?: MembershipStatus } | "remove";

/** Whether a membership counts as an active administrator of its organization. */
export const isActiveAdministrator = (membership: MembershipState) =>
  membership.status === "active" && isAdministratorRole(membership.role);

/** How `change` would take an active administrator away from the organization (a removal, a block, a disable, then a demotion: the first that applies); null when the member stays an active administrator or is not one. */
export function administratorLoss(target: MembershipState, change: MembershipChange): AdministratorLoss | null {
  if (!isActiveAdministrator(target)) return null;
  if (change === "remove") return "remove";
  if (change.status === "blocked") return "block";
  if (change.status === "disabled") return "disable";
  if (change.role !== undefined && !isAdministratorRole(change.role)) return "demote";
  return null;
}

/** The refusal of the last-administrator rule: the loss `change` causes when `target` is one of `activeAdministrators` (the organization's count, read in the write's transaction) and the only one; null when allowed. */
export function lastAdministratorRefusal(
  target: MembershipState,
  change: MembershipChange,
  activeAdministrators: number,
): AdministratorLoss | null {
  const loss = administratorLoss(target, change);
  return loss && activeAdministrators <= 1 ? loss : null;
}

/** The success message of a membership change (role first when both change). */
export function changeMessage(before: MembershipState, change: { role?: string; status?: MembershipStatus }): string {
  if (change.role !== undefined && change.role !== before.role) return "Papel alterado.";
  if (change.status === "blocked") return "Membro bloqueado.";
  if (change.status === "disabled") return "Membro desabilitado.";
  if (change.status === "active" && before.status === "blocked") return "Membro desbloqueado.";
  if (change.status === "active" && before.status === "disabled") return "Membro reabilitado.";
  return "Nenhuma alteração.";
}

/** Whether a change must end the member's sessions: any role change, and a block or a disable. */
export const changeRevokesTokens = (before: MembershipState, change: { role?: string; status?: MembershipStatus }) =>
  (change.role !== undefined && change.role !== before.role) || change.status === "blocked" || change.status === "disabled";

export interface InvitationDates {
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export type InvitationState = "pending" | "expired" | "used" | "revoked";

/** An invitation's state at `now`: used and revoked win over expired; a link is pending until `expires_at` (excluded). */
export function invitationState(invitation: InvitationDates, now = new Date()): InvitationState {
  if (invitation.accepted_at) return "used";
  if (invitation.revoked_at) return "revoked";
  return Date.parse(invitation.expires_at) <= now.getTime() ? "expired" : "pending";
}

/** The expiry of a link sent at `sentAt`, `ttlMs` later (ISO 8601). */
export const invitationExpiry = (sentAt: Date, ttlMs: number) => new Date(sentAt.getTime() + ttlMs).toISOString();

export const INVITATION_MESSAGES = {
  notFound: "Convite não encontrado. Confira o link ou peça um novo convite.",
  expired: "Este convite expirou. Peça um novo ao administrador da organização.",
  used: "Este convite já foi usado.",
  revoked: "Este convite foi cancelado pelo administrador.",
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the shape of a row id; anything else names no member or invitation (and must not reach PostgreSQL). */
export const isRowId = (value: string) => UUID.test(value);
