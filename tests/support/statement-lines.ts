/**
 * Bank statement rows written straight to the test database, for tests of
 * what reads them (reconciliation, dashboards) without going through a
 * file import.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export interface LineSpec {
  postedOn: string;
  amountCents: number;
  description: string;
  status?: "pendente" | "conciliada" | "ignorada";
  /** A conciliada line's baixa, linked as one that existed (undoing only unlinks). */
  settlementId?: string;
}

/** One import into `accountId` holding `lines` (keys from their position); returns the import's and the lines' ids. */
export async function insertStatement(
  scope: TenantScope,
  accountId: string,
  lines: LineSpec[],
  bankBalance?: { cents: number; on: string },
): Promise<{ importId: string; lineIds: string[] }> {
  const database = await db();
  const now = new Date().toISOString();
  const importId = randomUUID();
  await database
    .insertInto("bank_statement_imports")
    .values({
      id: importId,
      organization_id: scope.organizationId,
      account_id: accountId,
      format: "ofx",
      file_name: "extrato.ofx",
      first_date: lines[0]?.postedOn ?? null,
      last_date: lines.at(-1)?.postedOn ?? null,
      bank_balance_cents: bankBalance?.cents ?? null,
      bank_balance_on: bankBalance?.on ?? null,
      new_count: lines.length,
      duplicate_count: 0,
      rejected_count: 0,
      created_by: scope.userId,
      created_at: now,
    })
    .execute();
  const lineIds = lines.map(() => randomUUID());
  if (lines.length > 0) {
    await database
      .insertInto("bank_statement_lines")
      .values(
        lines.map((line, index) => ({
          id: lineIds[index]!,
          organization_id: scope.organizationId,
          account_id: accountId,
          import_id: importId,
          posted_on: line.postedOn,
          amount_cents: line.amountCents,
          description: line.description,
          fit_id: null,
          dedupe_key: `teste:${importId}:${index}`,
          status: line.status ?? "pendente",
          resolved_by: line.status && line.status !== "pendente" ? scope.userId : null,
          resolved_at: line.status && line.status !== "pendente" ? now : null,
          created_at: now,
        })),
      )
      .execute();
    const links = lines.flatMap((line, index) =>
      line.settlementId
        ? [
            {
              settlement_id: line.settlementId,
              organization_id: scope.organizationId,
              line_id: lineIds[index]!,
              made_by_match: 0 as const,
              created_at: now,
            },
          ]
        : [],
    );
    if (links.length > 0) await database.insertInto("bank_statement_links").values(links).execute();
  }
  return { importId, lineIds };
}
