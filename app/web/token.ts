/**
 * The token parse rule of spec 5, with an expiry: a token counts as parsed
 * only if it has 3 parts and its payload carries `sub`, `email` and a
 * numeric `exp` (epoch seconds) still in the future. Decoding only: the
 * signature and revocation are the auth service's business (introspection
 * verifies them on every request).
 */
import { decodeJwt } from "jose";

export interface ParsedToken {
  sub: string;
  email: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** The token's claims, or null when the token does not satisfy the rule at `now` (epoch ms). */
export function parseAccessToken(token: string, now = Date.now()): ParsedToken | null {
  if (token.split(".").length !== 3) return null;
  try {
    const payload = decodeJwt(token);
    if (typeof payload.sub !== "string" || !payload.sub) return null;
    if (typeof payload.email !== "string" || !payload.email) return null;
    if (typeof payload.exp !== "number" || payload.exp * 1000 <= now) return null;
    return { sub: payload.sub, email: payload.email, exp: payload.exp };
  } catch {
    return null;
  }
}

/** The token's grant id (`jti`), which names its session (decision 0024 "Ending"); null when it carries none or does not decode. */
export function grantIdOf(token: string): string | null {
  try {
    const { jti } = decodeJwt(token);
    return typeof jti === "string" && jti ? jti : null;
  } catch {
    return null;
  }
}
