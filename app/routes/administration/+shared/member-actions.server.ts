/**
 * The posts of a member's page (/profile/:userId): the member is read
 * first (another organization's, or an id that is not one, answers 404),
 * a destructive action without `confirmado` brings back its question, and
 * each action goes to the auth service, which records it in the audit log
 * (docs/decisions/0026). The service's refusals (the last administrator, a
 * bad role) come back as the message to show; removal goes back to the list.
 */
import { data, redirect } from "react-router";
import type { AuthClient } from "~/clients/auth-client.server";
import { HttpError } from "~/clients/transport.server";
import type { Confirmation } from "~/components/administration/confirm-action";
import type { MemberDetail } from "~/contracts/members";
import { confirmationOf } from "./member-confirmations";
import { memberActionSchema, type MemberAction } from "./schemas";

/** What the page shows after a post that did not redirect. */
export type MemberAnswer =
  | { tone: "success" | "error"; message: string; confirm?: undefined }
  | { confirm: Confirmation; tone?: undefined; message?: undefined };

type Step = () => Promise<string>;

function stepOf(client: AuthClient, member: MemberDetail, action: MemberAction): Step | string {
  const id = member.Id;
  switch (action.intent) {
    case "papel":
      if (!action.role) return "Escolha o papel: Administrador ou Usuário.";
      if (action.role === member.Role) return "O membro já tem esse papel.";
      return () => client.updateMember(id, { role: action.role });
    case "bloquear":
      return () => client.updateMember(id, { status: "blocked" });
    case "desbloquear":
      return () => client.updateMember(id, { status: "active" });
    case "desabilitar":
      return () => client.updateMember(id, { status: "disabled" });
    case "reabilitar":
      return () => client.updateMember(id, { status: "active" });
    case "remover":
      return () => client.removeMember(id);
    case "redefinir-senha":
      return () => client.sendMemberPasswordReset(id);
    case "remover-bloqueio-temporario":
      return () => client.unlockMember(id);
  }
}

/** Does the posted action on member `userId`; the answer for the page, or a redirect after removal. */
export async function memberAction(client: AuthClient, userId: string, form: FormData) {
  const member = await client.getMember(userId);
  const parsed = memberActionSchema.safeParse(Object.fromEntries(form));
  const refuse = (message: string, status = 400) => data<MemberAnswer>({ tone: "error", message }, { status });
  if (!parsed.success) return refuse("Ação desconhecida. Recarregue a página e tente de novo.");
  const action = parsed.data;
  const confirmation = confirmationOf(action.intent, member.Id, member.Name);
  if (confirmation && !action.confirmado) return data<MemberAnswer>({ confirm: confirmation });
  const step = stepOf(client, member, action);
  if (typeof step === "string") return refuse(step);
  let message: string;
  try {
    message = await step();
  } catch (error) {
    if (error instanceof HttpError && error.serverMessage) return refuse(error.serverMessage, error.status);
    throw error;
  }
  if (action.intent === "remover") throw redirect("/profile?feito=removido");
  return data<MemberAnswer>({ tone: "success", message });
}
