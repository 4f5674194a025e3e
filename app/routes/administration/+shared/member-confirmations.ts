/** The questions of a member's destructive actions (block, disable, remove), asked in a dialog or, without JavaScript, in the page. Pure. */
import type { Confirmation } from "~/components/administration/confirm-action";
import type { MemberIntent } from "./schemas";

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

/** The question of `intent` about member `id` named `name`; null for an action that does not ask. */
export function confirmationOf(intent: MemberIntent, id: string, name: string): Confirmation | null {
  if (intent !== "bloquear" && intent !== "desabilitar" && intent !== "remover") return null;
  return { intent, id, ...WORDS[intent](name) };
}
