import { documentCode } from "~/modules/document-code";

/** The number a sale goes by: its pedido's once it has one, else its proposta's. */
export function saleCode(sale: { proposal_number: number | null; order_number: number | null }): string {
  if (sale.order_number !== null) return documentCode("PV", sale.order_number);
  if (sale.proposal_number !== null) return documentCode("PR", sale.proposal_number);
  return "";
}

/** The description of parcela `index` of `count` of pedido `orderNumber`: "PV-000123 - parcela 1/3 - Cliente". */
export const receivableDescription = (orderNumber: number, index: number, count: number, customer: string): string =>
  `${documentCode("PV", orderNumber)} - parcela ${index}/${count} - ${customer}`;
