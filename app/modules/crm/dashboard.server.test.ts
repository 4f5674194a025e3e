/**
 * The desk's dashboard on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL), over atendimentos written straight to it at known times:
 * open by status and priority, late now and missed in the period, the
 * medians, per day (São Paulo days) and per agent; another organization's
 * atendimentos count nowhere.
 */
import type { Insertable } from "kysely";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import type { CrmTicketTable } from "~/db/schema/crm";
import { insertContact } from "../../../tests/support/contacts";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import type { TenantScope } from "../tenant-scope";
import { UNASSIGNED } from "./dashboard-periods";
import { crmDashboard, median } from "./dashboard.server";

const NOW = new Date("2026-11-20T15:00:00.000Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

let counter = 0;
async function ticket(
  scope: TenantScope,
  contactId: string,
  fields: Partial<Insertable<CrmTicketTable>> & { created_at: string },
) {
  counter += 1;
  await (
    await db()
  )
    .insertInto("crm_tickets")
    .values({
      id: randomUUID(),
      organization_id: scope.organizationId,
      number: counter,
      subject: "Assunto",
      contact_id: contactId,
      channel: "email",
      status: "aberto",
      priority: "media",
      assignee_id: null,
      snoozed_until: null,
      first_response_due_at: null,
      resolution_due_at: null,
      sla_due_at: null,
      first_responded_at: null,
      resolved_at: null,
      last_activity_at: fields.created_at,
      search_text: "assunto",
      version: 1,
      created_by: null,
      updated_at: fields.created_at,
      ...fields,
    })
    .execute();
}

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });
});

describe("crm dashboard", () => {
  it("counts open, late and missed atendimentos, medians, days and agents of the organization only", async () => {
    const scope = await newScope();
    const other = await newScope();
    const ana = await insertUser(scope, { givenName: "Ana" });
    const bruno = await insertUser(scope, { givenName: "Bruno" });
    await insertUser(scope, { givenName: "Zeca", active: false });
    const yara = await insertUser(scope, { givenName: "Yara" });
    // A membership an administrator blocked: no agent line, as a disabled account.
    await (
      await db()
    )
      .updateTable("memberships")
      .set({ status: "blocked" })
      .where("user_id", "=", yara)
      .where("organization_id", "=", scope.organizationId)
      .execute();
    const contact = await insertContact(scope, "Cliente", { email: "cliente@example.com", createdAt: NOW.toISOString() });
    // Open, late now (due 1 h ago), assigned to Ana, created 3 h ago (São Paulo 2026-11-20).
    await ticket(scope, contact, {
      created_at: hoursAgo(3),
      priority: "urgente",
      assignee_id: ana,
      first_response_due_at: hoursAgo(2),
      sla_due_at: hoursAgo(1),
    });
    // Pendente, answered after 60 min (on time), Ana's.
    await ticket(scope, contact, {
      created_at: hoursAgo(5),
      status: "pendente",
      priority: "alta",
      assignee_id: ana,
      first_response_due_at: hoursAgo(1),
      first_responded_at: hoursAgo(4),
      sla_due_at: hoursAgo(-20),
    });
    // Resolved yesterday (São Paulo 2026-11-19) by Bruno, 2 days after opening; answered after 120 min, late.
    await ticket(scope, contact, {
      created_at: hoursAgo(72),
      status: "resolvido",
      priority: "baixa",
      assignee_id: bruno,
      first_response_due_at: hoursAgo(71),
      first_responded_at: hoursAgo(70),
      resolved_at: hoursAgo(24),
    });
    // Adiado, no one assigned, created long before the period.
    await ticket(scope, contact, { created_at: hoursAgo(24 * 60), status: "adiado", snoozed_until: hoursAgo(-48) });
    // Another organization's late one.
    const foreign = await insertContact(other, "Cliente", { email: "cliente@example.com", createdAt: NOW.toISOString() });
    await ticket(other, foreign, { created_at: hoursAgo(2), sla_due_at: hoursAgo(1) });

    const board = await crmDashboard(scope, 7, NOW);
    expect(board.from).toBe("2026-11-14");
    expect(board.to).toBe("2026-11-20");
    expect(board.openTotal).toBe(3);
    expect(board.open.aberto.urgente).toBe(1);
    expect(board.open.pendente.alta).toBe(1);
    expect(board.open.adiado.media).toBe(1);
    expect(board.lateNow).toBe(1);
    expect(board.createdInPeriod).toBe(3);
    expect(board.missedInPeriod).toBe(2);
    expect(board.medianFirstResponseMinutes).toBe(90);
    expect(board.medianResolutionMinutes).toBe(48 * 60);
    expect(board.perDay).toHaveLength(7);
    expect(board.perDay.find((day) => day.day === "2026-11-20")).toEqual({ day: "2026-11-20", created: 2, resolved: 0 });
    expect(board.perDay.find((day) => day.day === "2026-11-19")).toEqual({ day: "2026-11-19", created: 0, resolved: 1 });
    expect(board.perDay.find((day) => day.day === "2026-11-17")).toEqual({ day: "2026-11-17", created: 1, resolved: 0 });
    expect(board.agents).toEqual([
      { id: ana, name: "Ana Teste", open: 2, late: 1, resolved: 0, medianFirstResponseMinutes: 60 },
      { id: bruno, name: "Bruno Teste", open: 0, late: 0, resolved: 1, medianFirstResponseMinutes: 120 },
      { id: null, name: UNASSIGNED, open: 1, late: 0, resolved: 0, medianFirstResponseMinutes: null },
    ]);

    const empty = await crmDashboard(await newScope(), 30, NOW);
    expect(empty.openTotal).toBe(0);
    expect(empty.medianFirstResponseMinutes).toBeNull();
    expect(empty.agents).toEqual([]);
  });
});
