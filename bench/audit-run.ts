/**
 * One database of bench/audit.ts, in a child process whose DATABASE_URL is
 * a scratch database: loads the events (multi-row inserts, deterministic),
 * times the log's reads and prints the plans of the statements they sent.
 * Argument: the big organization's event count.
 */
import { randomUUID } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import { database } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { AUDIT_ACTIONS, type AuditAction } from "~/modules/audit/actions";
import { checkAuditQuery } from "~/modules/audit/log-query.server";
import { auditPeople, listAuditEvents } from "~/modules/audit/log.server";
import type { AuditEventTable } from "~/db/schema/audit";
import { seededRandom } from "~/seed/random";
import { planOf, statementsOf, time } from "./ledger-timing";

const size = Number(process.argv[2] ?? 200_000);
const plans = !process.argv.includes("--no-plans");
const SAMPLES = 60;
const DAYS = 730;
const NAMES = ["Ana", "Bruno", "Carla", "Davi", "Elisa", "Fábio", "Gabriela", "Heitor", "Íris", "João", "Karina", "Lúcia"];
// The common actions many times over the rare ones: member changes and estornos happen daily, API keys seldom.
const ACTIONS = (Object.keys(AUDIT_ACTIONS) as AuditAction[]).flatMap((action) =>
  Array<AuditAction>(
    action === "api_key.created" ? 1 : action.startsWith("member.") || action === "settlement.reversed" ? 12 : 4,
  ).fill(action),
);

async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
}

/** An organization with `count` events by 12 people over the last DAYS days; its id and people. */
async function loadOrganization(db: Kysely<Database>, count: number, seed: number) {
  const random = seededRandom(seed).next;
  const id = randomUUID();
  await db
    .insertInto("organizations")
    .values({ id, slug: `b${id.slice(0, 8)}`, display_name: "Bench", created_at: new Date().toISOString() })
    .execute();
  const people = NAMES.map((name) => ({ id: randomUUID(), name: `${name} Silva` }));
  const end = Date.now();
  const events: AuditEventTable[] = [];
  for (let i = 0; i < count; i++) {
    const person = people[Math.floor(random() * people.length)]!;
    events.push({
      id: randomUUID(),
      organization_id: id,
      occurred_at: new Date(end - Math.floor(random() * DAYS * 86_400_000)).toISOString(),
      actor_id: person.id,
      actor_name: person.name,
      action: ACTIONS[Math.floor(random() * ACTIONS.length)]!,
      target_type: "member",
      target_id: randomUUID(),
      target_label: `${NAMES[Math.floor(random() * NAMES.length)]} Souza`,
      detail: random() < 0.3 ? JSON.stringify({ from: "Usuario", to: "Administrator" }) : null,
    });
  }
  await db.transaction().execute((trx) => insertMany(trx, "audit_events", events));
  return { id, people };
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function main() {
  const { db, dialect } = await database();
  const started = performance.now();
  const big = await loadOrganization(db, size, 1);
  await loadOrganization(db, Math.round(size / 10), 2);
  if (dialect === "postgres") await sql`VACUUM ANALYZE`.execute(db);
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  console.log(
    `\n${label}: ${size.toLocaleString("pt-BR")} eventos carregados em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );

  const scope = { organizationId: big.id, userId: big.people[0]!.id };
  const deep = await db
    .selectFrom("audit_events")
    .select(["occurred_at", "id"])
    .where("organization_id", "=", big.id)
    .orderBy("occurred_at", "desc")
    .orderBy("id", "desc")
    .offset(Math.floor(size * 0.75))
    .limit(1)
    .executeTakeFirstOrThrow();
  const at = { occurredAt: deep.occurred_at, id: deep.id };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const person = (i: number) => big.people[i % big.people.length]!.id;
  const measures: Array<{ name: string; calls: Array<() => Promise<unknown>> }> = [
    { name: "primeira página", calls: [() => listAuditEvents(scope, { filters: {} })] },
    { name: "página funda (75%)", calls: [() => listAuditEvents(scope, { filters: {}, cursor: { direction: "older", at } })] },
    {
      name: "voltando (mais recentes)",
      calls: [() => listAuditEvents(scope, { filters: {}, cursor: { direction: "newer", at } })],
    },
    { name: "pessoa", calls: [0, 1, 2, 3].map((i) => () => listAuditEvents(scope, { filters: { actorId: person(i) } })) },
    {
      name: "pessoa, página funda",
      calls: [() => listAuditEvents(scope, { filters: { actorId: person(0) }, cursor: { direction: "older", at } })],
    },
    { name: "ação comum", calls: [() => listAuditEvents(scope, { filters: { action: "member.blocked" } })] },
    { name: "ação rara", calls: [() => listAuditEvents(scope, { filters: { action: "api_key.created" } })] },
    { name: "período (30 dias)", calls: [() => listAuditEvents(scope, { filters: { from: monthAgo, to: today } })] },
    { name: "período de 1 ano atrás, 1 dia", calls: [() => listAuditEvents(scope, { filters: { from: yearAgo, to: yearAgo } })] },
    {
      name: "pessoa + ação rara + 1 ano",
      calls: [
        () => listAuditEvents(scope, { filters: { actorId: person(0), action: "api_key.created", from: yearAgo, to: today } }),
      ],
    },
    { name: "pessoas do filtro", calls: [() => auditPeople(scope)] },
    {
      name: "loader: endereço + página",
      calls: [0, 1, 2, 3].map((i) => async () => {
        const { query } = await checkAuditQuery(scope, new URLSearchParams({ pessoa: person(i), acao: "member.role_changed" }));
        return listAuditEvents(scope, query);
      }),
    },
  ];
  console.log(
    "| banco | eventos | medida | p50 | p95 | p99 | CPU p50 | CPU p95 |  (ms)\n|---|---:|---|---:|---:|---:|---:|---:|",
  );
  for (const measure of measures) {
    const f = await time(Math.ceil(SAMPLES / measure.calls.length), measure.calls);
    console.log(
      `| ${label} | ${size} | ${measure.name} |${fmt(f.p50)} |${fmt(f.p95)} |${fmt(f.p99)} |${fmt(f.cpu50)} |${fmt(f.cpu95)} |`,
    );
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
