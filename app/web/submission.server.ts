/**
 * Conform's parseWithZod for the server side of every form (actions and
 * the sign-in strategy). Conform reads its reserved fields `__intent__`
 * (a list or reset button's JSON) and `__state__` as JSON and throws on
 * one it cannot apply (malformed JSON, an intent without a type, a list
 * intent on a field that is no list); a browser never sends such a form,
 * so it is refused with 400 and the pt-BR message below, never a 500.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

/** The names Conform reserves (@conform-to/dom's INTENT and STATE). */
const RESERVED = ["__intent__", "__state__"];

export const UNREADABLE_FORM_MESSAGE = "Não foi possível ler o formulário enviado. Recarregue a página e envie de novo.";

/** parseWithZod(payload, options), or a thrown 400 route error response when Conform's reserved fields cannot be read. */
export const parseSubmission = ((payload: FormData | URLSearchParams, options: Parameters<typeof parseWithZod>[1]) => {
  try {
    return parseWithZod(payload, options);
  } catch (error) {
    if (RESERVED.some((name) => payload.has(name))) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
    throw error;
  }
}) as typeof parseWithZod;
