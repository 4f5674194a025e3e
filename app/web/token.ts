/** Decoding only (spec 5): the auth service's introspection checks signature and revocation. */
import { decodeJwt } from "jose";

export interface ParsedToken {
  sub: string;
  email: string;
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
