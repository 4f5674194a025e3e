/**
 * One database of bench/conversations.ts, in a child process whose
 * DATABASE_URL is a scratch database: loads the conversations and the
 * long thread (multi-row inserts, deterministic), times the reads and
 * prints the plans of the statements they sent.
 */
import { randomUUID } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import { database } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { listConversations } from "~/modules/conversations/conversations.server";
import { threadPage } from "~/modules/conversations/messages.server";
import { seededRandom } from "~/seed/random";
import { planOf, statementsOf, time } from "./ledger-timing";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const CONVERSATIONS = option("--conversations", 10_000);
const MESSAGES = option("--messages", 100_000);
const plans = !args.includes("--no-plans");
const SAMPLES = 200;
const PEOPLE = 300;
const TEXTS = [
  "Bom dia!",
  "Vamos almoçar?",
  "Enviei o arquivo.",
  "Combinado, até amanhã.",
  "Obrigado pela ajuda!\nDeu tudo certo.",
];

async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
) {
  const size = Math.floor(30_000 / Object.keys(rows[0] ?? { a: 1 }).length);
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
}

const iso = (time: number) => new Date(time).toISOString();

async function load(db: Kysely<Database>) {
  const random = seededRandom(7);
  const nowTime = Date.now();
  const now = iso(nowTime);
  const organizationId = randomUUID();
  await db
    .insertInto("organizations")
    .values({ id: organizationId, slug: `c${organizationId.slice(0, 8)}`, display_name: "Bench", created_at: now })
    .execute();
  const people = Array.from({ length: PEOPLE }, () => randomUUID());
  await insertMany(
    db,
    "users",
    people.map((id, index) => ({
      id,
      username: `p${id.slice(0, 12)}`,
      email: `p${id.slice(0, 12)}@example.com`,
      given_name: `Pessoa${index}`,
      family_name: "Bench",
      phone: null,
      avatar_url: null,
      is_active: 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })),
  );
  await insertMany(
    db,
    "memberships",
    people.map((id) => ({ user_id: id, organization_id: organizationId, role: "usuario", is_primary: 0, created_at: now })),
  );
  const self = people[0]!;
  const conversations: Array<Insertable<Database["conversations"]>> = [];
  const members: Array<Insertable<Database["conversation_members"]>> = [];
  const messages: Array<Insertable<Database["messages"]>> = [];
  for (let index = 0; index < CONVERSATIONS; index++) {
    const id = randomUUID();
    const others = [people[1 + (index % (PEOPLE - 1))]!, people[1 + ((index * 7 + 3) % (PEOPLE - 1))]!].filter(
      (p, i, all) => all.indexOf(p) === i,
    );
    const start = nowTime - random.int(0, 365 * 86_400) * 1000;
    const count = random.int(1, 3);
    const times = Array.from({ length: count }, (_, at) => iso(start + at * 60_000));
    const last = times.at(-1)!;
    conversations.push({
      id,
      organization_id: organizationId,
      kind: "grupo",
      title: `Grupo ${index}`,
      direct_key: null,
      created_by: self,
      created_at: iso(start - 1000),
      last_message_at: last,
    });
    for (const userId of [self, ...others])
      members.push({
        conversation_id: id,
        user_id: userId,
        organization_id: organizationId,
        joined_at: iso(start - 1000),
        left_at: null,
        muted: 0,
        unread_count: random.int(0, 1),
        last_read_at: null,
        last_activity_at: last,
      });
    times.forEach((at, n) =>
      messages.push({
        id: randomUUID(),
        organization_id: organizationId,
        conversation_id: id,
        sender_id: n % 2 ? self : others[0]!,
        kind: "texto",
        body: random.pick(TEXTS),
        created_at: at,
      }),
    );
  }
  const threadId = randomUUID();
  const other = people[1]!;
  const first = nowTime - MESSAGES * 30_000;
  const lastThread = iso(first + (MESSAGES - 1) * 30_000);
  conversations.push({
    id: threadId,
    organization_id: organizationId,
    kind: "direta",
    title: null,
    direct_key: [self, other].sort().join(":"),
    created_by: self,
    created_at: iso(first - 1000),
    last_message_at: lastThread,
  });
  for (const userId of [self, other])
    members.push({
      conversation_id: threadId,
      user_id: userId,
      organization_id: organizationId,
      joined_at: iso(first - 1000),
      left_at: null,
      muted: 0,
      unread_count: 0,
      last_read_at: lastThread,
      last_activity_at: lastThread,
    });
  for (let n = 0; n < MESSAGES; n++)
    messages.push({
      id: randomUUID(),
      organization_id: organizationId,
      conversation_id: threadId,
      sender_id: n % 2 ? self : other,
      kind: "texto",
      body: random.pick(TEXTS),
      created_at: iso(first + n * 30_000),
    });
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, "conversations", conversations);
    await insertMany(trx, "conversation_members", members);
    await insertMany(trx, "messages", messages);
  });
  return { scope: { organizationId, userId: self }, threadId };
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function main() {
  const store = await database();
  const { db, dialect } = store;
  const started = performance.now();
  const { scope, threadId } = await load(db);
  if (dialect === "postgres") await sql`VACUUM ANALYZE`.execute(db);
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  console.log(
    `\n${label}: ${CONVERSATIONS} conversas e uma conversa de ${MESSAGES} mensagens carregadas em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );

  // Cursors deep in the list and the thread, taken by paging there once.
  let listCursor: string | null = null;
  for (let page = 0; page < Math.min(100, CONVERSATIONS / 30 - 1); page++)
    listCursor = (await listConversations(scope, listCursor)).next;
  const middle = await db
    .selectFrom("messages")
    .select(["created_at", "id"])
    .where("conversation_id", "=", threadId)
    .orderBy("created_at")
    .offset(Math.floor(MESSAGES / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const threadCursor = `${middle.created_at}_${middle.id}`;
  const measures: Array<{ name: string; call: () => Promise<unknown> }> = [
    { name: "lista, primeira página", call: () => listConversations(scope) },
    { name: "lista, página ~100 (cursor)", call: () => listConversations(scope, listCursor) },
    { name: "conversa, última página", call: () => threadPage(scope, threadId) },
    { name: "conversa, página do meio (cursor)", call: () => threadPage(scope, threadId, threadCursor) },
  ];
  console.log("| banco | medida | p50 | p95 | p99 | CPU p50 | CPU p95 |  (ms)\n|---|---|---:|---:|---:|---:|---:|");
  for (const measure of measures) {
    const f = await time(SAMPLES, [measure.call]);
    console.log(`| ${label} | ${measure.name} |${fmt(f.p50)} |${fmt(f.p95)} |${fmt(f.p99)} |${fmt(f.cpu50)} |${fmt(f.cpu95)} |`);
  }
  if (!plans) return;
  for (const measure of measures.filter((_, index) => index % 2 === 1)) {
    console.log(`\n### ${label}: ${measure.name}`);
    const statements = await statementsOf(measure.call);
    // The list reads one last message per row: the first two of its statements tell them all.
    const distinct = statements.filter(
      (statement, index) => statements.findIndex((other) => other.sql === statement.sql) === index,
    );
    for (const statement of distinct) {
      console.log(`\n${statement.sql}\n`);
      for (const line of await planOf(db, dialect, statement)) console.log(`  ${line}`);
    }
  }
}

await main();
process.exit(0);
