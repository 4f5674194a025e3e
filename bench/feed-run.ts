/**
 * One database of bench/feed.ts, in a child process whose DATABASE_URL is
 * a scratch database: loads the posts (SQLite: one prepared statement in a
 * transaction; PostgreSQL: multi-row inserts), times the feed's reads and
 * prints the plans of the statements they sent. Argument: the posts.
 */
import { randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import { database } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { decodeFeedCursor } from "~/modules/social/feed-cursor";
import { listFeed, listHighlights } from "~/modules/social/feed.server";
import { seededRandom } from "~/seed/random";
import { planOf, statementsOf } from "./ledger-timing";

const size = Number(process.argv[2] ?? 1_000_000);
const plans = !process.argv.includes("--no-plans");
const PEOPLE = 200;
const SAMPLES = 200;
const WORDS = ["bom dia", "reunião", "café", "projeto", "meta batida", "caminhada", "obrigado", "time", "semana", "cliente"];

async function organization(db: Kysely<Database>, people: number) {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("organizations")
    .values({ id, slug: `b${id.slice(0, 8)}`, display_name: "Bench", created_at: now })
    .execute();
  const users: string[] = [];
  for (let i = 0; i < people; i++) {
    const userId = randomUUID();
    users.push(userId);
    await db
      .insertInto("users")
      .values({
        id: userId,
        username: `feed-${userId.slice(0, 8)}`,
        email: `feed-${userId.slice(0, 8)}@example.com`,
        given_name: "Pessoa",
        family_name: String(i),
        phone: null,
        avatar_url: null,
        is_active: 1,
        blocked_at: null,
        last_login: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto("memberships")
      .values({ user_id: userId, organization_id: id, role: "usuario", is_primary: 1, created_at: now })
      .execute();
    await db
      .insertInto("profiles")
      .values({
        id: randomUUID(),
        user_id: userId,
        username: `feed.${userId.slice(0, 8)}`,
        display_name: `Pessoa ${i}`,
        sort_name: `pessoa ${i}`,
        bio: null,
        location: null,
        website: null,
        avatar_url: null,
        preferences: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return { id, users };
}

function postRows(organizationId: string, users: string[], count: number, seed: number) {
  const random = seededRandom(seed);
  const start = Date.now() - count * 30_000;
  return function* () {
    for (let i = 0; i < count; i++) {
      const author = users[random.int(0, users.length - 1)]!;
      const created = new Date(start + i * 30_000 + random.int(0, 999)).toISOString();
      yield [
        randomUUID(),
        organizationId,
        author,
        `${random.pick(WORDS)} ${i}`,
        random.chance(0.03) ? "Aviso" : null,
        random.chance(0.05) ? "privado" : "organizacao",
        random.int(0, 12),
        random.int(0, 5),
        random.chance(0.01) ? created : null,
        created,
      ] as const;
    }
  };
}

const COLUMNS =
  "id, organization_id, author_id, body, content_warning, visibility, reaction_count, comment_count, hidden_at, created_at";

async function load(
  db: Kysely<Database>,
  dialect: string,
  file: string | null,
  organizationId: string,
  users: string[],
  count: number,
  seed: number,
) {
  const rows = postRows(organizationId, users, count, seed);
  if (file) {
    const raw = new SQLite(file);
    raw.pragma("journal_mode = WAL");
    const insert = raw.prepare(`insert into social_posts (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    raw.transaction(() => {
      for (const row of rows()) insert.run(...row);
    })();
    raw.close();
    return;
  }
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = sql.join(batch.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into social_posts (${sql.raw(COLUMNS)}) values ${values}`.execute(db);
    batch = [];
  };
  for (const row of rows()) {
    batch.push([...row]);
    if (batch.length === 1000) await flush();
  }
  await flush();
  void dialect;
}

/** Wall and CPU time of `rounds` rounds of `calls` after one warm-up pass: p50, p95 and max in ms. */
async function time(rounds: number, calls: Array<() => Promise<unknown>>) {
  for (const call of calls) await call();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const call of calls) {
      const started = performance.now();
      const used = process.cpuUsage();
      await call();
      const { user, system } = process.cpuUsage(used);
      wall.push(performance.now() - started);
      cpu.push((user + system) / 1000);
    }
  const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: at(wall, 50), p95: at(wall, 95), max: wall.at(-1)!, cpu95: at(cpu, 95) };
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function main() {
  const { db, dialect } = await database();
  const file = dialect === "sqlite" ? (process.env.DATABASE_URL ?? "").replace(/^file:/, "") : null;
  const started = performance.now();
  const big = await organization(db, PEOPLE);
  const small = await organization(db, 5);
  await load(db, dialect, file, big.id, big.users, size, 1);
  await load(db, dialect, file, small.id, small.users, 1000, 2);
  const reader = big.users[0]!;
  const now = new Date().toISOString();
  for (const blocker of big.users.slice(1, 4))
    await db
      .insertInto("user_blocks")
      .values({ organization_id: big.id, blocker_id: blocker, blocked_id: reader, created_at: now })
      .execute();
  if (dialect === "postgres") await sql`VACUUM ANALYZE`.execute(db);
  else await sql`ANALYZE`.execute(db);
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  console.log(
    `\n${label}: ${size.toLocaleString("pt-BR")} publicações carregadas em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );

  const scope = { organizationId: big.id, userId: reader };
  const deep = await db
    .selectFrom("social_posts")
    .select(["created_at", "id"])
    .where("organization_id", "=", big.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(Math.floor(size * 0.9))
    .limit(1)
    .executeTakeFirstOrThrow();
  const deepCursor = decodeFeedCursor(`${deep.created_at}_${deep.id}`);
  const measures: Array<{ name: string; calls: Array<() => Promise<unknown>> }> = [
    { name: "primeira página", calls: [() => listFeed(scope)] },
    { name: "página funda (cursor a 90 %)", calls: [() => listFeed(scope, { cursor: deepCursor })] },
    { name: "perfil de uma pessoa", calls: big.users.slice(10, 16).map((authorId) => () => listFeed(scope, { authorId })) },
    { name: "destaques da semana", calls: [() => listHighlights(scope)] },
  ];
  console.log("| banco | publicações | medida | p50 | p95 | máx | CPU p95 |  (ms)\n|---|---:|---|---:|---:|---:|---:|");
  for (const measure of measures) {
    const f = await time(Math.ceil(SAMPLES / measure.calls.length), measure.calls);
    console.log(`| ${label} | ${size} | ${measure.name} |${fmt(f.p50)} |${fmt(f.p95)} |${fmt(f.max)} |${fmt(f.cpu95)} |`);
  }
  if (!plans) return;
  for (const measure of measures) {
    console.log(`\n### ${label}: ${measure.name}`);
    for (const statement of await statementsOf(measure.calls[0]!)) {
      console.log(`\n${statement.sql}\n`);
      for (const line of await planOf(db, dialect, statement)) console.log(`  ${line}`);
    }
  }
}

await main();
process.exit(0);
