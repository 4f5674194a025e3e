/** Rate limits over a 15-minute sliding window (decision 0011); an IPv6 address counts by its /64, which one client usually holds whole. */
import { isIPv6 } from "node:net";
import { config } from "~/config.server";
import type { GuardedClaim, RateClaim, RateRule } from "~/db/rate-limit.server";

export const LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_PAIR = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_CHECKS_IN_FLIGHT_PER_PAIR = 3;
export const LOGIN_CHECKS_IN_FLIGHT_PER_ADDRESS = 10;
export const REQUESTS_PER_EMAIL = 3;
export const REQUESTS_PER_ADDRESS = 10;

const rule = (bucket: string, limit: number): RateRule => ({ bucket, limit, windowMs: LIMIT_WINDOW_MS });
const perAddress = (bucket: string, limit: number) => rule(bucket, limit * config().addressLimitFactor);

/** The key of a client address: the address itself, or an IPv6 address's /64 network. */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export const PAIR_BUCKET = "auth/login-failure/pair";

/** The two failure counts of a password check, each with the checks it lets run at once. */
export function loginClaims(subject: string, address: string) {
  const network = addressKey(address);
  const factor = config().addressLimitFactor;
  return {
    address: {
      rule: perAddress("auth/login-failure/address", LOGIN_FAILURES_PER_ADDRESS),
      key: network,
      inFlight: LOGIN_CHECKS_IN_FLIGHT_PER_ADDRESS * factor,
    },
    pair: {
      rule: rule(PAIR_BUCKET, LOGIN_FAILURES_PER_PAIR),
      key: `${subject}/${network}`,
      inFlight: LOGIN_CHECKS_IN_FLIGHT_PER_PAIR,
    },
  } satisfies Record<string, GuardedClaim>;
}

/** Key prefix of every pair of an account (to lift its locks after a password reset). */
export const accountPairPrefix = (userId: string) => `${userId}/`;

/** The claims of one e-mail-sending request (`kind`: "registration" or "password-reset"). */
export function requestClaims(kind: "registration" | "password-reset", email: string, address: string): RateClaim[] {
  return [
    { rule: perAddress(`auth/${kind}/address`, REQUESTS_PER_ADDRESS), key: addressKey(address) },
    { rule: rule(`auth/${kind}/email`, REQUESTS_PER_EMAIL), key: email },
  ];
}
