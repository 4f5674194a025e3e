import type { Direction } from "~/db/schema/finance";

export type EntryStatus = "em_aberto" | "vencido" | "parcial" | "pago" | "recebido" | "cancelado";

export const ENTRY_STATUSES: readonly EntryStatus[] = ["em_aberto", "vencido", "parcial", "pago", "recebido", "cancelado"];

export const STATUS_LABELS: Record<EntryStatus, string> = {
  em_aberto: "Em aberto",
  vencido: "Vencido",
  parcial: "Parcial",
  pago: "Pago",
  recebido: "Recebido",
  cancelado: "Cancelado",
};

/** What the status depends on: centavos, the due date `YYYY-MM-DD`, the cancellation time or null. */
export interface StatusFacts {
  direction: Direction;
  amountCents: number;
  settledCents: number;
  dueDate: string;
  cancelledAt: string | null;
}

/**
 * The status of an entry on `today` (`YYYY-MM-DD` in America/Sao_Paulo). Vencido is past its vencimento with something
 * still open, partly paid or not; parcial is partly paid and not yet due.
 */
export function deriveStatus(entry: StatusFacts, today: string): EntryStatus {
  if (entry.cancelledAt) return "cancelado";
  if (entry.settledCents >= entry.amountCents) return entry.direction === "entrada" ? "recebido" : "pago";
  if (entry.dueDate < today) return "vencido";
  return entry.settledCents > 0 ? "parcial" : "em_aberto";
}
