/**
 * One database of bench/crm-list.ts, in a child process whose DATABASE_URL
 * is a scratch database: loads the atendimentos (multi-row inserts,
 * deterministic), times the list's reads and prints the plans of the
 * statements they sent. Argument: the big organization's atendimentos.
 */
import { randomUUID } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import { fold } from "~/config/text-rules";
import { database } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { CrmTicketTable, TicketChannel, TicketPriority, TicketStatus } from "~/db/schema/crm";
import { parseTicketQuery } from "~/modules/crm/list-query";
import { listTickets } from "~/modules/crm/list.server";
import { seededRandom } from "~/seed/random";
import { planOf, statementsOf, time } from "./ledger-timing";

const size = Number(process.argv[2] ?? 100_000);
const plans = !process.argv.includes("--no-plans");
const SAMPLES = 60;
const DAYS = 730;
const NAMES = ["Ana", "Bruno", "Carla", "Davi", "Elisa", "Fábio", "Gabriela", "Heitor", "Íris", "João", "Karina", "Lúcia"];
const SURNAMES = ["Silva", "Souza", "Oliveira", "Lima", "Araújo", "Pereira", "Costa", "Mendes"];
const SUBJECTS = [
  "Boleto não chegou",
  "Troca de produto com defeito",
  "Pedido atrasado",
  "Dúvida sobre a nota fiscal",
  "Cancelamento de assinatura",
  "Senha bloqueada",
  "Cobrança em duplicidade",
  "Alteração de endereço de entrega",
];
const LABELS = ["boleto", "entrega", "fiscal", "vip", "reembolso", "garantia", "cadastro", "urgente-diretoria"];
const STATUSES: TicketStatus[] = [...Array(15).fill("resolvido"), "aberto", "aberto", "aberto", "pendente", "adiado"];
const PRIORITIES: TicketPriority[] = ["urgente", "alta", "media", "media", "baixa"];
const CHANNELS: TicketChannel[] = ["email", "whatsapp", "telefone", "chat", "formulario"];

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

const iso = (time: number) => new Date(time).toISOString();

/** An organization with `count` atendimentos over the last DAYS days, its contatos and agents; its id and first agent. */
async function loadOrganization(db: Kysely<Database>, count: number, seed: number) {
  const random = seededRandom(seed).next;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const nowTime = Date.now();
  const now = iso(nowTime);
  const id = randomUUID();
  await db
    .insertInto("organizations")
    .values({ id, slug: `b${id.slice(0, 8)}`, display_name: "Bench", created_at: now })
    .execute();
  const agents = Array.from({ length: 12 }, () => randomUUID());
  await insertMany(
    db,
    "users",
    agents.map((user, i) => ({
      id: user,
      username: `a${user.slice(0, 12)}`,
      email: `a${user.slice(0, 12)}@example.com`,
      given_name: NAMES[i]!,
      family_name: SURNAMES[i % SURNAMES.length]!,
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
    agents.map((user) => ({ user_id: user, organization_id: id, role: "usuario", is_primary: 0, created_at: now })),
  );
  const contacts = Array.from({ length: Math.max(20, Math.round(count / 20)) }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]} ${i}`;
    return { id: randomUUID(), name, email: `${fold(name).replaceAll(" ", ".")}@cliente.example.com` };
  });
  await insertMany(
    db,
    "contacts",
    contacts.map((contact) => ({
      ...contact,
      organization_id: id,
      sort_name: fold(contact.name),
      is_customer: 1,
      is_supplier: 0,
      document: null,
      phone: null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })),
  );
  const tickets: Insertable<CrmTicketTable>[] = [];
  const labels: Array<{ organization_id: string; ticket_id: string; label: string }> = [];
  const reads: Array<{ organization_id: string; ticket_id: string; user_id: string; read_at: string }> = [];
  for (let number = 1; number <= count; number++) {
    const contact = pick(contacts);
    const status = pick(STATUSES);
    const subject = pick(SUBJECTS);
    const created = nowTime - Math.floor(random() * DAYS * 86_400_000);
    const activity = Math.min(nowTime, created + Math.floor(random() * 3 * 86_400_000));
    const open = status !== "resolvido";
    const due = open ? iso(activity + Math.floor((random() - 0.3) * 48 * 3_600_000)) : null;
    const ticketId = randomUUID();
    tickets.push({
      id: ticketId,
      organization_id: id,
      number,
      subject,
      contact_id: contact.id,
      channel: pick(CHANNELS),
      status,
      priority: pick(PRIORITIES),
      assignee_id: status === "aberto" && random() < 0.3 ? null : random() < 0.05 ? null : pick(agents),
      snoozed_until: status === "adiado" && random() < 0.8 ? iso(nowTime + Math.floor(random() * 7 * 86_400_000)) : null,
      first_response_due_at: due,
      resolution_due_at: due,
      sla_due_at: due,
      first_responded_at: open ? null : iso(activity),
      resolved_at: open ? null : iso(activity),
      last_activity_at: iso(activity),
      search_text: fold(`at-${String(number).padStart(6, "0")} ${subject} ${contact.name} ${contact.email}`),
      version: 1,
      created_by: null,
      created_at: iso(created),
      updated_at: iso(activity),
    });
    for (const label of new Set([pick(LABELS), pick(LABELS)].slice(0, Math.floor(random() * 3))))
      labels.push({ organization_id: id, ticket_id: ticketId, label });
    if (random() < 0.6)
      reads.push({
        organization_id: id,
        ticket_id: ticketId,
        user_id: agents[0]!,
        read_at: iso(activity + (random() < 0.8 ? 1000 : -1000)),
      });
  }
  await db.transaction().execute(async (trx) => {
    await insertMany(trx, "crm_tickets", tickets);
    await insertMany(trx, "crm_ticket_labels", labels);
    await insertMany(trx, "crm_ticket_reads", reads);
  });
  return { id, userId: agents[0]!, agents };
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
    `\n${label}: ${size.toLocaleString("pt-BR")} atendimentos carregados em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );

  if (process.argv.includes("--load-only")) return;
  const scope = { organizationId: big.id, userId: big.userId };
  const page = (search: string) => () => listTickets(scope, parseTicketQuery(new URLSearchParams(search)));
  const measures: Array<{ name: string; calls: Array<() => Promise<unknown>> }> = [
    ...["minhas", "nao-atribuidas", "todas", "pendentes", "adiadas", "resolvidas"].map((view) => ({
      name: `visão ${view} + contagens`,
      calls: [page(`visao=${view}`)],
    })),
    {
      name: "texto (nome do contato), todas",
      calls: NAMES.slice(0, 6).map((name) => page(`visao=todas&q=${name} ${SURNAMES[0]}`)),
    },
    { name: "texto (assunto), minhas", calls: SUBJECTS.slice(0, 6).map((subject) => page(`q=${subject.split(" ")[0]}`)) },
    { name: "texto (número AT), todas", calls: [page("visao=todas&q=AT-004321"), page("visao=todas&q=12345")] },
    { name: "texto sem resultado, todas", calls: [page("visao=todas&q=zzzz inexistente")] },
    { name: "todas por SLA", calls: [page("visao=todas&ordem=sla")] },
    { name: "minhas por SLA", calls: [page("ordem=sla")] },
    {
      name: "todas, prioridade urgente + canal",
      calls: CHANNELS.map((channel) => page(`visao=todas&prioridade=urgente&canal=${channel}`)),
    },
    { name: "todas, etiqueta", calls: LABELS.slice(0, 4).map((name) => page(`visao=todas&etiqueta=${name}`)) },
    { name: "todas, responsável", calls: big.agents.slice(0, 6).map((agent) => page(`visao=todas&responsavel=${agent}`)) },
    { name: "minhas, não lidos", calls: [page("nao-lidos=1")] },
    { name: "resolvidas, página 100", calls: [page("visao=resolvidas&pagina=100")] },
  ];
  console.log(
    "| banco | atendimentos | medida | p50 | p95 | p99 | CPU p50 | CPU p95 |  (ms)\n|---|---:|---|---:|---:|---:|---:|---:|",
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
