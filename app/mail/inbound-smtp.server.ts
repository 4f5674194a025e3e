/**
 * The desk's SMTP listener (docs/decisions/0035): takes mail for the addresses of INBOUND_MAIL_DOMAIN only (no
 * relaying, no sign-in, plain SMTP behind the MX that forwards to it), refuses an unknown recipient at RCPT TO and a
 * refused message at the end of DATA with its pt-BR reason (without accents: SMTP replies are ASCII), so the sender's
 * server tells the sender. At most INBOUND_MAX_BYTES a message and INBOUND_MAX_RECIPIENTS recipients.
 */
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { stripAccents } from "~/config/text-rules";
import { INBOUND_MESSAGES, inboundRecipient, receiveInboundMail, type InboundRecipient } from "~/modules/crm/inbound-mail.server";
import { logger } from "~/server/logger.server";
import { readInboundMail } from "./inbound-parse.server";

/** Bytes of one message: the 25 MB of files a message may carry, base64-encoded, and its text. */
export const INBOUND_MAX_BYTES = 35 * 1024 * 1024;
export const INBOUND_MAX_RECIPIENTS = 10;

const TOO_LARGE = "A mensagem passa do limite de 35 MB.";
const TOO_MANY = `Envie para no máximo ${INBOUND_MAX_RECIPIENTS} endereços de uma vez.`;
const TRY_LATER = "Não foi possível receber a mensagem agora. Tente de novo mais tarde.";

/** An SMTP error reply: `code` and the pt-BR text in ASCII. */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(stripAccents(message)), { responseCode: code });
}

/** A running listener: the port it took (useful with port 0) and how to stop it. */
export interface InboundSmtp {
  port: number;
  stop(): Promise<void>;
}

/** Starts listening on `host:port`; rejects when the port cannot be taken. */
export async function startInboundSmtp(options: { port: number; host: string; domain: string }): Promise<InboundSmtp> {
  const log = logger();
  const recipients = new WeakMap<SMTPServerSession, InboundRecipient[]>();
  const server = new SMTPServer({
    name: options.domain,
    banner: "Sereno: central de atendimento",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: INBOUND_MAX_BYTES,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, session, callback) {
      const accepted = recipients.get(session) ?? [];
      if (accepted.length >= INBOUND_MAX_RECIPIENTS) return callback(smtpError(452, TOO_MANY));
      inboundRecipient(address.address).then(
        (recipient) => {
          if (!recipient) return callback(smtpError(550, INBOUND_MESSAGES.unknown));
          recipients.set(session, [...accepted, recipient]);
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, "inbound mail: a recipient could not be checked");
          callback(smtpError(451, TRY_LATER));
        },
      );
    },
    onData(stream, session, callback) {
      const targets = recipients.get(session) ?? [];
      // The next message on this connection starts from no recipients.
      recipients.delete(session);
      take(stream, session, targets).then(
        (error) => callback(error),
        (error: unknown) => {
          log.error({ err: error }, "inbound mail: a message could not be taken");
          callback(smtpError(451, TRY_LATER));
        },
      );
    },
  });
  server.on("error", (error) => log.error({ err: error }, "inbound mail: listener error"));

  /** Reads the message and hands it to each distinct recipient; the first refusal is the answer (null: accepted). */
  async function take(
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    targets: InboundRecipient[],
  ): Promise<Error | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) if (!stream.sizeExceeded) chunks.push(chunk as Buffer);
    if (stream.sizeExceeded) return smtpError(552, TOO_LARGE);
    const mail = await readInboundMail(Buffer.concat(chunks), session.envelope.mailFrom === false);
    const seen = new Set<string>();
    let refusal: Error | null = null;
    for (const target of targets) {
      const key = `${target.organizationId}/${target.ticket?.id ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const outcome = await receiveInboundMail(target, mail);
      log.info({ status: outcome.status, ticketId: "ticketId" in outcome ? outcome.ticketId : undefined }, "inbound mail");
      if (outcome.status === "refused") refusal ??= smtpError(outcome.temporary ? 451 : 550, outcome.message);
    }
    return refusal;
  }

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
