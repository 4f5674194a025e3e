/**
 * Benchmark of the notification reads (modules/social/notifications.server.ts)
 * on SQLite: one person of one organization with 200 000 notifications
 * (from 20 people, about 2 000 posts, two of the actors blocked) and
 * 2 000 conversations (half with unread messages). Prints p50/p95/p99 (ms)
 * of the first page, a deep cursor page, the panel's five notifications
 * and its unread conversations, and the shell's counts, then EXPLAIN
 * QUERY PLAN of each statement.
 * Goal: each p95 <= 15 ms.
 *
 *   npm run bench:notifications
 *   npm run bench:notifications -- --size 50000 --no-plans
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZE = Number(option("--size") ?? 200_000);
const file = join(tmpdir(), `bench-notifications-${randomUUID()}.db`);
process.env.DATABASE_URL = `file:${file}`;
process.env.SESSION_SECRET ??= "bench-notifications-secret-0123456789abcdef";
process.env.LOG_LEVEL ??= "silent";

const { database } = await import("~/db/db.server");
const { listNotifications, listUnreadConversations } = await import("~/modules/social/notifications.server");
const { socialCounts } = await import("~/modules/social/counts.server");
const { planOf, statementsOf, time } = await import("./ledger-timing");

const iso = (ms: number) => new Date(ms).toISOString();

async function main() {
  const { db, dialect } = await database();
  const started = performance.now();
  const now = Date.now();
  const organizationId = randomUUID();
  await db
    .insertInto("organizations")
    .values({ id: organizationId, slug: "bench", display_name: "Bench", created_at: iso(now) })
    .execute();
  const people = Array.from({ length: 21 }, () => randomUUID());
  const me = people[0]!;
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of people.entries()) {
      await trx
        .insertInto("users")
        .values({
          id,
          username: `b${i}`,
          email: `b${i}@example.com`,
          given_name: `Pessoa ${i}`,
          family_name: "Bench",
          phone: null,
          avatar_url: null,
          is_active: 1,
          blocked_at: null,
          last_login: null,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute();
      await trx
        .insertInto("memberships")
        .values({ user_id: id, organization_id: organizationId, role: "Usuario", is_primary: 1, created_at: iso(now) })
        .execute();
      await trx
        .insertInto("profiles")
        .values({
          id: randomUUID(),
          user_id: id,
          username: `pessoa.${i}`,
          display_name: `Pessoa ${i}`,
          sort_name: `pessoa ${i}`,
          bio: null,
          location: null,
          website: null,
          avatar_url: null,
          preferences: null,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .execute();
    }
    for (const blocked of people.slice(1, 3))
      await trx
        .insertInto("user_blocks")
        .values({ organization_id: organizationId, blocker_id: me, blocked_id: blocked, created_at: iso(now) })
        .execute();
    const posts = Array.from({ length: 2_000 }, (_, i) => ({
      id: randomUUID(),
      organization_id: organizationId,
      author_id: me,
      body: `Post ${i}`,
      content_warning: null,
      visibility: "organizacao" as const,
      reaction_count: 0,
      comment_count: 0,
      edited_at: null,
      hidden_at: i % 500 === 0 ? iso(now) : null,
      hidden_by: null,
      created_at: iso(now - (2_000 - i) * 600_000),
    }));
    for (let i = 0; i < posts.length; i += 500)
      await trx
        .insertInto("social_posts")
        .values(posts.slice(i, i + 500))
        .execute();
    const kinds = ["reacao", "comentario", "mencao"] as const;
    for (let i = 0; i < SIZE; i += 500) {
      const rows = Array.from({ length: Math.min(500, SIZE - i) }, (_, j) => {
        const n = i + j;
        return {
          id: randomUUID(),
          organization_id: organizationId,
          user_id: me,
          kind: kinds[n % 3]!,
          actor_id: people[1 + (n % 20)]!,
          post_id: posts[n % posts.length]!.id,
          comment_id: null,
          created_at: iso(now - (SIZE - n) * 1_000),
          read_at: n < SIZE - 50 ? iso(now) : null,
        };
      });
      await trx.insertInto("notifications").values(rows).execute();
    }
    for (let c = 0; c < 2_000; c++) {
      const id = randomUUID();
      const other = people[1 + (c % 20)]!;
      const at = iso(now - c * 60_000);
      await trx
        .insertInto("conversations")
        .values({
          id,
          organization_id: organizationId,
          kind: "grupo",
          title: `Grupo ${c}`,
          direct_key: null,
          created_by: other,
          created_at: at,
          last_message_at: at,
        })
        .execute();
      await trx
        .insertInto("conversation_members")
        .values(
          [me, other].map((user) => ({
            conversation_id: id,
            user_id: user,
            organization_id: organizationId,
            joined_at: at,
            left_at: null,
            muted: 0,
            unread_count: user === me && c % 2 === 0 ? 3 : 0,
            last_read_at: null,
            last_activity_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto("messages")
        .values(
          Array.from({ length: 5 }, (_, m) => ({
            id: randomUUID(),
            organization_id: organizationId,
            conversation_id: id,
            sender_id: other,
            kind: "texto" as const,
            body: `Mensagem ${m}`,
            created_at: iso(now - c * 60_000 - (5 - m) * 1_000),
          })),
        )
        .execute();
    }
  });
  console.log(
    `\nSQLite: ${SIZE.toLocaleString("pt-BR")} notificações e 2 000 conversas carregadas em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );

  const scope = { organizationId, userId: me };
  let deep: string | null = null;
  for (let page = await listNotifications(scope); page.next; page = await listNotifications(scope, { before: page.next })) {
    deep = page.next;
    if (page.items[0] && page.items[0].createdAt < iso(now - (SIZE / 2) * 1_000)) break;
  }
  const cases: Array<[string, () => Promise<unknown>]> = [
    ["notificações, primeira página (20)", () => listNotifications(scope)],
    ["notificações, página no meio (cursor)", () => listNotifications(scope, { before: deep })],
    ["painel: 5 notificações", () => listNotifications(scope, { limit: 5 })],
    ["painel: conversas não lidas (5)", () => listUnreadConversations(scope, 5)],
    ["contadores do shell (socialCounts)", () => socialCounts(scope)],
  ];
  console.log("leitura".padEnd(40), "p50".padStart(7), "p95".padStart(7), "p99".padStart(7), "  (ms)");
  for (const [label, call] of cases) {
    const result = await time(60, [call]);
    console.log(label.padEnd(40), ...[result.p50, result.p95, result.p99].map((ms) => ms.toFixed(2).padStart(7)));
  }
  if (args.includes("--no-plans")) return;
  for (const [label, call] of cases) {
    console.log(`\n${label}`);
    for (const statement of await statementsOf(call)) console.log((await planOf(db, dialect, statement)).join("\n"));
  }
  await db.destroy();
}

try {
  await main();
} finally {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
}
