/** The ledger (docs/decisions/0016): money in integer centavos, dates `YYYY-MM-DD`, timestamps ISO 8601 UTC. */

export type AccountKind = "conta_corrente" | "poupanca" | "caixa" | "cartao_credito" | "investimento";
export type CategoryKind = "receita" | "despesa";
/** The lines of the DRE gerencial a categoria can feed; `investimentos` stays out of the DRE (docs/decisions/0017). */
export type DreLine =
  | "receita_bruta"
  | "deducoes"
  | "custos"
  | "despesas_operacionais"
  | "receitas_financeiras"
  | "despesas_financeiras"
  | "impostos_sobre_lucro"
  | "investimentos";
/** What a categoria takes by itself: a baixa's juros, multa or desconto (by the entry's kind) or the tarifas bancárias. */
export type CategoryRole =
  | "juros_pagos"
  | "multas_pagas"
  | "descontos_concedidos"
  | "tarifas_bancarias"
  | "juros_recebidos"
  | "multas_recebidas"
  | "descontos_obtidos";
export type EntryKind = "receita" | "despesa" | "transferencia";
/** Which way the money moves in the entry's account: receita in, despesa out, a transfer's legs one each. */
export type Direction = "entrada" | "saida";
export type SeriesKind = "parcelamento" | "recorrencia";
export type Frequency = "semanal" | "quinzenal" | "mensal" | "bimestral" | "trimestral" | "semestral" | "anual";
export type EntryAction =
  | "created"
  | "updated"
  | "settled"
  | "reversed"
  | "cancelled"
  | "deleted"
  | "attached"
  | "detached"
  /** A Pix charge e-mailed (sent or resent) and a reminder of the régua (docs/decisions/0038). */
  | "charged"
  | "reminded";

export interface FinanceAccountTable {
  id: string;
  organization_id: string;
  name: string;
  kind: AccountKind;
  bank_name: string | null;
  /** COMPE code (3 digits), agência, conta and its dígito: null until given (migration 0038). */
  bank_code: string | null;
  agency: string | null;
  account_number: string | null;
  account_digit: string | null;
  /** A cartão de crédito's closing and due days of the month (1–31, the month's last when it is shorter); null otherwise (migration 0041). */
  closing_day: number | null;
  due_day: number | null;
  opening_balance_cents: number;
  opening_date: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FinanceCategoryTable {
  id: string;
  organization_id: string;
  name: string;
  kind: CategoryKind;
  group_name: string;
  /** Its line of the DRE gerencial (`DRE_LINES`). */
  dre_line: DreLine;
  /** Set on the categorias that take a baixa's juros, multa and desconto, and the tarifas bancárias. */
  role: CategoryRole | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FinanceCostCenterTable {
  id: string;
  organization_id: string;
  name: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A parcelamento (all N entries made at once) or a recorrência (made ahead as time passes). */
export interface FinanceSeriesTable {
  id: string;
  organization_id: string;
  kind: SeriesKind;
  frequency: Frequency;
  occurrences: number | null;
  until_date: string | null;
  first_due_date: string;
  generated_count: number;
  ended_at: string | null;
  created_at: string;
}

/** A lançamento; its status (cancelado, pago, parcial, vencido, em aberto) is derived, never stored. */
export interface FinanceEntryTable {
  id: string;
  organization_id: string;
  kind: EntryKind;
  direction: Direction;
  description: string;
  search_text: string;
  amount_cents: number;
  settled_cents: number;
  account_id: string;
  category_id: string | null;
  contact_id: string | null;
  cost_center_id: string | null;
  competence_date: string;
  due_date: string;
  notes: string | null;
  series_id: string | null;
  series_index: number | null;
  transfer_id: string | null;
  cancelled_at: string | null;
  deleted_at: string | null;
  /** Raised by every change; an edit based on an older one is refused. */
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A baixa: `amount_cents` of principal settled; the account moved `amount + interest + fine - discount`. */
export interface FinanceSettlementTable {
  id: string;
  organization_id: string;
  entry_id: string;
  account_id: string;
  settled_on: string;
  amount_cents: number;
  interest_cents: number;
  fine_cents: number;
  discount_cents: number;
  reversed_at: string | null;
  reversed_by: string | null;
  /** The estorno's date: the baixa leaves the caixa on it. */
  reversed_on: string | null;
  created_by: string;
  created_at: string;
}

/** The net movement (centavos in minus out) of an account on a day, kept in step with every baixa and estorno. */
export interface FinanceAccountDayTable {
  organization_id: string;
  account_id: string;
  day: string;
  net_cents: number;
}

/** The live entries of an organization due in a month (`YYYY-MM`), by kind: how many, and the sum of those not cancelled in centavos. */
export interface FinanceMonthTotalTable {
  organization_id: string;
  month: string;
  kind: EntryKind;
  entry_count: number;
  amount_cents: number;
}

/** Which sum of the reports a month row holds (migration 0014): competência, vencimento and aberto from entries, caixa from baixas. */
export type ReportBasis = "competencia" | "vencimento" | "aberto" | "caixa";

/** The reports' sums per organization, basis, month (`YYYY-MM`), account, category (`category_key`: its id, `''` for none), kind and direction, in centavos; kept by triggers on entries and baixas (migration 0014). */
export interface FinanceReportMonthTable {
  organization_id: string;
  basis: ReportBasis;
  month: string;
  account_id: string;
  /** The entry's centro de custo, '' for none (migration 0039). */
  cost_center_key: string;
  category_key: string;
  kind: EntryKind;
  direction: Direction;
  cents: number;
}

/** The open entries (live, not cancelled, not fully settled) of an organization by kind and due date: how many, and the centavos left to settle (migration 0014). */
export interface FinanceOpenDayTable {
  organization_id: string;
  kind: EntryKind;
  due_date: string;
  entry_count: number;
  open_cents: number;
}

/** A comprovante: a PDF or image under the storage directory, served only to the entry's organization. */
export interface FinanceAttachmentTable {
  id: string;
  organization_id: string;
  entry_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  uploaded_by: string;
  created_at: string;
}

/** One line of an entry's history: who did what and when; `detail` is JSON. */
export interface FinanceEntryEventTable {
  id: string;
  organization_id: string;
  entry_id: string;
  action: EntryAction;
  actor_id: string;
  detail: string | null;
  created_at: string;
}

/** The fechamento of an organization: nothing dated on or before `closed_through` changes until an Administrador moves it back. */
export interface FinancePeriodLockTable {
  organization_id: string;
  closed_through: string;
  reason: string;
  set_by: string;
  set_at: string;
}

export interface FinanceTables {
  finance_accounts: FinanceAccountTable;
  finance_categories: FinanceCategoryTable;
  finance_cost_centers: FinanceCostCenterTable;
  finance_series: FinanceSeriesTable;
  finance_entries: FinanceEntryTable;
  finance_settlements: FinanceSettlementTable;
  finance_account_days: FinanceAccountDayTable;
  finance_month_totals: FinanceMonthTotalTable;
  finance_report_months: FinanceReportMonthTable;
  finance_open_days: FinanceOpenDayTable;
  finance_attachments: FinanceAttachmentTable;
  finance_entry_events: FinanceEntryEventTable;
  finance_period_locks: FinancePeriodLockTable;
}
