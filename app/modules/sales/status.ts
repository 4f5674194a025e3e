import type { SaleStatus } from "~/db/schema/sales";

export const SALE_STATUSES: readonly SaleStatus[] = ["rascunho", "enviada", "aprovada", "faturada", "cancelada"];

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  rascunho: "Proposta (rascunho)",
  enviada: "Proposta enviada",
  aprovada: "Pedido aprovado",
  faturada: "Faturada",
  cancelada: "Cancelada",
};

const MOVES: Record<SaleStatus, readonly SaleStatus[]> = {
  rascunho: ["enviada", "aprovada", "cancelada"],
  enviada: ["rascunho", "aprovada", "cancelada"],
  aprovada: ["faturada", "cancelada"],
  faturada: ["cancelada"],
  cancelada: [],
};

/** The statuses a sale in `from` may move to. */
export const movesFrom = (from: SaleStatus): readonly SaleStatus[] => MOVES[from];

export const canMove = (from: SaleStatus, to: SaleStatus): boolean => MOVES[from].includes(to);

/** A proposta (numbered PR), as opposed to a pedido (PV) or a closed sale. */
export const isProposal = (status: SaleStatus): boolean => status === "rascunho" || status === "enviada";

/** Items, customer and condition may change only before invoicing. */
export const isEditable = (status: SaleStatus): boolean => status !== "faturada" && status !== "cancelada";
