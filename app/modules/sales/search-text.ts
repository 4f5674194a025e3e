/**
 * What the sales list's text filter matches: the customer's name, the
 * sale's numbers as they read (PR-000123, PV-000045) and its observações,
 * case and accents folded (config/text-rules `fold`), so "joão pv-45"
 * style searches work on both databases with a plain LIKE. Pure.
 */
import { fold } from "~/config/text-rules";
import { documentCode } from "~/modules/document-code";

export interface SaleSearchFields {
  /** The contato's name as shown. */
  contactName: string;
  /** The PR number, when it has one. */
  proposalNumber: number | null;
  /** The PV number, when it has one. */
  orderNumber: number | null;
  notes: string | null;
}

/**
 * The `sales.search_text` of a sale: `fold(contactName + " " + codes + " " + notes)`,
 * codes being PR-000123 and/or PV-000045 (both when a proposta became a
 * pedido), blanks collapsed. Write it whenever any of these fields
 * changes (a proposta approved gets its PV number: rewrite it then).
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
