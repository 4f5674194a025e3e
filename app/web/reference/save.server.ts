/**
 * The save of a reference row's form (create or edit of a conta,
 * categoria, centro de custo or contato): Conform + zod on the posted
 * form; field messages in pt-BR and nothing saved on bad input; a name
 * (or document) another row has, or a rule of the ledger, answered on its
 * field; done, a redirect to the list saying so. A row of another
 * organization answers 404.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/web/submission.server";
import { data, redirect } from "react-router";
import type { z } from "~/config/zod";
import { notFoundMessage, type ReferenceNoun, type ReferenceSave } from "~/modules/reference-data";
import type { DoneAction } from "./feedback";

export interface SaveTarget<Value> {
  noun: ReferenceNoun;
  listPath: string;
  /** The module's create or update; null when the row is not the organization's. */
  save(value: Value): Promise<ReferenceSave<unknown> | null>;
  /** The field and message of a refusal because another row has the same name or document. */
  duplicate(existing: { name: string; archived: boolean }): { field: string; message: string };
}

/** Throws the redirect to the list (or the 404); answers the form's errors with status 400. */
export async function submitReference<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  target: SaveTarget<z.output<Schema>>,
  done: Extract<DoneAction, "criado" | "salvo">,
) {
  const submission = parseSubmission(form, { schema });
  const refuse = (result: SubmissionResult<string[]>) => data({ result }, { status: 400 });
  if (submission.status !== "success") return refuse(submission.reply());
  const saved = await target.save(submission.value);
  if (saved === null) throw data(notFoundMessage(target.noun), { status: 404 });
  if (saved.status === "duplicate") {
    const { field, message } = target.duplicate(saved.existing);
    return refuse(submission.reply({ fieldErrors: { [field]: [message] } }));
  }
  if (saved.status === "refused") return refuse(submission.reply({ fieldErrors: saved.fieldErrors }));
  throw redirect(`${target.listPath}?feito=${done}`);
}
