import { db } from "~/db/db.server";
import type { StatementFormat } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import type { BankBalance, RejectedLine } from "./types";

export interface StatementImportReport {
  id: string;
  accountId: string;
  accountName: string;
  format: StatementFormat;
  fileName: string;
  firstDate: string | null;
  lastDate: string | null;
  newCount: number;
  duplicateCount: number;
  rejectedCount: number;
  rejections: RejectedLine[];
  bankBalance: BankBalance | null;
}

/** The report of import `importId` of the organization; null for an unknown id or another organization's import. */
export async function importReport(scope: TenantScope, importId: string): Promise<StatementImportReport | null> {
  if (!isId(importId)) return null;
  const row = await (
    await db()
  )
    .selectFrom("bank_statement_imports as i")
    .innerJoin("finance_accounts as a", "a.id", "i.account_id")
    .select([
      "i.id",
      "i.account_id",
      "a.name as account_name",
      "i.format",
      "i.file_name",
      "i.first_date",
      "i.last_date",
      "i.new_count",
      "i.duplicate_count",
      "i.rejected_count",
      "i.rejections",
      "i.bank_balance_cents",
      "i.bank_balance_on",
    ])
    .where("i.id", "=", importId)
    .where("i.organization_id", "=", scope.organizationId)
    .where("a.organization_id", "=", scope.organizationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    format: row.format,
    fileName: row.file_name,
    firstDate: row.first_date,
    lastDate: row.last_date,
    newCount: Number(row.new_count),
    duplicateCount: Number(row.duplicate_count),
    rejectedCount: Number(row.rejected_count),
    rejections: row.rejections ? (JSON.parse(row.rejections) as RejectedLine[]) : [],
    bankBalance:
      row.bank_balance_cents !== null && row.bank_balance_on
        ? { cents: Number(row.bank_balance_cents), on: row.bank_balance_on }
        : null,
  };
}
