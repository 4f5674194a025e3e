/** The auth service's e-mails, in pt-BR, plain text and HTML (app/mail/render.server.tsx). */
import type { MailMessage } from "./mailer.server";
import { EmailLayout, renderEmail } from "./render.server";

function CodeEmail({ lead, code, note }: { lead: string; code: string; note: string }) {
  return (
    <EmailLayout>
      <p>{lead}</p>
      <p style={{ fontSize: "28px", fontWeight: 700, letterSpacing: "6px" }}>{code}</p>
      <p>{note}</p>
    </EmailLayout>
  );
}

const NOTE = "O código vale por 10 minutos e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.";

const message = (to: string, subject: string, lead: string, code: string): MailMessage => ({
  to,
  subject,
  text: `${lead}\n\n${code}\n\n${NOTE}\n`,
  html: renderEmail(<CodeEmail lead={lead} code={code} note={NOTE} />),
});

export const registrationCodeEmail = (to: string, code: string, organizationName: string) =>
  message(
    to,
    `Seu código de confirmação: ${code}`,
    `Use o código abaixo para confirmar seu e-mail e criar sua conta em ${organizationName}.`,
    code,
  );

export const passwordResetEmail = (to: string, code: string) =>
  message(to, `Código para redefinir sua senha: ${code}`, "Use o código abaixo para redefinir sua senha.", code);

interface RegistrationNotice {
  organizationName: string;
  signInUrl: string;
  resetUrl: string;
}

function NoticeEmail({ organizationName, signInUrl, resetUrl }: RegistrationNotice) {
  return (
    <EmailLayout>
      <p>Alguém tentou criar uma conta em {organizationName} com este e-mail, que já tem uma conta.</p>
      <p>
        Se foi você, <a href={signInUrl}>entre com sua conta</a> ou, se esqueceu a senha, <a href={resetUrl}>redefina a senha</a>.
      </p>
      <p>Se não foi você, ignore este e-mail: nada foi alterado na sua conta.</p>
    </EmailLayout>
  );
}

/** Sent instead of a code when registration starts with an e-mail that has an account, so the answer of the start step is the same for both. */
export const registrationNoticeEmail = (to: string, notice: RegistrationNotice): MailMessage => ({
  to,
  subject: "Tentativa de criar conta com o seu e-mail",
  text:
    `Alguém tentou criar uma conta em ${notice.organizationName} com este e-mail, que já tem uma conta.\n\n` +
    `Se foi você, entre com sua conta: ${notice.signInUrl}\n` +
    `Se esqueceu a senha, redefina-a: ${notice.resetUrl}\n\n` +
    "Se não foi você, ignore este e-mail: nada foi alterado na sua conta.\n",
  html: renderEmail(<NoticeEmail {...notice} />),
});

interface InvitationNotice {
  organizationName: string;
  roleLabel: string;
  link: string;
  expiresOn: string;
}

function InvitationEmail({ organizationName, roleLabel, link, expiresOn }: InvitationNotice) {
  return (
    <EmailLayout>
      <p>
        Você foi convidado para participar de {organizationName} como {roleLabel}.
      </p>
      <p>
        <a href={link}>Aceitar o convite</a>
      </p>
      <p>O link vale até {expiresOn} e pode ser usado uma única vez. Se você não esperava este convite, ignore este e-mail.</p>
    </EmailLayout>
  );
}

/** The invitation to join an organization (subject "Convite para {organization}"). */
export const invitationEmail = (to: string, notice: InvitationNotice): MailMessage => ({
  to,
  subject: `Convite para ${notice.organizationName}`,
  text:
    `Você foi convidado para participar de ${notice.organizationName} como ${notice.roleLabel}.\n\n` +
    `Aceite o convite: ${notice.link}\n\n` +
    `O link vale até ${notice.expiresOn} e pode ser usado uma única vez. Se você não esperava este convite, ignore este e-mail.\n`,
  html: renderEmail(<InvitationEmail {...notice} />),
});
