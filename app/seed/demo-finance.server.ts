/** Deterministic demo ledgers: a PRNG seeded with the slug gives the same rows on every run for a given today; product sales stop where the demo sales begin. */
import type { Kysely } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import type { Database } from "~/db/schema";
import { ensureDefaultPlan } from "~/modules/finance/default-plan.server";
import { demoSalesFirstMonth } from "./demo-sales";
import { DEMO_STATEMENT_ACCOUNT, DEMO_STATEMENT_ORGANIZATION } from "./demo-statement";
import { mergedAccountDays, statementLedger } from "./demo-statement-ledger";
import { emptyBatch, type LedgerBatch } from "./ledger-book";
import { ledgerBatches } from "./ledger-generator";
import { profileOf } from "./ledger-profiles";
import { writeBatch } from "./ledger-writer.server";
import { seedOf } from "./random";

export interface FinanceOrganization {
  id: string;
  slug: string;
  actorId: string;
}

/** Gives every organization the default plan and its demo ledger, written in a few multi-row inserts; `now` fixes today. */
export async function seedDemoFinance(
  db: Kysely<Database>,
  organizations: FinanceOrganization[],
  now = new Date(),
): Promise<void> {
  const all = emptyBatch();
  for (const organization of organizations) {
    const today = todayInSaoPaulo(now);
    const batches = await ledgerOf(db, organization, {
      today,
      now: now.toISOString(),
      productSalesUntil: demoSalesFirstMonth(today),
    });
    for (const batch of batches)
      for (const key of Object.keys(all) as Array<keyof LedgerBatch>)
        for (const row of batch[key]) (all[key] as object[]).push(row);
    if (organization.slug === DEMO_STATEMENT_ORGANIZATION) {
      const batch = await statementBatch(db, organization, all, now);
      for (const key of Object.keys(all) as Array<keyof LedgerBatch>)
        for (const row of batch[key]) (all[key] as object[]).push(row);
    }
  }
  all.accountDays = mergedAccountDays(all.accountDays);
  await writeBatch(db, all);
}

async function statementBatch(
  db: Kysely<Database>,
  organization: FinanceOrganization,
  all: LedgerBatch,
  now: Date,
): Promise<LedgerBatch> {
  const account = all.accounts.find((row) => row.organization_id === organization.id && row.name === DEMO_STATEMENT_ACCOUNT);
  if (!account) return emptyBatch();
  return statementLedger({
    organizationId: organization.id,
    actorId: organization.actorId,
    accountId: account.id,
    categories: await categoriesOf(db, organization.id),
    today: todayInSaoPaulo(now),
    now: now.toISOString(),
  });
}

/** What a generated ledger depends on besides its organization; `volume` (1 for the demo) multiplies its entries. */
export interface LedgerSeedOptions {
  today: string;
  now: string;
  volume?: number;
  events?: boolean;
  productSalesUntil?: string;
}

/** Gives the organization the default plan, then the batches of its generated ledger (ledger-generator.ts), seeded with its slug, for the caller to write (`writeBatch`). */
export async function ledgerOf(
  db: Kysely<Database>,
  organization: FinanceOrganization,
  options: LedgerSeedOptions,
): Promise<Generator<LedgerBatch>> {
  await ensureDefaultPlan(db, organization.id);
  return ledgerBatches({
    ...options,
    organizationId: organization.id,
    actorId: organization.actorId,
    seed: seedOf(organization.slug),
    profile: profileOf(organization.slug),
    categories: await categoriesOf(db, organization.id),
  });
}

async function categoriesOf(db: Kysely<Database>, organizationId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("finance_categories")
    .select(["id", "name"])
    .where("organization_id", "=", organizationId)
    .execute();
  return new Map(rows.map(({ id, name }) => [name, id]));
}
