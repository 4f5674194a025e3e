/**
 * What a reference (cadastro) page says after a post: the list's message
 * after a change (`?feito=` in its address, set by the redirect after the
 * post: "Conta criada.", "Contato arquivado."), and an edit page's answer.
 */
import type { SubmissionResult } from "@conform-to/react";
import { doneMessage, type ReferenceNoun } from "~/modules/reference-data";

const STEMS = { criado: "criad", salvo: "salv", arquivado: "arquivad", reativado: "reativad", excluido: "excluíd" } as const;

export type DoneAction = keyof typeof STEMS;

/** The message of the address's `feito`, or null when it names nothing known. */
export function doneFrom(params: URLSearchParams, noun: ReferenceNoun): string | null {
  const action = params.get("feito");
  return action && Object.hasOwn(STEMS, action) ? doneMessage(noun, STEMS[action as DoneAction]) : null;
}

/**
 * What a new or edit page's action answers when it does not redirect: the
 * form's errors (`result`), the delete question (`confirmDelete`), or why
 * a delete was refused (`stateError`).
 */
export interface ReferenceAnswer {
  result?: SubmissionResult<string[]>;
  confirmDelete?: boolean;
  stateError?: string;
}
