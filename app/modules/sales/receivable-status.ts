/** A sale's receivable as the sale shows it: cancelado, recebido (in full), parcial or a receber. */

export type ReceivableStatus = "a_receber" | "parcial" | "recebido" | "cancelado";

export const RECEIVABLE_STATUS_LABELS: Record<ReceivableStatus, string> = {
  a_receber: "A receber",
  parcial: "Parcial",
  recebido: "Recebido",
  cancelado: "Cancelado",
};

/** The status of a receivable entry: amounts in centavos, `settled_cents` the principal received. */
export function receivableStatus(row: {
  cancelled_at: string | null;
  settled_cents: number;
  amount_cents: number;
}): ReceivableStatus {
  if (row.cancelled_at) return "cancelado";
  if (row.settled_cents >= row.amount_cents) return "recebido";
  return row.settled_cents > 0 ? "parcial" : "a_receber";
}
