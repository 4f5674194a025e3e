/**
 * An audit event's `detail` JSON as one pt-BR line: `{from, to}` reads "de X para Y", `{"amount.from", "amount.to"}` "valor: de X para Y", other keys "rótulo: valor".
 * A value stored as an ISO calendar date or instant reads through config/format ("25/02/2027"), whatever wrote it. Pure.
 */
import { formatDate, formatInstant } from "~/config/format";

const KEY_LABELS: Record<string, string> = {
  role: "papel",
  email: "e-mail",
  status: "situação",
  prefix: "prefixo",
  amount: "valor",
  settledOn: "data da baixa",
  reversedOn: "data do estorno",
  closedThrough: "fechados até",
  previous: "fechamento anterior",
  code: "número",
  customer: "cliente",
  dueDate: "vencimento",
  reason: "motivo",
  competenceDate: "competência",
  account: "conta",
  category: "categoria",
  expiresAt: "validade",
  assignee: "responsável",
  locked: "bloqueio temporário",
  from: "de",
  to: "para",
};

const VALUE_LABELS: Record<string, string> = {
  Administrator: "Administrador",
  Admin: "Administrador",
  Usuario: "Usuário",
  active: "ativo",
  blocked: "bloqueado",
  disabled: "desabilitado",
  pending: "aguardando aprovação",
  refused: "recusado",
  invitation: "somente por convite",
  approval: "aprovação necessária",
  open: "aberta",
  removed: "removido",
  invited: "convite pendente",
  expired: "convite expirado",
  revoked: "convite revogado",
  visible: "visível",
  hidden: "oculta",
};

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function showText(value: string): string {
  if (ISO_DATE.test(value)) return formatDate(value);
  if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatInstant(value);
  return VALUE_LABELS[value] ?? value;
}

const show = (value: unknown) => (typeof value === "string" ? showText(value) : String(value));
const shown = (value: unknown) => (value === null || value === undefined ? "—" : show(value));

/** The line of `detail` (the stored JSON text, or null). */
export function auditDetailText(detail: string | null): string {
  if (!detail) return "";
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return "";
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return "";
  const { from, to, ...rest } = parsed as Record<string, unknown>;
  const parts: string[] = [];
  if (from !== undefined && from !== null && to !== undefined && to !== null) parts.push(`de ${show(from)} para ${show(to)}`);
  else {
    if (from !== undefined && from !== null) rest.from = from;
    if (to !== undefined && to !== null) rest.to = to;
  }
  for (const [key, value] of Object.entries(rest)) {
    const field = /^(.+)\.(from|to)$/.exec(key);
    if (field?.[2] === "to" && Object.hasOwn(rest, `${field[1]}.from`)) continue;
    if (field?.[2] === "from" && Object.hasOwn(rest, `${field[1]}.to`)) {
      parts.push(`${KEY_LABELS[field[1]!] ?? field[1]}: de ${shown(value)} para ${shown(rest[`${field[1]}.to`])}`);
      continue;
    }
    if (value !== null && value !== undefined && typeof value !== "object")
      parts.push(`${KEY_LABELS[key] ?? key}: ${show(value)}`);
  }
  return parts.join("; ");
}
