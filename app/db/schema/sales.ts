/**
 * Sales (docs/decisions/0021). Money is integer centavos, quantities
 * thousandths of a unit, percentages basis points; calendar dates
 * `YYYY-MM-DD`, timestamps ISO 8601 UTC.
 */

export type ProductKind = "produto" | "servico";
/** Proposta (rascunho, enviada), pedido (aprovada), faturada, cancelada: modules/sales/status.ts holds the moves. */
export type SaleStatus = "rascunho" | "enviada" | "aprovada" | "faturada" | "cancelada";
/** The condição de pagamento: modules/sales/payment-terms.ts turns it into parcelas. */
export type PaymentTermsKind = "a_vista" | "30_dias" | "30_60_90" | "parcelas";
/** A discount in `percent` (value in basis points) or `amount` (value in centavos). */
export type DiscountKind = "percent" | "amount";

export interface SalesProductTable {
  id: string;
  organization_id: string;
  kind: ProductKind;
  /** Unique in the organization, as typed (trimmed). */
  code: string;
  name: string;
  sort_name: string;
  /** "un", "h", "kg", "m²"… */
  unit: string;
  price_cents: number;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SaleTable {
  id: string;
  organization_id: string;
  status: SaleStatus;
  /** Set when saved as a proposta: PR-000123. */
  proposal_number: number | null;
  /** Set when it becomes a pedido (approved, or made as one): PV-000123. */
  order_number: number | null;
  contact_id: string;
  /** A member of the organization; null when none was chosen. */
  seller_id: string | null;
  sale_date: string;
  /** Data prevista de faturamento. */
  expected_invoice_date: string | null;
  payment_terms: PaymentTermsKind;
  /** Parcelas: 1 for à vista and 30 dias, 3 for 30/60/90, N for "parcelas". */
  installment_count: number;
  /** Days between parcelas ("parcelas"), 30 otherwise. */
  interval_days: number;
  /** The receita category of the receivables; null: the plan's "Vendas de produtos". */
  category_id: string | null;
  /** The account the receivables expect the money in; null: the first active one. */
  account_id: string | null;
  /** Sum of the items' totals. */
  items_cents: number;
  discount_kind: DiscountKind | null;
  discount_value: number | null;
  discount_cents: number;
  freight_cents: number;
  /** items − discount + frete. */
  total_cents: number;
  notes: string | null;
  /** Contact name, numbers and notes folded: what the text filter matches. */
  search_text: string;
  sent_at: string | null;
  approved_at: string | null;
  /** Data de faturamento: the receivables' competência and the base of their due dates. */
  invoiced_on: string | null;
  invoiced_at: string | null;
  cancelled_at: string | null;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface SaleItemTable {
  id: string;
  organization_id: string;
  sale_id: string;
  /** 1..N, the order shown. */
  position: number;
  product_id: string | null;
  description: string;
  unit: string;
  quantity_milli: number;
  unit_price_cents: number;
  discount_kind: DiscountKind | null;
  discount_value: number | null;
  /** round(quantity × unit price). */
  gross_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** A receivable (finance_entries) made by invoicing a sale: parcela `installment` of it. */
export interface SaleReceivableTable {
  entry_id: string;
  organization_id: string;
  sale_id: string;
  installment: number;
}

export interface SalesTables {
  sales_products: SalesProductTable;
  sales: SaleTable;
  sale_items: SaleItemTable;
  sale_receivables: SaleReceivableTable;
}
