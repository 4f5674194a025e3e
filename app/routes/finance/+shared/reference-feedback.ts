/**
 * What a reference list says after a change (`?feito=` in its address, set
 * by the redirect after the post): "Conta criada.", "Contato arquivado."
 */
import { doneMessage, type ReferenceNoun } from "~/modules/reference-data";

const STEMS = { criado: "criad", salvo: "salv", arquivado: "arquivad", reativado: "reativad", excluido: "excluíd" } as const;

export type DoneAction = keyof typeof STEMS;

/** The message of the address's `feito`, or null when it names nothing known. */
export function doneFrom(params: URLSearchParams, noun: ReferenceNoun): string | null {
  const action = params.get("feito");
  return action && Object.hasOwn(STEMS, action) ? doneMessage(noun, STEMS[action as DoneAction]) : null;
}
