/**
 * Benchmark of user search: seeds synthetic members of one
 * organization into a scratch database, then prints p50/p95/p99 latency
 * (ms) of the search service's query (page 1, 10 per page) for each query
 * class, beside a naive LIKE scan over the same rows.
 *
 *   npm run bench:search                      # SQLite at 10 000, 100 000, 1 000 000
 *   npm run bench:search -- --sizes 10000     # other sizes
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search   # SQLite, then PostgreSQL
 *
 * Scratch databases (a temp SQLite file; a `bench_*` PostgreSQL database
 * beside DATABASE_URL) are removed at the end.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import type { DatabaseConfig } from "~/config.server";
import { fold } from "~/config/text-rules";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { seededRandom } from "~/seed/random";
import { searchUsers } from "~/services/search/search.server";
import { searchTerms } from "~/services/search/terms";
import { person, QUERY_CLASSES } from "./people";
import { onScratchDatabases } from "./scratch-databases";

const args = process.argv.slice(2);
const sizesArg = args[args.indexOf("--sizes") + 1];
const SIZES = args.includes("--sizes") && sizesArg ? sizesArg.split(",").map(Number) : [10_000, 100_000, 1_000_000];
const SERVICE_ROUNDS = 10;
const CHUNK = 1000;

async function seed(db: Kysely<Database>, size: number): Promise<string> {
  const organizationId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("organizations")
    .values({ id: organizationId, slug: "bench", display_name: "Bench", created_at: now })
    .execute();
  const random = seededRandom(2026);
  for (let start = 0; start < size; start += CHUNK) {
    const people = Array.from({ length: Math.min(CHUNK, size - start) }, (_, k) => ({
      id: randomUUID(),
      ...person(random, start + k),
    }));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values(
          people.map((p) => ({
            id: p.id,
            username: p.username,
            email: p.email,
            given_name: p.givenName,
            family_name: p.familyName,
            phone: null,
            avatar_url: null,
            is_active: 1 as const,
            blocked_at: null,
            last_login: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto("memberships")
        .values(
          people.map((p) => ({
            user_id: p.id,
            organization_id: organizationId,
            role: "Usuario",
            is_primary: 1 as const,
            created_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto("profiles")
        .values(
          people.map((p) => ({
            id: randomUUID(),
            user_id: p.id,
            username: p.username,
            display_name: p.displayName,
            sort_name: fold(p.displayName),
            bio: p.bio,
            location: p.location,
            website: null,
            avatar_url: null,
            preferences: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    });
    if ((start / CHUNK) % 100 === 99) process.stdout.write(`  ${start + CHUNK} membros...\r`);
  }
  return organizationId;
}

/** The naive baseline: every word contained anywhere, sorted by display name. */
function likeScan(db: Kysely<Database>, organizationId: string, query: string) {
  const words = searchTerms(query);
  return db
    .selectFrom("profiles as p")
    .innerJoin("memberships as m", (join) =>
      join.onRef("m.user_id", "=", "p.user_id").on("m.organization_id", "=", organizationId),
    )
    .select(["p.id", "p.display_name"])
    .where((eb) =>
      eb.and(
        words.map((word) =>
          eb.or(
            (["p.display_name", "p.username", "p.bio", "p.location"] as const).map((column) =>
              eb(sql`lower(${sql.ref(column)})`, "like", `%${word}%`),
            ),
          ),
        ),
      ),
    )
    .orderBy("p.display_name")
    .limit(10)
    .execute();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

/** Sorted latencies (ms) of `rounds` passes over the queries. */
async function time(rounds: number, queries: string[], call: (query: string) => () => Promise<unknown>) {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      await call(query)();
      samples.push(performance.now() - started);
    }
  }
  return samples.sort((a, b) => a - b);
}

async function measure(app: AppDatabase, size: number, label: string) {
  const seedStart = performance.now();
  const organizationId = await seed(app.db, size);
  if (app.dialect === "postgres") await sql`ANALYZE`.execute(app.db);
  console.log(
    `${label}: ${size.toLocaleString("pt-BR")} membros semeados em ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const likeRounds = size >= 1_000_000 ? 1 : size >= 100_000 ? 2 : 5;
  for (const [name, queries] of Object.entries(QUERY_CLASSES)) {
    // A searcher with no blocks: the block predicate's lookups are still paid for every candidate.
    const viewerId = randomUUID();
    const service = (query: string) => () =>
      searchUsers(app.db, app.dialect, { tenantId: organizationId, viewerId, query, page: 1, perPage: 10 });
    for (const query of queries) await service(query)(); // warm-up
    const s = await time(SERVICE_ROUNDS, queries, service);
    const l = await time(likeRounds, queries, (query) => () => likeScan(app.db, organizationId, query));
    console.log(
      `| ${label.padEnd(10)} | ${size.toLocaleString("pt-BR").padStart(9)} | ${name.padEnd(10)} |` +
        `${fmt(percentile(s, 50))} |${fmt(percentile(s, 95))} |${fmt(percentile(s, 99))} |` +
        `${fmt(percentile(l, 50))} |${fmt(percentile(l, 95))} |${fmt(percentile(l, 99))} |`,
    );
  }
}

const HEADER =
  "| banco      |   membros | classe     | índice p50 | p95 | p99 | LIKE p50 | p95 | p99 |  (ms)\n" +
  "|------------|-----------|------------|---------|--------|--------|---------|--------|--------|";

async function withScratch(settings: DatabaseConfig, run: (app: AppDatabase) => Promise<void>) {
  const app = openDatabase(settings);
  try {
    await migrateToLatest(app);
    await run(app);
  } finally {
    await app.db.destroy();
  }
}

async function main() {
  console.log(HEADER);
  for (const size of SIZES) {
    await onScratchDatabases("search", (url, dialect) =>
      withScratch(
        dialect === "sqlite" ? { dialect, file: url.slice("file:".length) } : { dialect, connectionString: url },
        (app) => measure(app, size, dialect === "sqlite" ? "SQLite" : "PostgreSQL"),
      ),
    );
  }
}

await main();
