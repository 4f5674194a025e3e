/**
 * Who may join (docs/decisions/0026), over the auth service: the
 * membership policy and the answer to a registration waiting for approval.
 * The service writes the change and its audit row together; its refusals
 * come back as the message to show.
 */
import { HttpError, type AuthClient } from "~/clients/auth-client.server";
import type { Answer } from "./member-actions.server";
import type { MembershipAction } from "./member-forms";

export interface MembershipAnswer {
  tone: "success" | "error";
  message: string;
}

/** Sets the policy or answers the request; the message for the page (4xx with the service's refusal). */
export async function membershipAction(client: AuthClient, action: MembershipAction): Promise<Answer<MembershipAnswer>> {
  try {
    const message =
      action.intent === "politica"
        ? await client.setMembershipPolicy(action.politica)
        : await client.answerMembershipRequest(action.id, action.intent === "aprovar" ? "approve" : "refuse");
    return { body: { tone: "success", message }, status: 200 };
  } catch (error) {
    if (!(error instanceof HttpError) || !error.serverMessage) throw error;
    return { body: { tone: "error", message: error.serverMessage }, status: error.status };
  }
}
