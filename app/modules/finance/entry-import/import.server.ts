import type { Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { insertEntries, type NewEntry } from "../entry-writes.server";
import { searchTextOf } from "../references.server";
import { applySettlement } from "../settlements.server";
import { TEXT_FILE_TOO_LARGE } from "../upload-forms";
import { TEXT_FILE_MAX_BYTES } from "../text-file-size";
import { loadDirectory } from "./directory.server";
import { readSheet } from "./sheet";
import { checkSheet, type InvalidLine, type ValidLine } from "./validate";
import { todayInSaoPaulo } from "~/config/calendar";

/** Rows per insert: about 20 parameters each, far under both databases' limits. */
const WRITE_CHUNK = 500;

export type ImportOutcome =
  | { status: "refused"; message: string }
  | { status: "report"; total: number; valid: number; invalid: InvalidLine[]; ignoredColumns: string[]; changed: boolean }
  | { status: "imported"; count: number; firstDueDate: string };

export interface ImportOptions {
  onlyValid?: boolean;
  expectedValid?: number;
  /** `YYYY-MM-DD`, São Paulo's by default: no data de pagamento after it. */
  today?: string;
}

function entryRow(line: ValidLine): NewEntry {
  const { entry } = line;
  return {
    kind: entry.kind,
    direction: entry.kind === "receita" ? "entrada" : "saida",
    description: entry.description,
    search_text: searchTextOf(entry.description, entry.contactName),
    amount_cents: entry.amountCents,
    account_id: entry.accountId,
    category_id: entry.categoryId,
    contact_id: entry.contactId,
    cost_center_id: entry.costCenterId,
    competence_date: entry.competenceDate,
    due_date: entry.dueDate,
    notes: entry.notes,
    series_id: null,
    series_index: null,
    transfer_id: null,
  };
}

async function write(trx: Transaction<Database>, scope: TenantScope, lines: readonly ValidLine[], now: string) {
  const rows = lines.map(entryRow);
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += WRITE_CHUNK)
    ids.push(...(await insertEntries(trx, scope, rows.slice(start, start + WRITE_CHUNK), now)));
  for (const [index, { entry }] of lines.entries()) {
    if (entry.settledOn === null) continue;
    const direction = entry.kind === "receita" ? "entrada" : "saida";
    const baixa = {
      settledOn: entry.settledOn,
      amountCents: entry.amountCents,
      interestCents: 0,
      fineCents: 0,
      discountCents: 0,
      accountId: entry.accountId,
    };
    if ((await applySettlement(trx, scope, { id: ids[index]!, direction }, baixa, now)) === null)
      throw new Error("an imported entry could not be settled");
  }
}

/** Imports the CSV `text` (at most TEXT_FILE_MAX_BYTES) into the organization; throws only on a database failure (nothing written). */
export async function importEntries(scope: TenantScope, text: string, options: ImportOptions = {}): Promise<ImportOutcome> {
  const database = await db();
  if (text.length > TEXT_FILE_MAX_BYTES) return { status: "refused", message: TEXT_FILE_TOO_LARGE };
  const sheet = readSheet(text);
  if (!sheet.ok) return { status: "refused", message: sheet.message };
  const today = options.today ?? todayInSaoPaulo();
  const { valid, invalid } = checkSheet(sheet.lines, await loadDirectory(database, scope, sheet.lines), today);
  const changed = options.onlyValid === true && options.expectedValid !== undefined && options.expectedValid !== valid.length;
  if ((invalid.length > 0 && !options.onlyValid) || changed || valid.length === 0)
    return {
      status: "report",
      total: sheet.lines.length,
      valid: valid.length,
      invalid,
      ignoredColumns: sheet.ignoredColumns,
      changed,
    };
  await database.transaction().execute((trx) => write(trx, scope, valid, new Date().toISOString()));
  return { status: "imported", count: valid.length, firstDueDate: valid[0]!.entry.dueDate };
}
