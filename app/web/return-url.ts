/**
 * `returnUrl` and `returnTo` are only ever a same-origin path (design.md 3).
 * The WHATWG parser collapses `/./`, `/../` and `%2e` segments and drops
 * tabs and newlines, so a value that looked like `/x` can come out as
 * `//host`: the path is checked after normalisation, as it is returned.
 */
import { hasControlCharacter } from "~/config/text-rules";

const BASE = "http://same-origin.invalid";

/** The normalised same-origin path (with query and hash) of `value`, or null. */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || hasControlCharacter(value) || /[\\\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !value.startsWith("/") || !/^\/(?![/\\])/.test(path)) return null;
  return path;
}

/** `/auth/login`, with `returnUrl` when the target is worth returning to. */
export function loginPath(returnTo: string | null): string {
  const target = safeReturnUrl(returnTo);
  return target && target !== "/" ? `/auth/login?returnUrl=${encodeURIComponent(target)}` : "/auth/login";
}
