/**
 * The token parse rule of spec 5: a token counts as parsed only if it has 3
 * parts and its payload carries `sub` and `email`. Decoding only: the
 * signature is the auth service's business (userinfo verifies it).
 */
import { decodeJwt } from "jose";

export interface ParsedToken {
  sub: string;
  email: string;
  /** Expiry, epoch seconds, when the token has one. */
  exp?: number;
}

/** The token's claims, or null when the token does not satisfy the rule. */
export function parseAccessToken(token: string): ParsedToken | null {
  if (token.split(".").length !== 3) return null;
  try {
    const payload = decodeJwt(token);
    if (typeof payload.sub !== "string" || !payload.sub) return null;
    if (typeof payload.email !== "string" || !payload.email) return null;
    return { sub: payload.sub, email: payload.email, exp: payload.exp };
  } catch {
    return null;
  }
}
