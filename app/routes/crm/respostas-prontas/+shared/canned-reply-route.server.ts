/** Loaders and actions of the respostas prontas pages (Administrador only); another organization's id answers 404. */
import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/web/submission.server";
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  createCannedReply,
  deleteCannedReply,
  getCannedReply,
  updateCannedReply,
  type CannedReplySave,
} from "~/modules/crm/canned-replies.server";
import {
  CANNED_REPLY_NOT_FOUND,
  cannedReplySchema,
  DUPLICATE_CANNED_CODE_MESSAGE,
  type CannedReplyInput,
} from "~/modules/crm/canned-reply-schemas";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { CANNED_REPLIES_PATH, type CannedReplyDone } from "./canned-reply-pages";
import { idempotent } from "~/web/idempotency.server";

interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the edit page shows after a post that did not redirect. */
export interface CannedReplyAnswer {
  result?: SubmissionResult<string[]>;
  confirmDelete?: boolean;
}

const scopeOfPage = ({ context, request }: PageArgs) => scopeOf(requireAdministratorTenant(context, request));

const notFound = () => data(CANNED_REPLY_NOT_FOUND, { status: 404 });

async function submit(form: FormData, save: (value: CannedReplyInput) => Promise<CannedReplySave | null>, done: CannedReplyDone) {
  const submission = parseSubmission(form, { schema: cannedReplySchema });
  const refuse = (result: SubmissionResult<string[]>) => data<CannedReplyAnswer>({ result }, { status: 400 });
  if (submission.status !== "success") return refuse(submission.reply());
  const saved = await save(submission.value);
  if (saved === null) throw notFound();
  if (saved.status === "duplicate") return refuse(submission.reply({ fieldErrors: { code: [DUPLICATE_CANNED_CODE_MESSAGE] } }));
  throw redirect(`${CANNED_REPLIES_PATH}?feito=${done}`);
}

/** The new page's loader: the guard only. */
export function newCannedReplyLoader(args: PageArgs) {
  scopeOfPage(args);
  return {};
}

/** The new page's action: the form saved as a new resposta pronta, then a redirect to the list; errors with status 400. */
export async function newCannedReplyAction(args: PageArgs) {
  const scope = scopeOfPage(args);
  const form = await args.request.formData();
  return idempotent(scope, form, "crm/respostas-prontas/nova", () =>
    submit(form, (value) => createCannedReply(scope, value), "criada"),
  );
}

/** The edit page's loader: the resposta pronta (404 when not the organization's). */
export async function editCannedReplyLoader(args: PageArgs & { params: { id: string } }) {
  const row = await getCannedReply(scopeOfPage(args), args.params.id);
  if (!row) throw notFound();
  return { row };
}

/** The edit page's action: delete (`intent=excluir`, confirmed by `confirmado=sim`), else the form saved over it. */
export async function editCannedReplyAction(args: PageArgs & { params: { id: string } }) {
  const scope = scopeOfPage(args);
  const { id } = args.params;
  const form = await args.request.formData();
  if (form.get("intent") === "excluir") {
    if (form.get("confirmado") !== "sim") {
      if (!(await getCannedReply(scope, id))) throw notFound();
      return { confirmDelete: true } satisfies CannedReplyAnswer;
    }
    if ((await deleteCannedReply(scope, id)) === null) throw notFound();
    throw redirect(`${CANNED_REPLIES_PATH}?feito=excluida`);
  }
  return submit(form, (value) => updateCannedReply(scope, id, value), "salva");
}
