/** The CRM's e-mails to a contact, in pt-BR, plain text and HTML (app/mail/render.server.tsx). */
import type { MailMessage } from "./mailer.server";
import { EmailLayout, renderEmail } from "./render.server";

interface Reply {
  to: string;
  /** The atendimento's code, AT-000123. */
  code: string;
  subject: string;
  /** The agent's text as typed; its line breaks are kept. */
  body: string;
  /** The name the organization signs with (its sender's name). */
  organizationName: string;
}

/** A resposta to the contact: the code and assunto in the subject; the caller adds the sender's name and Reply-To. */
export function replyEmail(reply: Reply): MailMessage {
  const footer = `${reply.organizationName} · atendimento ${reply.code}`;
  return {
    to: reply.to,
    subject: `[${reply.code}] ${reply.subject}`,
    text: `${reply.body}\n\n--\n${footer}\n`,
    html: renderEmail(
      <EmailLayout>
        <div style={{ whiteSpace: "pre-wrap" }}>{reply.body}</div>
        <hr />
        <p style={{ color: "#555" }}>{footer}</p>
      </EmailLayout>,
    ),
  };
}

interface IntakeConfirmation {
  to: string;
  name: string;
  /** The atendimento's code, AT-000123. */
  code: string;
  subject: string;
  /** Who answers: the organization's name. */
  from: string;
}

/** The confirmation of an atendimento opened from outside (the contact form, the API, an e-mail), with its code and assunto; the caller adds the sender's name and Reply-To. */
export function intakeConfirmationEmail(mail: IntakeConfirmation): MailMessage {
  const lines = [
    `Olá, ${mail.name}.`,
    `Recebemos a sua mensagem e abrimos o atendimento ${mail.code}: "${mail.subject}".`,
    "Responderemos por este e-mail.",
    mail.from,
  ];
  return {
    to: mail.to,
    subject: `Recebemos a sua mensagem: atendimento ${mail.code}`,
    text: lines.join("\n\n"),
    html: renderEmail(
      <EmailLayout>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </EmailLayout>,
    ),
  };
}

interface SurveyInvitation {
  to: string;
  /** The atendimento's code, AT-000123. */
  code: string;
  subject: string;
  organizationName: string;
  /** The public page's address, with the token. */
  link: string;
  /** When the link stops working, as read ("27 de novembro de 2026 às 14:03"). */
  expiresOn: string;
}

/** The satisfaction survey of a resolved atendimento: one link to rate it 1 to 5 (docs/decisions/0036). */
export function surveyEmail(mail: SurveyInvitation): MailMessage {
  const lines = [
    `O atendimento ${mail.code} ("${mail.subject}") foi resolvido.`,
    "Como foi o nosso atendimento? Dê uma nota de 1 (muito insatisfeito) a 5 (muito satisfeito); leva menos de um minuto:",
  ];
  const closing = [`O link vale uma avaliação, até ${mail.expiresOn}.`, mail.organizationName];
  return {
    to: mail.to,
    senderName: mail.organizationName,
    subject: `Como foi o atendimento ${mail.code}?`,
    text: [...lines, mail.link, ...closing].join("\n\n"),
    html: renderEmail(
      <EmailLayout>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <a href={mail.link}>Avaliar o atendimento</a>
        </p>
        {closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </EmailLayout>,
    ),
  };
}
