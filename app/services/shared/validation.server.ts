import type { z } from "~/config/zod";
import { readFields } from "./requests.server";
import { errorResponse } from "./responses.server";

/** The parsed body, or a 400 Response whose message is the first rule the body breaks (pt-BR), or `fallback` for a body that is not JSON or a form. */
export async function parseBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  fallback: string,
): Promise<z.output<T> | Response> {
  const fields = await readFields(request);
  if (!fields) return errorResponse(400, "invalid_request", fallback);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return errorResponse(400, "invalid_request", parsed.error.issues[0]?.message ?? fallback);
  return parsed.data;
}
