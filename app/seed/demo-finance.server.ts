/**
 * The demo ledger of each seeded organization: the default plano de contas,
 * 2 or 3 accounts, about 30 contatos, cost centres and 24 months of entries
 * ending two months after today (America/Sao_Paulo), from a PRNG seeded with
 * the organization's slug: the same rows on every run for a given today.
 * Its product sales stop where the demo sales (demo-sales.server.ts) begin.
 * Runs inside the demo seed's transaction.
 */
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
  /** The administrator who records the demo entries. */
  actorId: string;
}

/**
 * Gives every organization the default plan and its demo ledger; `now`
 * fixes today. The ledgers are written together, each table's rows of all
 * organizations in a few multi-row inserts (a few thousand rows: one batch
 * fits in memory). Eleve's main account also gets the entries that match
 * the sample bank statement of tests/fixtures/statements (demo-statement.ts).
 */
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

/** The sample statement's entries in the organization's account named DEMO_STATEMENT_ACCOUNT (none when it has no such account). */
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
    now: now.toISOString(),
  });
}

/** What a generated ledger depends on besides its organization; `volume` (1 for the demo) multiplies its entries. */
export interface LedgerSeedOptions {
  today: string;
  now: string;
  volume?: number;
  /** Writes the entries' history: true. */
  events?: boolean;
  /** The first month whose product sales are the demo sales' (ledger-generator.ts); undefined: none are. */
  productSalesUntil?: string;
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
  return ledgerBatches({
    ...options,
    organizationId: organization.id,
    actorId: organization.actorId,
    seed: seedOf(organization.slug),
    profile: profileOf(organization.slug),
    categories: await categoriesOf(db, organization.id),
  });
}

/** The organization's categories' ids by name. */
async function categoriesOf(db: Kysely<Database>, organizationId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("finance_categories")
    .select(["id", "name"])
    .where("organization_id", "=", organizationId)
    .execute();
  return new Map(rows.map(({ id, name }) => [name, id]));
}
