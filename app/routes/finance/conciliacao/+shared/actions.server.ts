/** The reconciliation page's form intents; a success redirects with a notice, a refusal changes nothing. */
import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/web/submission.server";
import { redirect } from "react-router";
import {
  acceptSuggestion,
  createFromLine,
  ignoreLine,
  restoreLine,
  settleByLine,
  unreconcileLine,
  type LineOutcome,
} from "~/modules/finance/reconciliation/actions.server";
import { acceptSchema, createFromLineSchema, lineIdField, settleByLineSchema } from "~/modules/finance/reconciliation/schemas";
import { refuse } from "~/modules/finance/references.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { parseAddress, reconciliationHref, type Notice } from "./address";
import { idempotent } from "~/web/idempotency.server";

export type ReconciliationActionData =
  | { intent: "criar"; lineId: string; result: SubmissionResult<string[]> }
  | { intent: "conciliar"; lineId: string; error: string; entryIds: string[]; difference: string | null }
  | { intent: "outro"; lineId: string | null; error: string };

const UNREADABLE = "Não foi possível ler o formulário enviado. Recarregue a página e tente de novo.";

const firstMessage = (outcome: Exclude<LineOutcome, { status: "done" }>) =>
  outcome.formErrors[0] ?? Object.values(outcome.fieldErrors)[0]?.[0] ?? UNREADABLE;

/** Runs the posted form's intent; throws the redirect of a success, returns the refusal otherwise. */
export async function runReconciliationAction(request: Request, scope: TenantScope): Promise<ReconciliationActionData> {
  const address = parseAddress(new URL(request.url).searchParams);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { intent: "outro", lineId: null, error: UNREADABLE };
  }
  return idempotent(scope, form, "financeiro/conciliacao", () => runIntent(form, scope, address));
}

async function runIntent(
  form: FormData,
  scope: TenantScope,
  address: ReturnType<typeof parseAddress>,
): Promise<ReconciliationActionData> {
  const rawLine = form.get("lineId");
  const lineId = lineIdField.safeParse(rawLine);
  const failed = (error: string): ReconciliationActionData => ({
    intent: "outro",
    lineId: lineId.success ? lineId.data : null,
    error,
  });
  const done = (notice: Notice) =>
    redirect(reconciliationHref(address.accountId, { tab: address.tab, page: address.page, aviso: notice }));
  const finish = (outcome: LineOutcome | Awaited<ReturnType<typeof unreconcileLine>>, notice: Notice) => {
    if (outcome.status !== "done") return failed(firstMessage(outcome));
    throw done(notice);
  };

  switch (form.get("intent")) {
    case "aceitar": {
      const parsed = acceptSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return failed(parsed.error.issues[0]?.message ?? UNREADABLE);
      return finish(await acceptSuggestion(scope, parsed.data), "aceita");
    }
    case "conciliar": {
      const entryIds = form.getAll("entryIds").filter((value): value is string => typeof value === "string");
      const difference = form.get("difference");
      const parsed = settleByLineSchema.safeParse({
        lineId: rawLine,
        entryIds,
        difference: difference || undefined,
        differenceCents: form.get("differenceCents") || undefined,
      });
      const outcome = parsed.success
        ? await settleByLine(scope, parsed.data)
        : refuse({}, [parsed.error.issues[0]?.message ?? UNREADABLE]);
      if (outcome.status === "done") throw done("aceita");
      if (!lineId.success) return failed(firstMessage(outcome));
      const chosen = typeof difference === "string" && difference ? difference : null;
      return { intent: "conciliar", lineId: lineId.data, error: firstMessage(outcome), entryIds, difference: chosen };
    }
    case "criar": {
      const submission = parseSubmission(form, { schema: createFromLineSchema });
      const id = lineId.success ? lineId.data : "";
      if (submission.status !== "success") return { intent: "criar", lineId: id, result: submission.reply() };
      const outcome = await createFromLine(scope, submission.value);
      if (outcome.status !== "done")
        return {
          intent: "criar",
          lineId: id,
          result: submission.reply({ formErrors: outcome.formErrors, fieldErrors: outcome.fieldErrors }),
        };
      throw redirect(reconciliationHref(address.accountId, { tab: address.tab, page: address.page, aviso: "criado" }));
    }
    case "ignorar":
    case "restaurar":
    case "desfazer": {
      if (!lineId.success) return failed(lineId.error.issues[0]?.message ?? UNREADABLE);
      const intent = form.get("intent");
      if (intent === "ignorar") return finish(await ignoreLine(scope, lineId.data), "ignorada");
      if (intent === "restaurar") return finish(await restoreLine(scope, lineId.data), "restaurada");
      const undone = await unreconcileLine(scope, lineId.data);
      return finish(undone, undone.status === "done" && undone.reversed > 0 ? "estornada" : "desfeita");
    }
    default:
      return failed("Ação desconhecida. Recarregue a página e tente de novo.");
  }
}
