/**
 * The page's half of the idempotency mechanism (docs/decisions/0030,
 * web/idempotency.server.ts): every state-changing form renders
 * `<IdempotencyField />`, a hidden key made of the render's seed (the root
 * loader's, new on every document and every revalidation, so after each
 * action), the location's key (new on every navigation, a redirect after a
 * success included) and the form's place in the tree (useId). The server
 * render and the hydration agree on it, so a form sent before the scripts
 * load, or without them, carries it too. Sending the same rendered form
 * twice sends the same key; the form as rendered after a success has a new
 * one.
 */
import { useId } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { IDEMPOTENCY_FIELD } from "~/config/idempotency-rules";

/** This render's key for the form calling it; "" outside the pages that have the root's seed (error pages). */
export function useIdempotencyKey(): string {
  const seed = useRouteLoaderData<{ idempotencySeed?: string }>("root")?.idempotencySeed;
  const { key: locationKey } = useLocation();
  const place = useId().replace(/[^A-Za-z0-9]/g, "");
  return seed ? `${seed}-${locationKey.replace(/[^A-Za-z0-9]/g, "")}-${place}`.slice(0, 120) : "";
}

/** The hidden key of the form it is rendered in. */
export function IdempotencyField() {
  const key = useIdempotencyKey();
  return key ? <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} /> : null;
}
