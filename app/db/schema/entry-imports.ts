/** Spreadsheet imports of lançamentos (migration 0035): one row per file written, one per line it wrote. */

/** A file whose lines were written: its name as sent and how many entries it made. */
export interface FinanceEntryImportTable {
  id: string;
  organization_id: string;
  file_name: string;
  entry_count: number;
  created_by: string;
  created_at: string;
}

/** The fingerprint of an imported line (date, amount, description, account, rank among equal lines) and the entry it made; one per organization and fingerprint. */
export interface FinanceEntryImportLineTable {
  organization_id: string;
  fingerprint: string;
  import_id: string;
  entry_id: string;
}

export interface EntryImportTables {
  finance_entry_imports: FinanceEntryImportTable;
  finance_entry_import_lines: FinanceEntryImportLineTable;
}
