/**
 * The actions of a member's page (/profile/:userId) over the auth service:
 * the member is read first (another organization's, or an id that is not
 * one, throws the client's 404), a destructive action without `confirmado`
 * brings back its question, and each action goes to the service, which
 * records it in the audit log (docs/decisions/0026). The service's refusals
 * (the last administrator, a bad role) come back as the message to show.
 */
import { HttpError, type AuthClient } from "~/clients/auth-client.server";
import { confirmationOf, type Confirmation } from "~/contracts/confirmations";
import type { MemberDetail } from "~/contracts/members";
import type { MemberAction } from "./member-forms";

/** What the page shows after a post that did not go back to the list. */
export type MemberAnswer =
  | { tone: "success" | "error"; message: string; confirm?: undefined }
  | { confirm: Confirmation; tone?: undefined; message?: undefined };

/** An answer for the page and its HTTP status. */
export interface Answer<T> {
  body: T;
  status: number;
}

/** Where the page goes after removing the member. */
export const REMOVED_LOCATION = "/profile?feito=removido";

type Step = () => Promise<string>;

function stepOf(client: AuthClient, member: MemberDetail, action: MemberAction): Step | string {
  const id = member.Id;
  switch (action.intent) {
    case "papel":
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

/**
 * Does `action` (null: the post was not one) on member `userId`: the answer
 * for the page, or `{ removed: true }` after removal (go to REMOVED_LOCATION).
 */
export async function memberAction(
  client: AuthClient,
  userId: string,
  action: MemberAction | null,
): Promise<Answer<MemberAnswer> | { removed: true }> {
  const member = await client.getMember(userId);
  const refuse = (message: string, status = 400) => ({ body: { tone: "error" as const, message }, status });
  if (!action) return refuse("Ação desconhecida. Recarregue a página e tente de novo.");
  const confirmation = confirmationOf(action.intent, member.Id, member.Name);
  if (confirmation && !action.confirmado) return { body: { confirm: confirmation }, status: 200 };
  const step = stepOf(client, member, action);
  if (typeof step === "string") return refuse(step);
  let message: string;
  try {
    message = await step();
  } catch (error) {
    if (error instanceof HttpError && error.serverMessage) return refuse(error.serverMessage, error.status);
    throw error;
  }
  if (action.intent === "remover") return { removed: true };
  return { body: { tone: "success", message }, status: 200 };
}
