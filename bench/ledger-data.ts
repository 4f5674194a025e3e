/**
 * Scratch ledgers for bench/ledger.ts: one organization with about `size`
 * entries and three neighbours with a tenth of that each, made by the demo
 * data's generator (app/seed/ledger-generator.ts) at a higher volume, written
 * in multi-row inserts without the history (no query of the benchmark reads
 * it). The volume that gives `size` entries is found by generating two small
 * ledgers and fitting a line.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import type { Dialect } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { DEFAULT_CATEGORIES } from "~/modules/finance/default-plan";
import { ledgerOf, type FinanceOrganization } from "~/seed/demo-finance.server";
import { writeBatch } from "~/seed/ledger-writer.server";
import { ledgerBatches } from "~/seed/ledger-generator";
import { profileOf } from "~/seed/ledger-profiles";
import { seedOf } from "~/seed/random";

const BIG = "eleve";
const NEIGHBOURS = ["sereno", "manager", "labfeelings"];

function entriesAt(slug: string, volume: number, today: string): number {
  let entries = 0;
  const batches = ledgerBatches({
    organizationId: "o",
    actorId: "a",
    today,
    now: `${today}T12:00:00.000Z`,
    seed: seedOf(slug),
    profile: profileOf(slug),
    categories: new Map(DEFAULT_CATEGORIES.map(({ name }) => [name, name])),
    volume,
    events: false,
  });
  for (const batch of batches) entries += batch.entries.length;
  return entries;
}

/** The volume at which `slug`'s generated ledger has about `size` entries. */
export function volumeFor(slug: string, size: number, today: string): number {
  // Counts are rounded at small volumes: the line through 10 and 50 fits the large ones.
  const ten = entriesAt(slug, 10, today);
  const fifty = entriesAt(slug, 50, today);
  const perVolume = (fifty - ten) / 40;
  return Math.max(0.05, 10 + (size - ten) / perVolume);
}

export interface BenchLedger {
  organizationId: string;
  userId: string;
  entries: number;
  seconds: number;
}

/**
 * Fills an empty, migrated database: the big organization ("eleve", about
 * `size` entries) and its three neighbours (a tenth each). Resolves to the
 * big one's ids and entry count, and the time the load took.
 */
export async function loadLedgers(db: Kysely<Database>, dialect: Dialect, size: number): Promise<BenchLedger> {
  const started = performance.now();
  const today = todayInSaoPaulo();
  const now = new Date().toISOString();
  const organizations: FinanceOrganization[] = [BIG, ...NEIGHBOURS].map((slug) => ({
    id: randomUUID(),
    slug,
    actorId: randomUUID(),
  }));
  await db
    .insertInto("organizations")
    .values(organizations.map(({ id, slug }) => ({ id, slug, display_name: slug, created_at: now })))
    .execute();
  for (const organization of organizations) {
    const target = organization.slug === BIG ? size : size / 10;
    const volume = volumeFor(organization.slug, target, today);
    // A transaction per month's batch: one of a million entries would grow the WAL past a gigabyte.
    const batches = await ledgerOf(db, organization, { today, now, volume, events: false });
    for (const batch of batches) await db.transaction().execute((trx) => writeBatch(trx, batch));
  }
  // PostgreSQL's autovacuum would have vacuumed (index-only scans need it) and analysed tables this
  // size by now; SQLite is never analysed by the app.
  if (dialect === "postgres") await sql`VACUUM ANALYZE`.execute(db);
  const big = organizations[0]!;
  const { n } = await db
    .selectFrom("finance_entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("organization_id", "=", big.id)
    .executeTakeFirstOrThrow();
  return { organizationId: big.id, userId: big.actorId, entries: Number(n), seconds: (performance.now() - started) / 1000 };
}
