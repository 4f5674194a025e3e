/** Conform on the server: it throws on malformed reserved fields, which no browser sends, so answer 400, not 500. */
import type { SubmissionResult } from "@conform-to/react";
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

/** Conform's answer with `message` as the form's only error, for a refusal before there is a submission (a body too large or unreadable). */
export const formErrorReply = (message: string): SubmissionResult<string[]> => ({ status: "error", error: { "": [message] } });
