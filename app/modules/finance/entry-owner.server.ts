/**
 * Entries a document generated change only through it: today a sale's receivables (sale_receivables).
 * The ledger refuses their edit, cancellation and deletion, and keeps receiving them: baixas, estornos, comprovantes.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { saleCode } from "~/modules/sales/numbers";
import type { TenantScope } from "~/modules/tenant-scope";

/** The document that generated an entry: the sale's id and its number ("PV-000161"). */
export interface EntryOwner {
  id: string;
  code: string;
}

/** The refusal of a direct change of an entry `owner` generated: names the sale and where to change it. */
export const ownedMessage = (owner: Pick<EntryOwner, "code">): string =>
  `Este lançamento foi gerado pela venda ${owner.code}: altere-o pela venda.`;

/** The sale that generated the organization's entry `entryId`, or null for an entry of the ledger's own. */
export async function entryOwner(database: Kysely<Database>, scope: TenantScope, entryId: string): Promise<EntryOwner | null> {
  const sale = await database
    .selectFrom("sale_receivables as r")
    .innerJoin("sales as s", "s.id", "r.sale_id")
    .select(["s.id", "s.proposal_number", "s.order_number"])
    .where("r.organization_id", "=", scope.organizationId)
    .where("r.entry_id", "=", entryId)
    .executeTakeFirst();
  return sale ? { id: sale.id, code: saleCode(sale) } : null;
}

/** Over a row of `finance_entries` (unaliased): a document generated it. */
export const owned = sql<boolean>`exists (select 1 from sale_receivables where sale_receivables.entry_id = finance_entries.id)`;

/** For a WHERE on `finance_entries`: no document generated the row, so the ledger may rewrite or delete it. */
export const notOwned = sql<boolean>`not ${owned}`;
