/**
 * `returnUrl` is only ever a same-origin path (design.md 3): an absolute
 * URL, a protocol-relative `//host` or a backslash trick gives null.
 */
const BASE = "http://same-origin.invalid";

export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/auth/login`, with `returnUrl` when the target is worth returning to. */
export function loginPath(returnTo: string | null): string {
  const target = safeReturnUrl(returnTo);
  return target && target !== "/" ? `/auth/login?returnUrl=${encodeURIComponent(target)}` : "/auth/login";
}
