/**
 * The forms of the members pages, with pt-BR messages: the invitation
 * (e-mail and role), a member's role and who may join (`politica`), each
 * checked in the browser by Conform and again by the action; and the
 * posts of the row and member actions (`intent`, `id`, `confirmado`,
 * `aprovar`, `recusar`), every field bounded. Safe for the browser.
 */
import { z } from "~/config/zod";
import { MEMBER_ROLES, MEMBERSHIP_POLICIES } from "~/contracts/members";

const EMAIL_MISSING = "Informe o e-mail da pessoa.";
const ROLE_MISSING = "Escolha o papel: Administrador ou Usuário.";

export const inviteSchema = z.object({
  email: z
    .string({ error: EMAIL_MISSING })
    .trim()
    .min(1, EMAIL_MISSING)
    .max(254, "E-mail muito longo.")
    .pipe(z.email({ error: "Informe um e-mail válido." }))
    .transform((email) => email.toLowerCase()),
  role: z.enum(MEMBER_ROLES, { error: ROLE_MISSING }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

/** The actions of an invitation row of the list. */
export const INVITATION_INTENTS = ["reenviar", "revogar"] as const;

/** The actions of a member's page besides the role: its state, its password, its lock, its removal. */
export const ACCESS_INTENTS = [
  "bloquear",
  "desbloquear",
  "desabilitar",
  "reabilitar",
  "remover",
  "redefinir-senha",
  "remover-bloqueio-temporario",
] as const;

const confirmed = z
  .string()
  .max(10)
  .optional()
  .transform((value) => value === "sim");

/** The row actions of the list, by `intent` (reenviar, revogar). */
export const invitationActionSchema = z.object({
  intent: z.enum(INVITATION_INTENTS),
  id: z.string().trim().min(1).max(64),
  /** The row's e-mail, to find the invitation in the list for the question before revoking. */
  email: z.string().trim().max(254).default(""),
  confirmado: confirmed,
});

/** A member page's post, by `intent`: "papel" carries the new `role` (the role form's field); the others only `confirmado`. */
export const memberActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("papel"), role: z.enum(MEMBER_ROLES, { error: ROLE_MISSING }), confirmado: confirmed }),
  z.object({ intent: z.enum(ACCESS_INTENTS), confirmado: confirmed }),
]);
export type MemberAction = z.infer<typeof memberActionSchema>;

/** The posts about who may join: the membership policy, and the answer to a registration waiting for approval. */
export const MEMBERSHIP_INTENTS = ["politica", "aprovar", "recusar"] as const;

export const isMembershipIntent = (intent: FormDataEntryValue | null) =>
  (MEMBERSHIP_INTENTS as readonly unknown[]).includes(intent);

/** "politica" carries the policy form's radio group (`politica`); "aprovar" and "recusar" the request's `id`. */
export const membershipActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("politica"),
    politica: z.enum(MEMBERSHIP_POLICIES, { error: "Escolha quem pode entrar na organização." }),
  }),
  z.object({ intent: z.enum(["aprovar", "recusar"]), id: z.string().trim().min(1).max(64) }),
]);
export type MembershipAction = z.infer<typeof membershipActionSchema>;
export type InvitationAction = z.infer<typeof invitationActionSchema>;
