/** The key is render seed + location key + useId, so server render and hydration agree and no-JS forms carry it. */
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
