/**
 * The posts of the members list (/profile): an invitation (e-mail and
 * role, checked again here), and Reenviar / Revogar on a pending
 * invitation's row (Revogar asks first). Each goes to the auth service,
 * which records it in the audit log with the invited e-mail as its target
 * (docs/decisions/0026). The service's refusals come back as the message
 * to show.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/web/submission.server";
import { data } from "react-router";
import type { AuthClient } from "~/clients/auth-client.server";
import { HttpError } from "~/clients/transport.server";
import type { Confirmation } from "~/components/administration/confirm-action";
import { revokeConfirmation } from "~/components/administration/members-table";
import { MAX_MEMBERS_PAGE_SIZE, MAX_MEMBER_QUERY_LENGTH } from "~/contracts/members";
import { invitationActionSchema, inviteSchema } from "./schemas";

/** What the list shows after a post. */
export interface ListAnswer {
  /** The invitation form's result (its field errors, or reset after sending). */
  result?: SubmissionResult<string[]>;
  invited?: boolean;
  tone?: "success" | "error";
  message?: string;
  confirm?: Confirmation;
}

const failureOf = (error: unknown) => (error instanceof HttpError && error.serverMessage ? error : null);

async function invite(client: AuthClient, form: FormData) {
  const submission = parseSubmission(form, { schema: inviteSchema });
  if (submission.status !== "success") return data<ListAnswer>({ result: submission.reply() }, { status: 400 });
  const { email, role } = submission.value;
  try {
    const sent = await client.invite({ email, role });
    return data<ListAnswer>({
      result: submission.reply({ resetForm: true }),
      invited: true,
      tone: "success",
      message: sent.message,
    });
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return data<ListAnswer>(
      { result: submission.reply({ fieldErrors: { email: [failure.serverMessage ?? ""] } }) },
      { status: failure.status },
    );
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

/** Does the posted action of the list; the answer for the page. */
export async function listAction(client: AuthClient, form: FormData) {
  if (form.get("intent") === "convidar") return invite(client, form);
  const parsed = invitationActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ListAnswer>(
      { tone: "error", message: "Ação desconhecida. Recarregue a página e tente de novo." },
      { status: 400 },
    );
  }
  const { intent, id, email, confirmado } = parsed.data;
  if (intent === "revogar" && !confirmado) {
    return data<ListAnswer>({ confirm: revokeConfirmation(id, (await invitedEmail(client, id, email)) ?? email) });
  }
  try {
    const message = intent === "reenviar" ? await client.resendInvitation(id) : await client.revokeInvitation(id);
    return data<ListAnswer>({ tone: "success", message });
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return data<ListAnswer>({ tone: "error", message: failure.serverMessage ?? "" }, { status: failure.status });
  }
}
