/**
 * The demo service desk of one organization as pure rows: ~300 atendimentos over 60 days, deterministic for a seed and `now`.
 * Rows are typed as inserted, so a nullable column the demo leaves empty needs no line here.
 */
import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { fold } from "~/config/text-rules";
import type {
  CrmCannedReplyTable,
  CrmTicketLabelTable,
  CrmTicketReadTable,
  CrmTicketTable,
  CrmTimelineTable,
  TicketChannel,
  TicketPriority,
  TicketStatus,
} from "~/db/schema/crm";
import { documentCode } from "~/modules/document-code";
import { fillPlaceholders } from "~/modules/crm/placeholders";
import { DEMO_CANNED_REPLIES, DEMO_FOLLOW_UPS, DEMO_NOTES, DEMO_REPLIES, DEMO_TOPICS, type DemoTopic } from "./demo-crm-content";
import type { Random } from "./random";

export const DEMO_TICKETS = 300;
/** How far back the first atendimento was opened, in days. */
export const DEMO_CRM_DAYS = 60;

/** Minutes to first response and to resolution per priority: the desk's default policy. */
export const DEMO_SLA_MINUTES: Record<TicketPriority, { firstResponse: number; resolution: number }> = {
  urgente: { firstResponse: 60, resolution: 240 },
  alta: { firstResponse: 240, resolution: 1440 },
  media: { firstResponse: 480, resolution: 2880 },
  baixa: { firstResponse: 1440, resolution: 7200 },
};

export interface DemoCrmInput {
  organizationId: string;
  slug: string;
  organizationName: string;
  now: string;
  random: Random;
  contacts: ReadonlyArray<{ id: string; name: string; email: string | null }>;
  agents: ReadonlyArray<{ id: string; name: string }>;
  usuarioId: string | null;
}

export interface DemoCrm {
  tickets: Insertable<CrmTicketTable>[];
  labels: Insertable<CrmTicketLabelTable>[];
  timeline: Insertable<CrmTimelineTable>[];
  reads: Insertable<CrmTicketReadTable>[];
  cannedReplies: Insertable<CrmCannedReplyTable>[];
  lastNumber: number;
}

const MINUTE = 60_000;
const PRIORITIES: ReadonlyArray<[TicketPriority, number]> = [
  ["urgente", 0.1],
  ["alta", 0.35],
  ["media", 0.8],
  ["baixa", 1],
];
const CHANNELS: ReadonlyArray<[TicketChannel, number]> = [
  ["email", 0.35],
  ["whatsapp", 0.65],
  ["chat", 0.78],
  ["formulario", 0.9],
  ["telefone", 1],
];

const weighted = <T>(random: Random, table: ReadonlyArray<[T, number]>): T => {
  const draw = random.next();
  return (table.find(([, upTo]) => draw < upTo) ?? table[table.length - 1]!)[0];
};

function statusOf(random: Random, ageDays: number): TicketStatus {
  const resolved = ageDays > 14 ? 0.97 : ageDays > 3 ? 0.8 : ageDays > 1 ? 0.4 : 0.1;
  if (random.chance(resolved)) return "resolvido";
  return weighted(random, [
    ["aberto", 0.5],
    ["pendente", 0.8],
    ["adiado", 1],
  ]);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Builds the demo desk of one organization. */
export function demoCrm(input: DemoCrmInput): DemoCrm {
  const { random, organizationId } = input;
  const nowMs = Date.parse(input.now);
  const topics = DEMO_TOPICS[input.slug] ?? DEMO_TOPICS.sereno!;
  const contacts = input.contacts.length > 0 ? input.contacts : [{ id: "", name: "", email: null }];
  const agentName = new Map(input.agents.map((agent) => [agent.id, agent.name]));
  const agentIds = input.agents.map((agent) => agent.id);
  const pickAgent = () =>
    input.usuarioId && random.chance(0.4) ? input.usuarioId : agentIds.length > 0 ? random.pick(agentIds) : null;

  // Opening times, oldest first, denser toward today (the square of a uniform draw leans to 0 days ago).
  const openings = Array.from({ length: DEMO_TICKETS }, () => nowMs - random.next() ** 2 * DEMO_CRM_DAYS * 1440 * MINUTE)
    .map((ms) => Math.min(ms, nowMs - 5 * MINUTE))
    .sort((a, b) => a - b);

  const tickets: DemoCrm["tickets"] = [];
  const labels: DemoCrm["labels"] = [];
  const timeline: DemoCrm["timeline"] = [];
  const reads: DemoCrm["reads"] = [];

  openings.forEach((openedMs, index) => {
    const number = index + 1;
    const id = randomUUID();
    const topic: DemoTopic = random.pick(topics);
    const contact = random.pick(contacts);
    const priority = weighted(random, PRIORITIES);
    const channel = weighted(random, CHANNELS);
    const ageDays = (nowMs - openedMs) / (1440 * MINUTE);
    const status = statusOf(random, ageDays);
    const sla = DEMO_SLA_MINUTES[priority];
    const assignee = status === "aberto" && random.chance(0.35) ? null : pickAgent();
    const author = assignee ?? agentIds[0] ?? null;
    const entries: DemoCrm["timeline"] = [];
    const add = (kind: CrmTimelineTable["kind"], atMs: number, fields: Partial<CrmTimelineTable>) =>
      entries.push({
        id: randomUUID(),
        organization_id: organizationId,
        ticket_id: id,
        kind,
        author_id: null,
        body: null,
        detail: null,
        created_at: iso(Math.min(atMs, nowMs)),
        ...fields,
      });
    const values = {
      "contato.nome": contact.name.split(" ")[0] ?? contact.name,
      "contato.email": contact.email ?? "",
      "agente.nome": author ? (agentName.get(author) ?? "") : "",
      "atendimento.numero": documentCode("AT", number),
      "atendimento.assunto": topic.subject,
      "organizacao.nome": input.organizationName,
    };

    add("mensagem", openedMs, { body: topic.message });
    const answered = status !== "aberto" || random.chance(0.3);
    const answerMinutes = random.chance(0.88)
      ? random.int(3, sla.firstResponse)
      : random.int(sla.firstResponse + 1, sla.firstResponse * 3);
    const answeredMs = answered ? Math.min(openedMs + answerMinutes * MINUTE, nowMs - MINUTE) : null;
    if (answeredMs !== null)
      add("resposta", answeredMs, { author_id: author, body: fillPlaceholders(random.pick(DEMO_REPLIES), values) });
    if (author && random.chance(0.3))
      add("nota", openedMs + random.int(1, 120) * MINUTE, { author_id: author, body: random.pick(DEMO_NOTES) });
    if (status === "aberto" && answeredMs !== null)
      add("mensagem", answeredMs + random.int(5, 600) * MINUTE, { body: topic.followUp });
    else if (answeredMs !== null && random.chance(0.25))
      add("mensagem", answeredMs + random.int(5, 300) * MINUTE, { body: random.pick(DEMO_FOLLOW_UPS) });

    const lastMs = Math.max(...entries.map((entry) => Date.parse(entry.created_at)));
    let resolvedMs: number | null = null;
    let snoozedUntil: string | null = null;
    let movedMs: number | null = null;
    if (status === "resolvido") {
      const resolveMinutes = random.chance(0.88)
        ? random.int(answerMinutes, sla.resolution)
        : random.int(sla.resolution, sla.resolution * 2);
      resolvedMs = Math.min(Math.max(openedMs + resolveMinutes * MINUTE, lastMs + MINUTE), nowMs);
      add("evento", resolvedMs, {
        author_id: author,
        detail: JSON.stringify({ field: "status", from: "aberto", to: "resolvido" }),
      });
    } else if (status === "pendente" || status === "adiado") {
      movedMs = Math.min(lastMs + random.int(1, 30) * MINUTE, nowMs);
      add("evento", movedMs, {
        author_id: author,
        detail: JSON.stringify({ field: "status", from: "aberto", to: status }),
      });
      if (status === "adiado" && random.chance(0.7)) snoozedUntil = iso(nowMs + random.int(2, 10 * 24) * 60 * MINUTE);
    }

    const firstDue = openedMs + sla.firstResponse * MINUTE;
    const resolutionDue = openedMs + sla.resolution * MINUTE;
    // Pendente pauses the clocks (the default) from the move there.
    const pausedAt = status === "pendente" && movedMs !== null ? iso(movedMs) : null;
    const slaDue = status === "resolvido" || pausedAt ? null : answeredMs === null ? firstDue : resolutionDue;
    const lastActivity = entries.reduce((latest, entry) => (entry.created_at > latest ? entry.created_at : latest), "");
    const subject = topic.subject;
    tickets.push({
      id,
      organization_id: organizationId,
      number,
      subject,
      contact_id: contact.id,
      channel,
      status,
      priority,
      assignee_id: assignee,
      snoozed_until: snoozedUntil,
      first_response_due_at: iso(firstDue),
      resolution_due_at: iso(resolutionDue),
      sla_due_at: slaDue === null ? null : iso(slaDue),
      first_responded_at: answeredMs === null ? null : iso(answeredMs),
      resolved_at: resolvedMs === null ? null : iso(resolvedMs),
      sla_paused_at: pausedAt,
      last_activity_at: lastActivity,
      search_text: fold([documentCode("AT", number), subject, contact.name, contact.email ?? ""].join(" ")),
      version: 1,
      created_by: channel === "telefone" ? author : null,
      created_at: iso(openedMs),
      updated_at: lastActivity,
    });
    for (const label of topic.labels.filter(() => random.chance(0.8)))
      labels.push({ organization_id: organizationId, ticket_id: id, label });
    if (priority === "urgente" && random.chance(0.5))
      labels.push({ organization_id: organizationId, ticket_id: id, label: "vip" });
    timeline.push(...entries);
    const last = entries.reduce((latest, entry) => (entry.created_at >= latest.created_at ? entry : latest));
    if (assignee && last.author_id === assignee)
      reads.push({ organization_id: organizationId, ticket_id: id, user_id: assignee, read_at: lastActivity });
  });

  const created = iso(nowMs - DEMO_CRM_DAYS * 1440 * MINUTE);
  const cannedReplies = (DEMO_CANNED_REPLIES[input.slug] ?? DEMO_CANNED_REPLIES.sereno!).map(([code, title, body]) => ({
    id: randomUUID(),
    organization_id: organizationId,
    code,
    title,
    body,
    created_at: created,
    updated_at: created,
  }));
  return { tickets, labels, timeline, reads, cannedReplies, lastNumber: tickets.length };
}
