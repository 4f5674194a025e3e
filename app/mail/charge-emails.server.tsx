/** The e-mails of a Pix charge to the customer (docs/decisions/0038): the charge itself and the régua's reminders. */
import type { MailMessage } from "./mailer.server";
import { EmailLayout, renderEmail } from "./render.server";

/** What a charge e-mail says; money and dates already in pt-BR. */
export interface ChargeMail {
  to: string;
  /** The name the company signs with. */
  companyName: string;
  /** The organization's sender name (crm e-mail settings) and reply address, when set. */
  senderName: string;
  replyTo?: string;
  description: string;
  amount: string;
  dueDate: string;
  /** The public charge page. */
  link: string;
  /** Null: the charge itself; otherwise the reminder's days from the due date (negative before, 0 on the day). */
  reminderOffset: number | null;
}

function opening(mail: ChargeMail): string {
  const what = `${mail.description}, no valor de ${mail.amount}`;
  const offset = mail.reminderOffset;
  if (offset === null) return `${mail.companyName} enviou uma cobrança: ${what}, com vencimento em ${mail.dueDate}.`;
  if (offset < 0)
    return `Lembrete: a cobrança de ${mail.companyName} (${what}) vence em ${mail.dueDate}, daqui a ${-offset} ${-offset === 1 ? "dia" : "dias"}.`;
  if (offset === 0) return `Lembrete: a cobrança de ${mail.companyName} (${what}) vence hoje, ${mail.dueDate}.`;
  return `Lembrete: a cobrança de ${mail.companyName} (${what}) venceu em ${mail.dueDate} e ainda consta em aberto.`;
}

/** The charge or one of its reminders, with the link to the page that shows the Pix QR code and the copia e cola. */
export function chargeEmail(mail: ChargeMail): MailMessage {
  const lines = [opening(mail), "Pague com Pix pelo QR code ou pelo código copia e cola na página da cobrança:"];
  const closing = [
    "Se você já pagou, desconsidere este e-mail.",
    "Para não receber mais lembretes, use o link no fim da página da cobrança.",
    mail.companyName,
  ];
  const subject =
    mail.reminderOffset === null
      ? `Cobrança de ${mail.companyName}: ${mail.amount}, vencimento ${mail.dueDate}`
      : `Lembrete de pagamento: ${mail.amount}, vencimento ${mail.dueDate}`;
  return {
    to: mail.to,
    senderName: mail.senderName,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject,
    text: [...lines, mail.link, ...closing].join("\n\n"),
    html: renderEmail(
      <EmailLayout>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <a href={mail.link}>Ver a cobrança e pagar com Pix</a>
        </p>
        {closing.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </EmailLayout>,
    ),
  };
}
