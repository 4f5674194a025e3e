/** The listener on a random port, reached with nodemailer as a customer's mail server would. */
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { answeredTicket, deskSlug, newDesk } from "../../tests/support/crm-rows";
import { messagesTo } from "../../tests/support/outbox";
import { getTicket } from "~/modules/crm/tickets.server";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp.server";

vi.hoisted(() => {
  process.env.INBOUND_SMTP_PORT = "2525";
  process.env.INBOUND_MAIL_DOMAIN = "atendimento.example.com";
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1b3a9e10000000049454e44ae426082",
  "hex",
);

let listener: InboundSmtp;
beforeAll(async () => {
  listener = await startInboundSmtp({ port: 0, host: "127.0.0.1", domain: "atendimento.example.com" });
});
afterAll(() => listener.stop());

const send = (message: SendMailOptions) =>
  nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, secure: false, ignoreTLS: true }).sendMail(message);

describe("the desk's SMTP listener", () => {
  it("turns an answer to a reply address into a message on its atendimento, quoted history dropped, files kept", async () => {
    const desk = await newDesk();
    const { id, sent } = await answeredTicket(desk);
    await send({
      from: `Padaria <${desk.contactEmail}>`,
      to: sent.replyTo,
      subject: `Re: ${sent.subject}`,
      text: "Chegou, obrigado!\n\nOn Mon, Dec 1, 2026 at 10:00 AM Loja wrote:\n> Vamos verificar.\n",
      attachments: [{ filename: "foto.png", content: PNG }],
    });
    const message = (await getTicket(desk.scope, id))!.timeline.at(-1)!;
    expect(message).toMatchObject({ kind: "mensagem", body: "Chegou, obrigado!" });
    expect(message.attachments.map((file) => [file.fileName, file.contentType])).toEqual([["foto.png", "image/png"]]);
  });

  it("opens an atendimento for a new e-mail to the organization's inbox", async () => {
    const desk = await newDesk();
    const info = await send({
      from: "Joana Dias <joana@example.com>",
      to: `${await deskSlug(desk)}@atendimento.example.com`,
      subject: "Quero um orçamento",
      text: "Bom dia, quanto custa?",
    });
    expect(info.accepted).toHaveLength(1);
    const [confirmation] = await messagesTo("joana@example.com");
    expect(confirmation?.subject).toBe("Recebemos a sua mensagem: atendimento AT-000001");
  });

  it("refuses an unknown address at RCPT TO and a refused message with its reason, in pt-BR without accents", async () => {
    const desk = await newDesk();
    await expect(
      send({ from: "x@example.com", to: `${await deskSlug(desk)}+${"a".repeat(26)}@atendimento.example.com`, text: "oi" }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining("Endereco desconhecido") });
    await expect(send({ from: "x@example.com", to: "alguem@outro.example.com", text: "oi" })).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      send({
        from: "x@example.com",
        to: `${await deskSlug(desk)}@atendimento.example.com`,
        text: "Segue.",
        attachments: [{ filename: "nota.txt", content: "texto" }],
      }),
    ).rejects.toMatchObject({ responseCode: 550, response: expect.stringContaining("nota.txt: Envie anexos em PDF") });
    expect(await messagesTo("x@example.com")).toEqual([]);
  });
});
