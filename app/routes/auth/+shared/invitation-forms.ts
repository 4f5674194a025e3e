/** What an invitation link lets its visitor do. Safe for the browser. */
import { href } from "react-router";

/** A link's token: 32 random bytes in base64url (43 characters); anything else is no invitation. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** What the page offers, from the lookup and who is signed in. */
export type InvitationStep = "sign-up" | "sign-in" | "accept" | "other-email";

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
