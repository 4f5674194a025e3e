/**
 * The invitations of the members list (/profile) over the auth service:
 * send one (e-mail and role), and Reenviar / Revogar a pending one (Revogar
 * asks first). The service records each in the audit log with the invited
 * e-mail as its target (docs/decisions/0026); its refusals come back as the
 * message to show.
 */
import { HttpError, type AuthClient } from "~/clients/auth-client.server";
import { revokeConfirmation, type Confirmation } from "~/contracts/confirmations";
import { MAX_MEMBERS_PAGE_SIZE, MAX_MEMBER_QUERY_LENGTH } from "~/contracts/members";
import type { Answer } from "./member-actions.server";
import type { InvitationAction, InviteInput } from "./member-forms";

/** What the list shows after an invitation row's post. */
export interface InvitationAnswer {
  tone?: "success" | "error";
  message?: string;
  confirm?: Confirmation;
}

const failureOf = (error: unknown) => (error instanceof HttpError && error.serverMessage ? error : null);

/** Sends the invitation: the service's message, or its refusal (for the e-mail field) with its status. */
export async function invite(
  client: AuthClient,
  input: InviteInput,
): Promise<{ sent: true; message: string } | { sent: false; message: string; status: number }> {
  try {
    return { sent: true, message: (await client.invite(input)).message };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return { sent: false, message: failure.serverMessage ?? "", status: failure.status };
  }
}

/** The pending invitation `id`'s e-mail, found in the list by the e-mail the row posted; null when it is not there. */
async function invitedEmail(client: AuthClient, id: string, posted: string): Promise<string | null> {
  const page = await client.listMembers({
    q: posted.slice(0, MAX_MEMBER_QUERY_LENGTH),
    status: "invited",
    pageSize: MAX_MEMBERS_PAGE_SIZE,
  });
  return page.Items.find((row) => row.Kind === "invitation" && row.Id === id)?.Email ?? null;
}

/** Does an invitation row's `action` (null: the post was not one); the answer for the list. */
export async function invitationAction(client: AuthClient, action: InvitationAction | null): Promise<Answer<InvitationAnswer>> {
  if (!action)
    return { body: { tone: "error", message: "Ação desconhecida. Recarregue a página e tente de novo." }, status: 400 };
  const { intent, id, email, confirmado } = action;
  if (intent === "revogar" && !confirmado) {
    return { body: { confirm: revokeConfirmation(id, (await invitedEmail(client, id, email)) ?? email) }, status: 200 };
  }
  try {
    const message = intent === "reenviar" ? await client.resendInvitation(id) : await client.revokeInvitation(id);
    return { body: { tone: "success", message }, status: 200 };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return { body: { tone: "error", message: failure.serverMessage ?? "" }, status: failure.status };
  }
}
