/**
 * Benchmark of user search: seeds synthetic members of one
 * organization into a scratch database, then prints p50/p95/p99 latency
 * (ms) of the search service (page 1, 10 per page; each query of a class
 * 30 times) for each query class,
 * beside a naive LIKE scan over the same rows; then the recall of the 200
 * misspelled names of bench/misspelled-names.json and of the same names
 * typed right (the share whose first page holds someone of that name),
 * with the latency of those 400 searches; each class and recall beside its
 * goal (p95 at most 10 ms, 15 with a typo; 95 % and 100 % found); on
 * PostgreSQL, the EXPLAIN ANALYZE of one query of each class.
 *
 *   npm run bench:search                      # SQLite at 10 000, 100 000, 1 000 000
 *   npm run bench:search -- --sizes 10000     # other sizes
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:search   # SQLite, then PostgreSQL
 *   npm run bench:search -- --on postgres://.../mine --sizes 1000000   # seeds that database once and keeps it
 *   npm run bench:search -- --no-like         # without the LIKE baseline (minutes at a million)
 *
 * Scratch databases (a temp SQLite file; a `search_bench` PostgreSQL
 * database beside DATABASE_URL) are removed at the end; `--on` measures
 * the database it names instead (SQLite `file:...` or PostgreSQL), seeding
 * it only when it holds no benchmark organization yet. `npm run
 * bench:search` gives node the young generation `npm start` gives the
 * product (`--max-semi-space-size=64`).
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import type { DatabaseConfig } from "~/config.server";
import { migrateToLatest, openDatabase, type AppDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { answeringQuery, findCandidates, searchUsers } from "~/services/search/search.server";
import { searchTerms } from "~/services/search/terms";
import { correctionsFor } from "~/services/search/vocabulary.server";
import { QUERY_CLASSES } from "./people";
import { onScratchDatabases } from "./scratch-databases";
import { seedMembers } from "./search-seed";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZES = option("--sizes")?.split(",").map(Number) ?? [10_000, 100_000, 1_000_000];
const ON = option("--on");
const LIKE = !args.includes("--no-like");
const SERVICE_ROUNDS = 30;
/** The goal at a million members, ms at p95: 15 for the class with a typo, 10 for every other. */
const goalP95 = (queryClass: string) => (queryClass === "com erro" ? 15 : 10);
const mark = (met: boolean) => (met ? "✓" : "✗");
const PER_PAGE = 10;
const MISSPELLED: Array<{ name: string; typo: string }> = JSON.parse(
  readFileSync(new URL("./misspelled-names.json", import.meta.url), "utf8"),
);

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

const row = (label: string, size: number, name: string, service: number[], like?: number[]) =>
  `| ${label.padEnd(10)} | ${size.toLocaleString("pt-BR").padStart(9)} | ${name.padEnd(12)} |` +
  `${fmt(percentile(service, 50))} |${fmt(percentile(service, 95))} |${fmt(percentile(service, 99))} |` +
  (like
    ? `${fmt(percentile(like, 50))} |${fmt(percentile(like, 95))} |${fmt(percentile(like, 99))} |`
    : `       — |      — |      — |`);

/** The bench organization of a database seeded earlier, or a new one with `size` members. */
async function benchOrganization(app: AppDatabase, size: number, label: string): Promise<string> {
  const found = await app.db.selectFrom("organizations").select("id").where("slug", "=", "bench").executeTakeFirst();
  if (found) return found.id;
  const seedStart = performance.now();
  const organizationId = await seedMembers(app.db, size);
  if (app.dialect === "postgres") await sql`VACUUM ANALYZE`.execute(app.db);
  const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(`${label}: ${size.toLocaleString("pt-BR")} membros semeados em ${seconds} s`);
  return organizationId;
}

/** The plan of the candidate query `searchUsers` runs last for `query`: the typo pass when the exact one finds less than a page; the sample's when it was asked and held enough. */
async function plan(app: AppDatabase, scope: { tenantId: string; viewerId: string }, query: string) {
  const terms = searchTerms(query);
  const exact = await findCandidates(app.db, app.dialect, scope, terms);
  const corrections = exact.length < PER_PAGE ? await correctionsFor(app.db, terms) : undefined;
  const { query: last } = await answeringQuery(app.db, app.dialect, scope, terms, { corrections });
  const explained = await sql<{ "QUERY PLAN": string }>`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${last}`.execute(app.db);
  return explained.rows.map((line) => `    ${line["QUERY PLAN"]}`).join("\n");
}

async function measure(app: AppDatabase, size: number, label: string) {
  const organizationId = await benchOrganization(app, size, label);
  // A searcher with no blocks: the block set is still read once per query.
  const scope = { tenantId: organizationId, viewerId: randomUUID() };
  const search = (query: string) => searchUsers(app.db, app.dialect, { ...scope, query, page: 1, perPage: PER_PAGE });
  const likeRounds = size >= 1_000_000 ? 1 : size >= 100_000 ? 2 : 5;
  const plans: string[] = [];
  for (const [name, queries] of Object.entries(QUERY_CLASSES)) {
    for (const query of queries) await search(query); // warm-up
    const s = await time(SERVICE_ROUNDS, queries, (query) => () => search(query));
    const l = LIKE ? await time(likeRounds, queries, (query) => () => likeScan(app.db, organizationId, query)) : undefined;
    const goal = goalP95(name);
    console.log(`${row(label, size, name, s, l)} ${mark(percentile(s, 95) <= goal)} ${goal} |`);
    if (app.dialect === "postgres") plans.push(`  ${name}: "${queries[0]}"\n${await plan(app, scope, queries[0]!)}`);
  }
  for (const [name, pick, recallGoal] of [
    ["200 com erro", (entry: (typeof MISSPELLED)[number]) => entry.typo, 0.95],
    ["200 exatos", (entry: (typeof MISSPELLED)[number]) => entry.name, 1],
  ] as const) {
    let found = 0;
    const samples: number[] = [];
    for (const entry of MISSPELLED) {
      const started = performance.now();
      const page = await search(pick(entry));
      samples.push(performance.now() - started);
      if (page.data.some((user) => user.displayName === entry.name)) found++;
    }
    console.log(
      `${row(
        label,
        size,
        name,
        samples.sort((a, b) => a - b),
      )}        | achados: ${found}/${MISSPELLED.length} (meta ${recallGoal * 100} % ${mark(found >= recallGoal * MISSPELLED.length)})`,
    );
  }
  if (plans.length > 0) console.log(`EXPLAIN ANALYZE, ${label}, ${size.toLocaleString("pt-BR")} membros:\n${plans.join("\n")}`);
}

const HEADER =
  "| banco      |   membros | classe       | índice p50 | p95 | p99 | LIKE p50 | p95 | p99 | meta p95 |  (ms)\n" +
  "|------------|-----------|--------------|---------|--------|--------|---------|--------|--------|---------|";

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
  const settings = (url: string): DatabaseConfig =>
    url.startsWith("file:")
      ? { dialect: "sqlite", file: url.slice("file:".length) }
      : { dialect: "postgres", connectionString: url };
  const labelOf = (url: string) => (url.startsWith("file:") ? "SQLite" : "PostgreSQL");
  if (ON) {
    await withScratch(settings(ON), (app) => measure(app, SIZES[0]!, labelOf(ON)));
    return;
  }
  for (const size of SIZES) {
    await onScratchDatabases("search", (url) => withScratch(settings(url), (app) => measure(app, size, labelOf(url))));
  }
}

await main();
