/**
 * What an invitation link (/auth/convite/:token) lets its visitor do, and
 * the link's small rules. The new account's form is registration's last
 * step (`registrationCompleteSchema`, the invited e-mail fixed). Safe for
 * the browser.
 */
import { href } from "react-router";

/** A link's token: 32 random bytes in base64url (43 characters); anything else is no invitation. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** What the page offers, from the lookup and who is signed in. */
export type InvitationStep =
  /** No account with the invited e-mail: the form creates it. */
  | "sign-up"
  /** The e-mail has an account and nobody is signed in: sign in first. */
  | "sign-in"
  /** Signed in with the invited e-mail: Aceitar convite. */
  | "accept"
  /** Signed in with another e-mail. */
  | "other-email";

/** The step for a lookup's answer and the signed-in person's e-mail (null when signed out). */
export function invitationStep(invited: { Email: string; HasAccount: boolean }, signedInEmail: string | null): InvitationStep {
  if (signedInEmail) {
    return signedInEmail.trim().toLowerCase() === invited.Email.trim().toLowerCase() ? "accept" : "other-email";
  }
  return invited.HasAccount ? "sign-in" : "sign-up";
}

/** How a role reads on the page. */
export const roleLabel = (role: string) =>
  role === "Usuario" ? "Usuário" : role === "Administrator" || role === "Admin" ? "Administrador" : role;

/** The login path that comes back to the link (without the organization of the link: the person signs in where they belong). */
export const loginBackTo = (token: string) =>
  `${href("/auth/login")}?returnUrl=${encodeURIComponent(href("/auth/convite/:token", { token }))}`;
