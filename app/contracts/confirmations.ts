/**
 * The questions before a destructive administration action (block,
 * disable, remove a member; revoke an invitation): asked in a dialog or,
 * without JavaScript, in the page from the action's answer. Shared by the
 * administration module, which answers them, and the components that draw them.
 */

/** What is asked: the post's `intent` and `id`, and the words of the question. */
export interface Confirmation {
  intent: string;
  id: string;
  title: string;
  explanation: string;
  confirmLabel: string;
  /** More hidden fields of the post (the invitation's e-mail). */
  fields?: Record<string, string>;
}

type Asked = "bloquear" | "desabilitar" | "remover";

const WORDS: Record<Asked, (name: string) => Omit<Confirmation, "intent" | "id">> = {
  bloquear: (name) => ({
    title: `Bloquear ${name}?`,
    explanation: `${name} sai de todas as sessões e não consegue entrar nesta organização até ser desbloqueado.`,
    confirmLabel: "Bloquear membro",
  }),
  desabilitar: (name) => ({
    title: `Desabilitar ${name}?`,
    explanation: `${name} sai de todas as sessões e a conta fica desabilitada nesta organização até ser reabilitada.`,
    confirmLabel: "Desabilitar membro",
  }),
  remover: (name) => ({
    title: `Remover ${name} da organização?`,
    explanation: `${name} perde o acesso a esta organização e sai de todas as sessões. Para voltar, precisará de um novo convite.`,
    confirmLabel: "Remover da organização",
  }),
};

/** The question of member action `intent` about member `id` named `name`; null for an action that does not ask. */
export function confirmationOf(intent: string, id: string, name: string): Confirmation | null {
  if (intent !== "bloquear" && intent !== "desabilitar" && intent !== "remover") return null;
  return { intent, id, ...WORDS[intent](name) };
}

/** The question before revoking invitation `id` sent to `email`. */
export const revokeConfirmation = (id: string, email: string): Confirmation => ({
  intent: "revogar",
  id,
  title: `Revogar o convite para ${email}?`,
  explanation: "O link enviado deixa de funcionar. Você pode convidar a pessoa de novo depois.",
  confirmLabel: "Revogar convite",
  fields: { email },
});
