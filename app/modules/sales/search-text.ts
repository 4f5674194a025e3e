/** Sales search text folded (config/text-rules `fold`) so "joão pv-45" style searches work on both databases with a plain LIKE. Pure. */
import { fold } from "~/config/text-rules";
import { documentCode } from "~/modules/document-code";

export interface SaleSearchFields {
  contactName: string;
  proposalNumber: number | null;
  orderNumber: number | null;
  notes: string | null;
}

/**
 * The `sales.search_text` of a sale: customer's name, PR/PV codes and notes, folded.
 * Rewrite it whenever any of these changes (approving a proposta gives it a PV number).
 */
export function saleSearchText(sale: SaleSearchFields): string {
  const codes = [
    sale.proposalNumber !== null ? documentCode("PR", sale.proposalNumber) : "",
    sale.orderNumber !== null ? documentCode("PV", sale.orderNumber) : "",
  ];
  return fold([sale.contactName, ...codes, sale.notes ?? ""].join(" "))
    .replace(/\s+/g, " ")
    .trim();
}
