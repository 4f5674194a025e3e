/**
 * Only an active member may be given atendimentos: a member whose
 * membership is blocked or disabled, or whose account is shut, is refused
 * with a pt-BR message naming why, on opening a ticket, on the ticket's
 * own change and on the list's bulk change, and nothing is written.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import type { MembershipStatus } from "~/db/schema";
import { newDesk, type Desk } from "../../../tests/support/crm-rows";
import { assigneeRefusal, changeTickets, createTicket, TicketRefusal, type NewTicketInput } from "./tickets.server";
import { TICKET_MESSAGES } from "./ticket-text";

const input = (desk: Desk, overrides: Partial<NewTicketInput> = {}): NewTicketInput => ({
  subject: "Pedido não chegou",
  contactId: desk.contact,
  channel: "email",
  priority: "alta",
  message: "Olá, meu pedido 123 ainda não chegou.",
  messageFrom: "contato",
  ...overrides,
});

const setStatus = async (desk: Desk, status: MembershipStatus) =>
  (await db())
    .updateTable("memberships")
    .set({ status })
    .where("organization_id", "=", desk.scope.organizationId)
    .where("user_id", "=", desk.colleague)
    .execute();

const assigneeOf = async (id: string) =>
  (await (await db()).selectFrom("crm_tickets").select("assignee_id").where("id", "=", id).executeTakeFirstOrThrow()).assignee_id;

describe("assigning atendimentos", () => {
  it.each(["blocked", "disabled"] as const)("refuses a %s member everywhere, and takes them back once active", async (status) => {
    const desk = await newDesk();
    const ticket = await createTicket(desk.scope, input(desk));
    await setStatus(desk, status);

    await expect(createTicket(desk.scope, input(desk, { assigneeId: desk.colleague }))).rejects.toThrow(
      new TicketRefusal(TICKET_MESSAGES.assigneeInactive),
    );
    expect(await changeTickets(desk.scope, [ticket.id], { kind: "assign", assigneeId: desk.colleague })).toEqual({
      error: "Este membro está bloqueado ou desabilitado e não pode receber atendimentos. Escolha outro responsável.",
    });
    expect(await assigneeRefusal(desk.scope, desk.colleague)).toBe(TICKET_MESSAGES.assigneeInactive);
    expect(await assigneeOf(ticket.id)).toBeNull();

    await setStatus(desk, "active");
    expect(await assigneeRefusal(desk.scope, desk.colleague)).toBeNull();
    expect(await changeTickets(desk.scope, [ticket.id], { kind: "assign", assigneeId: desk.colleague })).toEqual({ changed: 1 });
    expect(await assigneeOf(ticket.id)).toBe(desk.colleague);
  });

  it("refuses a member whose account is disabled, and someone of another organization as not on the list", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    const ticket = await createTicket(desk.scope, input(desk));
    await (await db()).updateTable("users").set({ is_active: 0 }).where("id", "=", desk.colleague).execute();
    expect(await changeTickets(desk.scope, [ticket.id], { kind: "assign", assigneeId: desk.colleague })).toEqual({
      error: TICKET_MESSAGES.assigneeInactive,
    });
    expect(await changeTickets(desk.scope, [ticket.id], { kind: "assign", assigneeId: other.colleague })).toEqual({
      error: "Escolha um responsável da lista.",
    });
    expect(await assigneeOf(ticket.id)).toBeNull();
  });
});
