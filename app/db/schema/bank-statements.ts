import type { Flag } from "./index";

/** Money is integer centavos, signed on a line (positive: credit into the account); dates `YYYY-MM-DD`. */

export type StatementFormat = "ofx" | "csv";
/** pendente: waiting; conciliada: linked to the baixas that moved the same money (`bank_statement_links`); ignorada: set aside by a person. */
export type StatementLineStatus = "pendente" | "conciliada" | "ignorada";

/** One file imported into one account, and what became of its lines. */
export interface BankStatementImportTable {
  id: string;
  organization_id: string;
  account_id: string;
  format: StatementFormat;
  file_name: string;
  first_date: string | null;
  last_date: string | null;
  bank_balance_cents: number | null;
  bank_balance_on: string | null;
  new_count: number;
  duplicate_count: number;
  rejected_count: number;
  rejections: string | null;
  created_by: string;
  created_at: string;
}

export interface BankStatementLineTable {
  id: string;
  organization_id: string;
  account_id: string;
  import_id: string;
  posted_on: string;
  amount_cents: number;
  description: string;
  fit_id: string | null;
  /** `fitid:<FITID>` or `linha:<date>|<cents>|<memo>|<rank>`; unique per account. */
  dedupe_key: string;
  status: StatementLineStatus;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
}

/** A baixa linked to a conciliada line (one line per baixa, any number of baixas per line); their cash adds up to the line's amount. */
export interface BankStatementLinkTable {
  settlement_id: string;
  organization_id: string;
  line_id: string;
  /** 1 when the reconciliation made the baixa (undoing reverses it), 0 when it linked one that existed (undoing only unlinks). */
  made_by_match: Flag;
  created_at: string;
}

/** The CSV column mapping of an account's last CSV import; columns 0-based, `header_keys` a JSON array of the compared header row (null: no header). */
export interface BankStatementCsvMappingTable {
  organization_id: string;
  account_id: string;
  date_column: number;
  description_column: number;
  amount_column: number | null;
  credit_column: number | null;
  debit_column: number | null;
  nature_column: number | null;
  has_header: Flag;
  header_keys: string | null;
  updated_by: string;
  updated_at: string;
}

export interface BankStatementTables {
  bank_statement_imports: BankStatementImportTable;
  bank_statement_lines: BankStatementLineTable;
  bank_statement_links: BankStatementLinkTable;
  bank_statement_csv_mappings: BankStatementCsvMappingTable;
}
