/** The entry page's form intents; a success redirects with a notice, a refusal changes nothing. */
import type { SubmissionResult } from "@conform-to/react";
import { formErrorReply, parseSubmission } from "~/web/submission.server";
import { data, href, redirect } from "react-router";
import { cancelEntry, deleteEntries, HAS_BAIXAS, updateEntry, updateTransfer } from "~/modules/finance/entries.server";
import { ownedMessage } from "~/modules/finance/entry-owner.server";
import { addReceipt, deleteReceipt } from "~/modules/finance/receipts.server";
import {
  CONFLICT_MESSAGE,
  entryCancelSchema,
  entryEditSchema,
  exceedsMessage,
  reversalSchema,
  settlementSchema,
  transferEditSchema,
} from "~/modules/finance/schemas";
import { reverseSettlement, settleEntry } from "~/modules/finance/settlements.server";
import { closedPeriodMessage } from "~/modules/finance/period-lock";
import type { Refusal } from "~/modules/finance/references.server";
import type { EntryDetail } from "~/modules/finance/types";
import type { TenantScope } from "~/modules/tenant-scope";
import { receiptUploadSchema } from "~/modules/finance/upload-forms";
import { idempotent } from "~/web/idempotency.server";
import { doneParams } from "../../+shared/bulk";
import { entryHref, listSearch, type Notice } from "./entry-address";
import { refusal } from "~/web/refusal";
import { readReceiptForm } from "./receipt-form.server";

export type EntryActionData =
  | { intent: "editar" | "baixa" | "estorno" | "anexar" | "cancelar"; result: SubmissionResult<string[]> }
  | { intent: "outro"; error: string };

const GONE = "Este item não existe mais neste lançamento. Recarregue a página.";

const notFound = () => data(null, { status: 404 });
const failed = (error: string): EntryActionData => ({ intent: "outro", error });

function edited(
  submission: {
    reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;
  },
  outcome: { status: "updated" } | { status: "conflict" } | Refusal | null,
  done: (notice: Notice) => Response,
): EntryActionData {
  if (!outcome) throw notFound();
  if (outcome.status === "conflict") return { intent: "editar", result: submission.reply({ formErrors: [CONFLICT_MESSAGE] }) };
  if (outcome.status === "invalid") return { intent: "editar", result: submission.reply(refusal(outcome)) };
  throw done("editado");
}

/** Runs the posted intent on `entry`; throws the success's redirect (or 404 if the entry vanished), returns the refusal. */
export async function runEntryAction(request: Request, scope: TenantScope, entry: EntryDetail): Promise<EntryActionData> {
  const form = await readReceiptForm(request);
  const list = listSearch(new URL(request.url).searchParams);
  // The comprovante's form, the one that sends a file, shows a body too large or unreadable.
  if (typeof form === "string") return { intent: "anexar", result: formErrorReply(form) };
  return idempotent(scope, form, "financeiro/lancamento", () => runIntent(form, scope, entry, list));
}

async function runIntent(form: FormData, scope: TenantScope, entry: EntryDetail, list: string): Promise<EntryActionData> {
  const done = (notice: Notice) => redirect(entryHref(entry.id, list, { aviso: notice }));
  switch (form.get("intent")) {
    case "editar": {
      if (entry.kind === "transferencia") {
        const submission = parseSubmission(form, { schema: transferEditSchema });
        if (submission.status !== "success") return { intent: "editar", result: submission.reply() };
        const { version, ...edit } = submission.value;
        return edited(submission, await updateTransfer(scope, entry.id, edit, { version }), done);
      }
      const submission = parseSubmission(form, { schema: entryEditSchema });
      if (submission.status !== "success") return { intent: "editar", result: submission.reply() };
      const { version, scope: reach, ...edit } = submission.value;
      const outcome = await updateEntry(scope, entry.id, edit, { version, scope: reach });
      // The page draws no edit form for an entry a sale generated: its refusal goes above the entry.
      if (entry.sale && outcome?.status === "invalid") return failed(outcome.formErrors[0] ?? ownedMessage(entry.sale));
      return edited(submission, outcome, done);
    }
    case "baixa": {
      const submission = parseSubmission(form, { schema: settlementSchema });
      if (submission.status !== "success") return { intent: "baixa", result: submission.reply() };
      const outcome = await settleEntry(scope, entry.id, submission.value);
      if (!outcome) throw notFound();
      if (outcome.status === "exceeds")
        return { intent: "baixa", result: submission.reply({ fieldErrors: { amount: [exceedsMessage(outcome.openCents)] } }) };
      if (outcome.status === "invalid") return { intent: "baixa", result: submission.reply(refusal(outcome)) };
      throw done("baixa");
    }
    case "estorno": {
      const submission = parseSubmission(form, { schema: reversalSchema });
      if (submission.status !== "success") return { intent: "estorno", result: submission.reply() };
      const { settlementId, reversedOn } = submission.value;
      if (!entry.settlements.some((settlement) => settlement.id === settlementId)) return failed(GONE);
      const outcome = await reverseSettlement(scope, settlementId, reversedOn);
      if (!outcome) return failed(GONE);
      if (outcome.status === "invalid") return { intent: "estorno", result: submission.reply(refusal(outcome)) };
      throw done("estorno");
    }
    case "cancelar": {
      const submission = parseSubmission(form, { schema: entryCancelSchema });
      if (submission.status !== "success") return { intent: "cancelar", result: submission.reply() };
      const outcome = await cancelEntry(scope, entry.id, submission.value);
      if (!outcome) throw notFound();
      if (outcome.status === "conflict") return failed(CONFLICT_MESSAGE);
      if (outcome.status === "invalid")
        return failed(outcome.formErrors[0] ?? Object.values(outcome.fieldErrors)[0]?.[0] ?? GONE);
      throw done("cancelado");
    }
    case "excluir": {
      const deletion = await deleteEntries(scope, [entry.id]);
      if (deletion.owned > 0 && entry.sale) return failed(ownedMessage(entry.sale));
      if (deletion.settled > 0) return failed(HAS_BAIXAS);
      if (deletion.closedThrough) return failed(closedPeriodMessage(deletion.closedThrough));
      throw redirect(`${href("/financeiro/lancamentos")}${list}&${new URLSearchParams(doneParams("excluir", 1))}`);
    }
    case "anexar": {
      const submission = parseSubmission(form, { schema: receiptUploadSchema });
      if (submission.status !== "success") return { intent: "anexar", result: submission.reply() };
      const { file } = submission.value;
      const added = await addReceipt(scope, entry.id, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
      if (!added) throw notFound();
      if (added.status === "refused") return { intent: "anexar", result: submission.reply({ formErrors: [added.message] }) };
      throw done("anexado");
    }
    case "remover-comprovante":
      if (!(await deleteReceipt(scope, entry.id, String(form.get("attachmentId") ?? "")))) return failed(GONE);
      throw done("removido");
    default:
      return failed("Ação desconhecida. Recarregue a página e tente de novo.");
  }
}
