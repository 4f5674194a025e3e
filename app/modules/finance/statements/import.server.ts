import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { StatementFormat } from "~/db/schema";
import { parseDate } from "~/config/calendar";
import { cleanFileName, hasControlCharacter } from "~/config/text-rules";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { closedThrough } from "../period-lock.server";
import { rememberMapping } from "./csv-mappings.server";
import type { RememberedMapping } from "./csv-presets";
import { withDedupeKeys } from "./dedupe";
import {
  REJECT,
  rejectBeforeOpening,
  rejectClosed,
  STATEMENT_MAX_LINES,
  STATEMENT_TOO_MANY_LINES,
  type BankBalance,
  type RejectedLine,
  type StatementLine,
} from "./types";

export const STATEMENT_ACCOUNT_UNKNOWN = "Escolha uma conta ativa da organização.";
/** Rejected lines kept on the import row for its report. */
export const REJECTIONS_KEPT = 200;

export interface StatementImportInput {
  accountId: string;
  format: StatementFormat;
  fileName: string;
  lines: StatementLine[];
  rejected?: RejectedLine[];
  bankBalance: BankBalance | null;
  /** A CSV's column mapping, which the account then remembers for its next CSV. */
  csvMapping?: RememberedMapping;
}

export type StatementImportOutcome =
  | { status: "imported"; importId: string; newCount: number; duplicateCount: number; rejectedCount: number }
  | { status: "invalid"; message: string };

const KEYS_PER_QUERY = 500;
const LINES_PER_INSERT = 1_000;

/**
 * Imports `input` into its account (and remembers its `csvMapping` there); `invalid` (nothing written) for an account not of the organization or archived, or too many lines.
 * A line with a bad date, amount or text, dated before the account's saldo inicial or in the closed books is rejected with its reason.
 */
export async function importStatement(scope: TenantScope, input: StatementImportInput): Promise<StatementImportOutcome> {
  if (input.lines.length > STATEMENT_MAX_LINES) return { status: "invalid", message: STATEMENT_TOO_MANY_LINES };
  if (!isId(input.accountId)) return { status: "invalid", message: STATEMENT_ACCOUNT_UNKNOWN };
  const database = await db();
  const account = await database
    .selectFrom("finance_accounts")
    .select(["id", "opening_date"])
    .where("id", "=", input.accountId)
    .where("organization_id", "=", scope.organizationId)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  if (!account) return { status: "invalid", message: STATEMENT_ACCOUNT_UNKNOWN };
  const lock = await closedThrough(database, scope);

  const rejected = [...(input.rejected ?? [])];
  const valid = input.lines.filter((line) => {
    const reason = !parseDate(line.postedOn)
      ? REJECT.date
      : !Number.isSafeInteger(line.amountCents)
        ? REJECT.amount
        : line.amountCents === 0
          ? REJECT.zero
          : hasControlCharacter([line.description, line.fitId ?? ""])
            ? REJECT.control
            : line.postedOn < account.opening_date
              ? rejectBeforeOpening(account.opening_date)
              : lock && line.postedOn <= lock
                ? rejectClosed(lock)
                : null;
    if (reason) rejected.push({ line: line.line, reason });
    return reason === null;
  });
  rejected.sort((a, b) => a.line - b.line);
  const keyed = withDedupeKeys(valid);
  const dates = valid.map((line) => line.postedOn).sort();
  const importId = randomUUID();
  const now = new Date().toISOString();

  const counts = await database.transaction().execute(async (trx) => {
    const existing = new Set<string>();
    const keys = [...new Set(keyed.map((line) => line.dedupeKey))];
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      const rows = await trx
        .selectFrom("bank_statement_lines")
        .select("dedupe_key")
        .where("organization_id", "=", scope.organizationId)
        .where("account_id", "=", input.accountId)
        .where("dedupe_key", "in", keys.slice(start, start + KEYS_PER_QUERY))
        .execute();
      for (const row of rows) existing.add(row.dedupe_key);
    }
    const fresh = keyed.filter((line) => {
      if (existing.has(line.dedupeKey)) return false;
      existing.add(line.dedupeKey);
      return true;
    });
    await trx
      .insertInto("bank_statement_imports")
      .values({
        id: importId,
        organization_id: scope.organizationId,
        account_id: input.accountId,
        format: input.format,
        file_name: cleanFileName(input.fileName, "extrato", 200),
        first_date: dates[0] ?? null,
        last_date: dates.at(-1) ?? null,
        bank_balance_cents: input.bankBalance?.cents ?? null,
        bank_balance_on: input.bankBalance?.on ?? null,
        new_count: fresh.length,
        duplicate_count: keyed.length - fresh.length,
        rejected_count: rejected.length,
        rejections: rejected.length > 0 ? JSON.stringify(rejected.slice(0, REJECTIONS_KEPT)) : null,
        created_by: scope.userId,
        created_at: now,
      })
      .execute();
    for (let start = 0; start < fresh.length; start += LINES_PER_INSERT) {
      await trx
        .insertInto("bank_statement_lines")
        .values(
          fresh.slice(start, start + LINES_PER_INSERT).map((line) => ({
            id: randomUUID(),
            organization_id: scope.organizationId,
            account_id: input.accountId,
            import_id: importId,
            posted_on: line.postedOn,
            amount_cents: line.amountCents,
            description: line.description,
            fit_id: line.fitId,
            dedupe_key: line.dedupeKey,
            status: "pendente" as const,
            resolved_by: null,
            resolved_at: null,
            created_at: now,
          })),
        )
        .execute();
    }
    if (input.csvMapping) await rememberMapping(trx, scope, input.accountId, input.csvMapping);
    return { newCount: fresh.length, duplicateCount: keyed.length - fresh.length };
  });
  return { status: "imported", importId, ...counts, rejectedCount: rejected.length };
}
