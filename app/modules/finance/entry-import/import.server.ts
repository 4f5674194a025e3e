import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { cleanFileName } from "~/config/text-rules";
import { database as appDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { refusingClosed } from "../period-lock.server";
import { insertEntries, type NewEntry } from "../entry-writes.server";
import { searchTextOf } from "../references.server";
import { applySettlement, paidInFull } from "../settlements.server";
import { TEXT_FILE_TOO_LARGE } from "../upload-forms";
import { TEXT_FILE_MAX_BYTES } from "../text-file-size";
import { loadDirectory } from "./directory.server";
import { fingerprints, importedKeys } from "./fingerprint.server";
import { readSheet } from "./sheet";
import { checkSheet, type InvalidLine, type ValidLine } from "./validate";

/** Rows per insert: about 20 parameters each, far under both databases' limits. */
const WRITE_CHUNK = 500;

/** `alreadyImported`: valid lines whose fingerprint a live entry of the organization already has (not written again). */
export type ImportOutcome =
  | { status: "refused"; message: string }
  | {
      status: "report";
      total: number;
      valid: number;
      invalid: InvalidLine[];
      ignoredColumns: string[];
      changed: boolean;
      alreadyImported: number;
    }
  | { status: "imported"; count: number; alreadyImported: number; firstDueDate: string };

export interface ImportOptions {
  onlyValid?: boolean;
  expectedValid?: number;
  /** `YYYY-MM-DD`, São Paulo's by default: no data de pagamento after it. */
  today?: string;
  /** The file's name as sent, kept on the batch its entries link to. */
  fileName?: string;
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

async function write(
  trx: Transaction<Database>,
  scope: TenantScope,
  lines: readonly ValidLine[],
  now: string,
): Promise<string[]> {
  const rows = lines.map(entryRow);
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += WRITE_CHUNK)
    ids.push(...(await insertEntries(trx, scope, rows.slice(start, start + WRITE_CHUNK), now)));
  for (const [index, { entry }] of lines.entries()) {
    if (entry.settledOn === null) continue;
    const direction = entry.kind === "receita" ? "entrada" : "saida";
    const baixa = paidInFull(entry.settledOn, entry.amountCents, entry.accountId);
    if ((await applySettlement(trx, scope, { id: ids[index]!, direction }, baixa, now)) === null)
      throw new Error("an imported entry could not be settled");
  }
  return ids;
}

/**
 * Writes the lines of `valid` (fingerprints in `keys`) that no live entry of the organization holds yet, with their batch;
 * returns the first written line's vencimento and how many were written. The check and the writes share one transaction
 * (on PostgreSQL behind the organization's import lock; SQLite's write transactions run one at a time), and the
 * fingerprints' primary key holds even if they did not.
 */
async function writeFresh(
  trx: Transaction<Database>,
  scope: TenantScope,
  valid: readonly ValidLine[],
  keys: readonly string[],
  fileName: string,
): Promise<{ count: number; firstDueDate: string | null }> {
  const org = scope.organizationId;
  const { live, stale } = await importedKeys(trx, scope, keys);
  for (let start = 0; start < stale.length; start += WRITE_CHUNK)
    await trx
      .deleteFrom("finance_entry_import_lines")
      .where("organization_id", "=", org)
      .where("fingerprint", "in", stale.slice(start, start + WRITE_CHUNK))
      .execute();
  const fresh = valid.flatMap((line, index) => (live.has(keys[index]!) ? [] : [{ line, key: keys[index]! }]));
  if (fresh.length === 0) return { count: 0, firstDueDate: null };
  const now = new Date().toISOString();
  const importId = randomUUID();
  await trx
    .insertInto("finance_entry_imports")
    .values({
      id: importId,
      organization_id: org,
      file_name: fileName,
      entry_count: fresh.length,
      created_by: scope.userId,
      created_at: now,
    })
    .execute();
  const ids = await write(
    trx,
    scope,
    fresh.map(({ line }) => line),
    now,
  );
  const links = fresh.map(({ key }, index) => ({
    organization_id: org,
    fingerprint: key,
    import_id: importId,
    entry_id: ids[index]!,
  }));
  for (let start = 0; start < links.length; start += WRITE_CHUNK)
    await trx
      .insertInto("finance_entry_import_lines")
      .values(links.slice(start, start + WRITE_CHUNK))
      .execute();
  return { count: fresh.length, firstDueDate: fresh[0]!.line.entry.dueDate };
}

/**
 * Imports the CSV `text` (at most TEXT_FILE_MAX_BYTES) into the organization: every line checked first; lines already
 * imported (same fingerprint, fingerprint.server.ts) are counted, not written again. Throws only on a database failure
 * (nothing written).
 */
export async function importEntries(scope: TenantScope, text: string, options: ImportOptions = {}): Promise<ImportOutcome> {
  const { db: database, dialect } = await appDatabase();
  if (text.length > TEXT_FILE_MAX_BYTES) return { status: "refused", message: TEXT_FILE_TOO_LARGE };
  const sheet = readSheet(text);
  if (!sheet.ok) return { status: "refused", message: sheet.message };
  const today = options.today ?? todayInSaoPaulo();
  const { valid, invalid } = checkSheet(sheet.lines, await loadDirectory(database, scope, sheet.lines), today);
  const keys = fingerprints(valid);
  const changed = options.onlyValid === true && options.expectedValid !== undefined && options.expectedValid !== valid.length;
  if ((invalid.length > 0 && !options.onlyValid) || changed || valid.length === 0) {
    const { live } = await importedKeys(database, scope, keys);
    return {
      status: "report",
      total: sheet.lines.length,
      valid: valid.length,
      invalid,
      ignoredColumns: sheet.ignoredColumns,
      changed,
      alreadyImported: keys.filter((key) => live.has(key)).length,
    };
  }
  const fileName = cleanFileName(options.fileName ?? "", "planilha.csv", 200);
  const written = await refusingClosed(() =>
    database.transaction().execute(async (trx) => {
      // Two imports of one organization at once: the second waits, then finds the first one's fingerprints.
      if (dialect === "postgres")
        await sql`select pg_advisory_xact_lock(hashtextextended(${`entry-import:${scope.organizationId}`}, 0))`.execute(trx);
      return writeFresh(trx, scope, valid, keys, fileName);
    }),
  );
  // The books were closed between the check and the write.
  if ("formErrors" in written) return { status: "refused", message: written.formErrors[0]! };
  return {
    status: "imported",
    count: written.count,
    alreadyImported: valid.length - written.count,
    firstDueDate: written.firstDueDate ?? valid[0]!.entry.dueDate,
  };
}
