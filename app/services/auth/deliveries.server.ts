/** Sent after the answer, so whether an account has the address changes neither the answer nor its timing (decision 0011). */
import type { Kysely } from "kysely";
import { config } from "~/config.server";
import type { Database } from "~/db/schema";
import { sendMail } from "~/mail/mailer.server";
import { issueCode } from "./codes.server";
import { passwordResetEmail, registrationCodeEmail, registrationNoticeEmail } from "~/mail/auth-emails.server";

export interface RegistrationTarget {
  email: string;
  organization: { id: string; slug: string; display_name: string };
}

/** A code to an address no account has; to an address with an account, a notice to its owner with links to sign in and to reset the password (in that organization) instead. */
export async function deliverRegistrationMail(db: Kysely<Database>, { email, organization }: RegistrationTarget): Promise<void> {
  const registered = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (registered) {
    const page = (path: string) => `${config().publicUrl}${path}?organization=${encodeURIComponent(organization.slug)}`;
    await sendMail(
      registrationNoticeEmail(email, {
        organizationName: organization.display_name,
        signInUrl: page("/auth/login"),
        resetUrl: page("/auth/forgotpassword"),
      }),
    );
    return;
  }
  const code = await issueCode(db, { purpose: "registration", email, organizationId: organization.id });
  await sendMail(registrationCodeEmail(email, code, organization.display_name));
}

/** A reset code to an active, unblocked account with this e-mail; nothing otherwise. */
export async function deliverResetCode(db: Kysely<Database>, email: string): Promise<void> {
  const user = await db.selectFrom("users").select(["is_active", "blocked_at"]).where("email", "=", email).executeTakeFirst();
  if (!user?.is_active || user.blocked_at) return;
  const code = await issueCode(db, { purpose: "password_reset", email });
  await sendMail(passwordResetEmail(email, code));
}
