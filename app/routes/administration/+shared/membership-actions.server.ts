/**
 * The posts of /profile about who may join (docs/decisions/0026): the
 * membership policy (`intent=politica`) and the answer to a registration
 * waiting for approval (`intent=aprovar` or `recusar`, the person's id).
 * Each goes to the auth service, which writes the change and its audit
 * row together; its refusals come back as the message to show.
 */
import { data } from "react-router";
import type { AuthClient } from "~/clients/auth-client.server";
import { HttpError } from "~/clients/transport.server";
import { MEMBERSHIP_POLICIES } from "~/contracts/members";
import { z } from "~/config/zod";

/** The intents this module answers. */
export const MEMBERSHIP_INTENTS = ["politica", "aprovar", "recusar"] as const;

export const isMembershipIntent = (intent: FormDataEntryValue | null) =>
  (MEMBERSHIP_INTENTS as readonly unknown[]).includes(intent);

const schema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("politica"),
    politica: z.enum(MEMBERSHIP_POLICIES, { error: "Escolha quem pode entrar na organização." }),
  }),
  z.object({ intent: z.enum(["aprovar", "recusar"]), id: z.string().trim().min(1).max(64) }),
]);

export interface MembershipAnswer {
  tone: "success" | "error";
  message: string;
}

/** Does the posted policy change or answer; the message for the page (4xx with the refusal's). */
export async function membershipAction(client: AuthClient, form: FormData) {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const message = parsed.error.issues.find((issue) => issue.path[0] === "politica")?.message;
    return data<MembershipAnswer>(
      { tone: "error", message: message ?? "Ação desconhecida. Recarregue a página e tente de novo." },
      { status: 400 },
    );
  }
  const action = parsed.data;
  try {
    const message =
      action.intent === "politica"
        ? await client.setMembershipPolicy(action.politica)
        : await client.answerMembershipRequest(action.id, action.intent === "aprovar" ? "approve" : "refuse");
    return data<MembershipAnswer>({ tone: "success", message });
  } catch (error) {
    if (!(error instanceof HttpError) || !error.serverMessage) throw error;
    return data<MembershipAnswer>({ tone: "error", message: error.serverMessage }, { status: error.status });
  }
}
