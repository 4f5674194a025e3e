/** What makes two spreadsheet lines the same lançamento, so a file imported again writes nothing twice. */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { lookupKey, type ValidLine } from "./validate";

/** Fingerprints per query: far under both databases' parameter limits. */
const KEYS_PER_QUERY = 500;

/**
 * Each line's fingerprint, in file order: a SHA-256 (hex) of its kind, vencimento, competência, amount in centavos,
 * account and description (folded as names are looked up), and its rank among the file's earlier equal lines, so two
 * equal purchases are two entries and a third equal line is a new one. The data de pagamento is not part of it.
 */
export function fingerprints(lines: readonly ValidLine[]): string[] {
  const ranks = new Map<string, number>();
  return lines.map(({ entry }) => {
    const content = [
      entry.kind,
      entry.dueDate,
      entry.competenceDate,
      entry.amountCents,
      entry.accountId,
      lookupKey(entry.description),
    ].join("|");
    const rank = ranks.get(content) ?? 0;
    ranks.set(content, rank + 1);
    return createHash("sha256").update(`${content}|${rank}`).digest("hex");
  });
}

/**
 * Which of `keys` the organization already imported into a live entry (`live`), and which belong to deleted entries
 * (`stale`: their lines may be imported again once those rows go).
 */
export async function importedKeys(
  database: Kysely<Database>,
  scope: TenantScope,
  keys: readonly string[],
): Promise<{ live: Set<string>; stale: string[] }> {
  const live = new Set<string>();
  const stale: string[] = [];
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += KEYS_PER_QUERY) {
    const rows = await database
      .selectFrom("finance_entry_import_lines as l")
      .innerJoin("finance_entries as e", "e.id", "l.entry_id")
      .select(["l.fingerprint", "e.deleted_at"])
      .where("l.organization_id", "=", scope.organizationId)
      .where("l.fingerprint", "in", unique.slice(start, start + KEYS_PER_QUERY))
      .execute();
    for (const row of rows) {
      if (row.deleted_at === null) live.add(row.fingerprint);
      else stale.push(row.fingerprint);
    }
  }
  return { live, stale };
}
