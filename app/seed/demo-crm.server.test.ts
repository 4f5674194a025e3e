/**
 * The demo service desk on the database the tests run on: each
 * organization has about 300 atendimentos in every status, priority and
 * channel, some late, the demo Usuario assigned to some, timelines with
 * replies and internal notes, etiquetas, 5 to 8 respostas prontas, and
 * the AT counter at the last number, so a new atendimento continues.
 *
 * @demo-data: the demo desk itself.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { TICKET_CHANNELS, TICKET_PRIORITIES, TICKET_STATUSES } from "~/modules/crm/status";
import { demoCrm } from "./demo-crm";
import { seededRandom } from "./random";

describe("demo desk", () => {
  it("gives every organization a full desk", async () => {
    const database = await db();
    const organizations = await database.selectFrom("organizations").select(["id", "slug"]).execute();
    expect(organizations).toHaveLength(4);
    const now = new Date().toISOString();
    for (const { id, slug } of organizations) {
      const tickets = await database.selectFrom("crm_tickets").selectAll().where("organization_id", "=", id).execute();
      expect(tickets.length, slug).toBeGreaterThanOrEqual(250);
      expect(tickets.length, slug).toBeLessThanOrEqual(350);
      expect(new Set(tickets.map((ticket) => ticket.status)), slug).toEqual(new Set(TICKET_STATUSES));
      expect(new Set(tickets.map((ticket) => ticket.priority)), slug).toEqual(new Set(TICKET_PRIORITIES));
      expect(new Set(tickets.map((ticket) => ticket.channel)), slug).toEqual(new Set(TICKET_CHANNELS));
      const late = tickets.filter(
        (ticket) => ticket.status !== "resolvido" && ticket.sla_due_at !== null && ticket.sla_due_at < now,
      );
      expect(late.length, `${slug} late`).toBeGreaterThan(0);
      expect(tickets.filter((ticket) => ticket.assignee_id === null).length, `${slug} unassigned`).toBeGreaterThan(0);
      expect(
        tickets.every((ticket) => ticket.created_at <= now && ticket.last_activity_at <= now),
        slug,
      ).toBe(true);

      const usuario = await database
        .selectFrom("users")
        .select("id")
        .where("username", "=", `usuario-${slug}`)
        .executeTakeFirstOrThrow();
      expect(tickets.filter((ticket) => ticket.assignee_id === usuario.id).length, `${slug} usuario`).toBeGreaterThan(10);

      const numbers = tickets.map((ticket) => ticket.number).sort((a, b) => a - b);
      expect(numbers, slug).toEqual(numbers.map((_, i) => i + 1));
      const counter = await database
        .selectFrom("document_numbers")
        .select("last_number")
        .where("organization_id", "=", id)
        .where("series", "=", "AT")
        .executeTakeFirstOrThrow();
      expect(Number(counter.last_number), slug).toBe(tickets.length);

      const kinds = await database
        .selectFrom("crm_timeline")
        .select(["kind", database.fn.countAll<number>().as("count")])
        .where("organization_id", "=", id)
        .groupBy("kind")
        .execute();
      expect(new Set(kinds.map((row) => row.kind)), slug).toEqual(new Set(["mensagem", "resposta", "nota", "evento"]));
      const labels = await database
        .selectFrom("crm_ticket_labels")
        .select("label")
        .distinct()
        .where("organization_id", "=", id)
        .execute();
      expect(labels.length, slug).toBeGreaterThan(2);
      const replies = await database.selectFrom("crm_canned_replies").select("code").where("organization_id", "=", id).execute();
      expect(replies.length, slug).toBeGreaterThanOrEqual(5);
      expect(replies.length, slug).toBeLessThanOrEqual(8);
    }
  });

  it("opens every timeline with the contact's message, answers after it, and fills the replies' placeholders", () => {
    const now = "2026-11-20T15:00:00.000Z";
    const desk = demoCrm({
      organizationId: "org",
      slug: "eleve",
      organizationName: "Eleve",
      now,
      random: seededRandom(7),
      contacts: [{ id: "c1", name: "Joana Prado", email: "joana@example.com" }],
      agents: [{ id: "a1", name: "Rafael Antunes" }],
      usuarioId: null,
    });
    for (const ticket of desk.tickets) {
      const entries = desk.timeline
        .filter((entry) => entry.ticket_id === ticket.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      expect(entries[0]!.kind).toBe("mensagem");
      expect(entries[0]!.created_at).toBe(ticket.created_at);
      expect(entries.at(-1)!.created_at).toBe(ticket.last_activity_at);
      if (ticket.first_responded_at) expect(ticket.first_responded_at > ticket.created_at).toBe(true);
      if (ticket.status === "resolvido") expect(ticket.sla_due_at).toBeNull();
      expect(ticket.last_activity_at <= now).toBe(true);
    }
    const replies = desk.timeline.filter((entry) => entry.kind === "resposta");
    expect(replies.length).toBeGreaterThan(100);
    expect(replies.some((entry) => entry.body!.includes("Joana"))).toBe(true);
    expect(replies.every((entry) => !entry.body!.includes("{{"))).toBe(true);
    expect(desk.lastNumber).toBe(desk.tickets.length);
  });
});
