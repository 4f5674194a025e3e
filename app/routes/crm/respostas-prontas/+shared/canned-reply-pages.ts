/** Where the respostas prontas pages live, and what the list says after a change (`?feito=` in its address, set by the redirect after the post). */
import { href } from "react-router";

export const CANNED_REPLIES_PATH = href("/crm/respostas-prontas");

const DONE = { criada: "Resposta pronta criada.", salva: "Resposta pronta salva.", excluida: "Resposta pronta excluída." };

export type CannedReplyDone = keyof typeof DONE;

/** The message of the address's `feito`, or null when it names nothing known. */
export function cannedReplyDone(params: URLSearchParams): string | null {
  const done = params.get("feito");
  return done && Object.hasOwn(DONE, done) ? DONE[done as CannedReplyDone] : null;
}
