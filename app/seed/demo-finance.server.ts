/**
 * The demo ledger of each seeded organization: the default plano de contas,
 * 2 or 3 accounts, about 30 contatos, cost centres and 24 months of entries
 * ending two months after today (America/Sao_Paulo), from a PRNG seeded with
 * the organization's slug: the same rows on every run for a given today.
 * Runs inside the demo seed's transaction.
 */
import type { Kysely } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import type { Database } from "~/db/schema";
import { ensureDefaultPlan } from "~/modules/finance/default-plan.server";
import { emptyBatch, type LedgerBatch } from "./ledger-book";
import { ledgerBatches } from "./ledger-generator";
import { profileOf } from "./ledger-profiles";
import { writeBatch } from "./ledger-writer.server";
import { seedOf } from "./random";

export interface FinanceOrganization {
  id: string;
  slug: string;
  /** The administrator who records the demo entries. */
  actorId: string;
}

/**
 * Gives every organization the default plan and its demo ledger; `now`
 * fixes today. The ledgers are written together, each table's rows of all
 * organizations in a few multi-row inserts (a few thousand rows: one batch
 * fits in memory).
 */
export async function seedDemoFinance(
  db: Kysely<Database>,
  organizations: FinanceOrganization[],
  now = new Date(),
): Promise<void> {
  const all = emptyBatch();
  for (const organization of organizations) {
    const batches = await ledgerOf(db, organization, { today: todayInSaoPaulo(now), now: now.toISOString() });
    for (const batch of batches)
      for (const key of Object.keys(all) as Array<keyof LedgerBatch>)
        for (const row of batch[key]) (all[key] as object[]).push(row);
  }
  await writeBatch(db, all);
}

/** What a generated ledger depends on besides its organization; `volume` (1 for the demo) multiplies its entries. */
export interface LedgerSeedOptions {
  today: string;
  now: string;
  volume?: number;
  /** Writes the entries' history: true. */
  events?: boolean;
}

/**
 * Gives the organization the default plan, then the batches of its
 * generated ledger (ledger-generator.ts), seeded with its slug, for the
 * caller to write (`writeBatch`).
 */
export async function ledgerOf(
  db: Kysely<Database>,
  organization: FinanceOrganization,
  options: LedgerSeedOptions,
): Promise<Generator<LedgerBatch>> {
  await ensureDefaultPlan(db, organization.id);
  const categories = await db
    .selectFrom("finance_categories")
    .select(["id", "name"])
    .where("organization_id", "=", organization.id)
    .execute();
  return ledgerBatches({
    ...options,
    organizationId: organization.id,
    actorId: organization.actorId,
    seed: seedOf(organization.slug),
    profile: profileOf(organization.slug),
    categories: new Map(categories.map(({ id, name }) => [name, id])),
  });
}
