/** Conform throws on malformed reserved fields, which no browser sends: answer 400, not 500. */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

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
