import { formatInstant } from "~/config/format";
import type { MemberRow, MemberStatus } from "~/contracts/members";

/** A row's state as shown: the member's, or an invitation's, "expired" once its link stopped working. */
export type ShownStatus = MemberStatus | "expired";

export const STATUS_LABELS: Record<ShownStatus, string> = {
  active: "Ativo",
  blocked: "Bloqueado",
  disabled: "Desabilitado",
  invited: "Convite pendente",
  expired: "Convite expirado",
};

/** The filter's choices, in the order of the select. */
export const STATUS_FILTER_LABELS: Record<MemberStatus, string> = {
  active: "Ativo",
  blocked: "Bloqueado",
  disabled: "Desabilitado",
  invited: "Convite pendente",
};

export const ROLE_LABELS: Record<string, string> = {
  Administrator: "Administrador",
  Admin: "Administrador",
  Usuario: "Usuário",
};

/** The roles a form offers, in the order of its select. */
export const ROLE_OPTIONS = [
  { value: "Usuario", label: "Usuário" },
  { value: "Administrator", label: "Administrador" },
];

/** The role in pt-BR; an unknown role as the service wrote it. */
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

/** The state a row shows at `now`: an invitation whose `ExpiresAt` has passed is "expired". */
export function shownStatus(row: Pick<MemberRow, "Status" | "ExpiresAt">, now: Date): ShownStatus {
  if (row.Status === "invited" && row.ExpiresAt !== null && Date.parse(row.ExpiresAt) <= now.getTime()) return "expired";
  return row.Status;
}

/** An ISO instant as "24/11/2026, 11:41" (Brasília); "—" when unreadable. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "—" : formatInstant(time);
}

/** The last sign-in as `formatDateTime`, or "Nunca entrou". */
export const formatSignIn = (iso: string | null): string => (iso ? formatDateTime(iso) : "Nunca entrou");

/** At most two letters for the avatar: first and last name's, else the e-mail's first. */
export function initials(name: string | null, email: string): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email[0] ?? "?").toUpperCase();
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
