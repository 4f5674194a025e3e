/** Sales: money in integer centavos, quantities thousandths of a unit, percentages basis points. */

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
  code: string;
  name: string;
  sort_name: string;
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
  proposal_number: number | null;
  order_number: number | null;
  contact_id: string;
  seller_id: string | null;
  sale_date: string;
  expected_invoice_date: string | null;
  payment_terms: PaymentTermsKind;
  installment_count: number;
  interval_days: number;
  category_id: string | null;
  account_id: string | null;
  items_cents: number;
  discount_kind: DiscountKind | null;
  discount_value: number | null;
  discount_cents: number;
  freight_cents: number;
  total_cents: number;
  notes: string | null;
  search_text: string;
  sent_at: string | null;
  approved_at: string | null;
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
  position: number;
  product_id: string | null;
  description: string;
  unit: string;
  quantity_milli: number;
  unit_price_cents: number;
  discount_kind: DiscountKind | null;
  discount_value: number | null;
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
