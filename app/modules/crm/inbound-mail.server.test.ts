import { describe, expect, it, vi } from "vitest";
import { db } from "~/db/db.server";
import { answeredTicket, deskSlug, livePayloads, newDesk, type Desk } from "../../../tests/support/crm-rows";
import { messagesTo } from "../../../tests/support/outbox";
import { openTicketAttachment } from "./attachments.server";
import { inboundRecipient, INBOUND_MESSAGES, receiveInboundMail, type InboundMail } from "./inbound-mail.server";
import { INTAKE_RULES } from "./intake.server";
import { getTicket, replyToTicket } from "./tickets.server";

vi.hoisted(() => {
  process.env.INBOUND_SMTP_PORT = "2525";
  process.env.INBOUND_MAIL_DOMAIN = "atendimento.example.com";
});

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const TEXT_FILE = new TextEncoder().encode("not a pdf");

const mail = (overrides: Partial<InboundMail> = {}): InboundMail => ({
  from: { address: "maria@example.com", name: "Maria Souza" },
  subject: "Dúvida sobre a fatura",
  text: "Olá, a fatura veio duplicada.",
  automatic: false,
  files: [],
  ...overrides,
});

/** An atendimento answered once, so its reply address went out; returns the address. */
async function answeredWithAddress(desk: Desk) {
  const { id, sent } = await answeredTicket(desk);
  return { id, replyTo: sent.replyTo! };
}

const timelineBodies = async (desk: Desk, id: string) =>
  (await getTicket(desk.scope, id))!.timeline.filter((entry) => entry.kind === "mensagem").map((entry) => entry.body);

describe("e-mail into the desk", () => {
  it("sends each resposta with the atendimento's unguessable reply address, the same every time", async () => {
    const desk = await newDesk();
    const { id, replyTo } = await answeredWithAddress(desk);
    expect(replyTo).toMatch(new RegExp(`^${await deskSlug(desk)}\\+[a-z2-7]{26}@atendimento\\.example\\.com$`));
    await replyToTicket(desk.scope, id, "Chegou?");
    expect((await messagesTo(desk.contactEmail)).map((sent) => sent.replyTo)).toEqual([replyTo, replyTo]);
  });

  it("adds the contact's answer to its atendimento without the quoted history, reopening it, with an event", async () => {
    const desk = await newDesk();
    const { id, replyTo } = await answeredWithAddress(desk);
    const recipient = await inboundRecipient(replyTo.toUpperCase());
    expect(recipient).toEqual({ organizationId: desk.scope.organizationId, ticket: { id, contactEmail: desk.contactEmail } });
    const text =
      "Chegou hoje, obrigada!\n\nEm seg., 1 de dez. de 2026 às 10:00, Loja <nao-responda@x.com> escreveu:\n> Vamos verificar.";
    const outcome = await receiveInboundMail(
      recipient!,
      mail({ from: { address: desk.contactEmail.toUpperCase(), name: "" }, text }),
    );
    expect(outcome).toEqual({ status: "added", ticketId: id, code: "AT-000001" });
    expect(await timelineBodies(desk, id)).toEqual(["Meu pedido não chegou.", "Chegou hoje, obrigada!"]);
    expect(await livePayloads(desk.scope.organizationId)).toContainEqual({ kind: "ticket.message", ticketId: id });
  });

  it("opens nothing for an unknown token, a token under another organization's name, or another sender", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    const { id, replyTo } = await answeredWithAddress(desk);
    const token = replyTo.split("+")[1]!.split("@")[0]!;
    expect(await inboundRecipient(`${await deskSlug(desk)}+${"a".repeat(26)}@atendimento.example.com`)).toBeNull();
    expect(await inboundRecipient(`${await deskSlug(other)}+${token}@atendimento.example.com`)).toBeNull();
    expect(await inboundRecipient(`${await deskSlug(desk)}+${token}@outro.example.com`)).toBeNull();
    expect(await inboundRecipient("ninguem-aqui@atendimento.example.com")).toBeNull();
    const recipient = (await inboundRecipient(replyTo))!;
    expect(await receiveInboundMail(recipient, mail({ from: { address: "intruso@example.com", name: "" } }))).toEqual({
      status: "refused",
      message: INBOUND_MESSAGES.notContact,
    });
    expect(await timelineBodies(desk, id)).toEqual(["Meu pedido não chegou."]);
  });

  it("ignores automatic replies and refuses a message with nothing new", async () => {
    const desk = await newDesk();
    const { id, replyTo } = await answeredWithAddress(desk);
    const recipient = (await inboundRecipient(replyTo))!;
    const from = { address: desk.contactEmail, name: "" };
    expect(await receiveInboundMail(recipient, mail({ from, automatic: true }))).toEqual({ status: "ignored" });
    expect(await receiveInboundMail(recipient, mail({ from, text: "> só a citação" }))).toEqual({
      status: "refused",
      message: INBOUND_MESSAGES.empty,
    });
    expect(await timelineBodies(desk, id)).toEqual(["Meu pedido não chegou."]);
  });

  it("opens an atendimento from a new address written to the organization's inbox, with its files and a confirmation", async () => {
    const desk = await newDesk();
    const recipient = (await inboundRecipient(`${await deskSlug(desk)}@atendimento.example.com`))!;
    expect(recipient).toEqual({ organizationId: desk.scope.organizationId, ticket: null });
    const outcome = await receiveInboundMail(recipient, mail({ files: [{ name: "fatura.pdf", bytes: PDF }] }));
    expect(outcome).toMatchObject({ status: "opened", code: "AT-000001" });
    const ticket = (await getTicket(desk.scope, (outcome as { ticketId: string }).ticketId))!;
    expect(ticket).toMatchObject({
      subject: "Dúvida sobre a fatura",
      channel: "email",
      contact: { name: "Maria Souza", email: "maria@example.com" },
    });
    const [first] = ticket.timeline;
    expect(first).toMatchObject({ kind: "mensagem", body: "Olá, a fatura veio duplicada." });
    expect(first!.attachments).toEqual([
      { id: expect.any(String), fileName: "fatura.pdf", contentType: "application/pdf", sizeBytes: PDF.length },
    ]);
    const file = await openTicketAttachment(desk.scope, ticket.id, first!.attachments[0]!.id);
    expect(file?.bytes.equals(Buffer.from(PDF))).toBe(true);
    const [confirmation] = await messagesTo("maria@example.com");
    expect(confirmation).toMatchObject({ subject: "Recebemos a sua mensagem: atendimento AT-000001" });
    expect(confirmation!.replyTo).toMatch(/\+[a-z2-7]{26}@atendimento\.example\.com$/);
  });

  it("refuses a message whose file breaks the comprovantes' rules, keeping nothing", async () => {
    const desk = await newDesk();
    const recipient = (await inboundRecipient(`${await deskSlug(desk)}@atendimento.example.com`))!;
    const outcome = await receiveInboundMail(recipient, mail({ files: [{ name: "nota.txt", bytes: TEXT_FILE }] }));
    expect(outcome).toEqual({ status: "refused", message: "nota.txt: Envie anexos em PDF ou como imagem JPEG, PNG ou WebP." });
    const tickets = await (
      await db()
    )
      .selectFrom("crm_tickets")
      .select("id")
      .where("organization_id", "=", desk.scope.organizationId)
      .execute();
    expect(tickets).toEqual([]);
  });

  it("asks the sender's server to try later once an address has opened its share of atendimentos", async () => {
    const desk = await newDesk();
    const recipient = (await inboundRecipient(`${await deskSlug(desk)}@atendimento.example.com`))!;
    for (let sent = 0; sent < INTAKE_RULES.email.limit; sent++)
      expect(await receiveInboundMail(recipient, mail())).toMatchObject({ status: "opened" });
    expect(await receiveInboundMail(recipient, mail())).toEqual({
      status: "refused",
      message: INBOUND_MESSAGES.limited,
      temporary: true,
    });
  });

  it("serves a message's file to the atendimento's organization only", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    const { id } = await answeredTicket(desk);
    await replyToTicket(desk.scope, id, "Segue o boleto.", [{ name: "boleto.pdf", bytes: PDF }]);
    const reply = (await getTicket(desk.scope, id))!.timeline.findLast((entry) => entry.kind === "resposta")!;
    const [file] = reply.attachments;
    expect(file).toMatchObject({ fileName: "boleto.pdf" });
    expect(await openTicketAttachment(desk.scope, id, file!.id)).not.toBeNull();
    expect(await openTicketAttachment(other.scope, id, file!.id)).toBeNull();
    const [sent] = await messagesTo(desk.contactEmail);
    expect(sent!.attachments).toEqual([{ filename: "boleto.pdf", contentType: "application/pdf", size: PDF.length }]);
  });

  it("refuses a resposta with a refused file or too many, recording and sending nothing", async () => {
    const desk = await newDesk();
    const { id } = await answeredTicket(desk);
    await expect(replyToTicket(desk.scope, id, "Segue.", [{ name: "x.txt", bytes: TEXT_FILE }])).rejects.toThrow(
      "x.txt: Envie anexos em PDF ou como imagem JPEG, PNG ou WebP.",
    );
    const six = Array.from({ length: 6 }, (_, index) => ({ name: `${index}.pdf`, bytes: PDF }));
    await expect(replyToTicket(desk.scope, id, "Segue.", six)).rejects.toThrow("Envie no máximo 5 anexos por mensagem.");
    expect((await getTicket(desk.scope, id))!.timeline.filter((entry) => entry.kind === "resposta")).toHaveLength(1);
    expect(await messagesTo(desk.contactEmail)).toHaveLength(1);
  });
});
