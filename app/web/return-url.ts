/** Only same-origin paths: WHATWG normalisation can turn `/x` into `//host`, so the normalised value is checked. */
import { href } from "react-router";
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
  return target && target !== "/" ? `${href("/auth/login")}?returnUrl=${encodeURIComponent(target)}` : href("/auth/login");
}
