/**
 * Signed-in browsers without the login form. A session is made by the
 * login page's own action (an HTTP POST of its form, through the real
 * sign-in code: throttle, password grant, userinfo, profile, layout
 * cookie), not by a page: a test of something else does not pay for
 * loading and filling the login page. Only the specs that test signing in
 * use the form (helpers.ts `signIn`).
 *
 * The demo accounts are signed in once per run by the `setup` project
 * (sessions.setup.ts) at the hosts of DEMO_SESSIONS, and their cookies kept
 * in a file each; `signInAs` copies them into a browser context. The
 * session cookie is sealed and stateless, so what a test does with it
 * stays in its own context; but signing a shared demo session out revokes
 * its access token for every test: the logout tests sign in on their own.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { parseSetCookie } from "cookie";
import { DEMO_PASSWORD, origin } from "./helpers";
import { sendToHost } from "./host-request";

/** The demo accounts the setup project signs in, with the organizations (hosts) of each; null is plain localhost. */
export const DEMO_SESSIONS = {
  "admin-eleve": ["eleve", null],
  "usuario-eleve": ["eleve"],
  "admin-sereno": ["sereno", null],
  "usuario-sereno": ["sereno"],
  "admin-labfeelings": ["labfeelings"],
  "admin-manager": ["manager"],
  multi: ["eleve", null],
} as const satisfies Record<string, ReadonlyArray<string | null>>;

export type DemoAccount = keyof typeof DEMO_SESSIONS;
type Cookie = Parameters<BrowserContext["addCookies"]>[0][number];

const SESSIONS_DIR = "data/e2e/sessions";
const sessionFile = (account: DemoAccount) => join(SESSIONS_DIR, `${account}.json`);
const isDemoAccount = (account: string): account is DemoAccount => Object.hasOwn(DEMO_SESSIONS, account);
/** The organization a host names (`eleve.localhost` is eleve), null for plain localhost. */
const slugOf = (base: string) => new URL(base).hostname.split(".").slice(0, -1)[0] ?? null;

/**
 * Signs `username` in at `base` by posting the login form over HTTP, and
 * resolves with the cookies the answer set (session, layout), as browser
 * cookies of that host. Fails the test unless the sign-in redirects.
 */
export async function postSignIn(base: string, username: string, password = DEMO_PASSWORD): Promise<Cookie[]> {
  const answer = await sendToHost(`${base}/auth/login`, "", { username, password });
  expect(answer.status, `sign-in of ${username} at ${base}: ${answer.body.toString("utf8").slice(0, 200)}`).toBe(302);
  return [answer.headers["set-cookie"] ?? []].flat().map((line) => {
    const cookie = parseSetCookie(line);
    return {
      name: cookie.name,
      value: cookie.value ?? "",
      domain: new URL(base).hostname,
      path: cookie.path ?? "/",
      httpOnly: cookie.httpOnly ?? false,
      secure: cookie.secure ?? false,
      sameSite: "Lax",
      expires: cookie.maxAge ? Math.floor(Date.now() / 1000) + cookie.maxAge : -1,
    };
  });
}

/** Signs `account` in at each of its hosts and writes its cookies to its file (the setup project). */
export async function saveDemoSession(account: DemoAccount) {
  const cookies: Cookie[] = [];
  for (const slug of DEMO_SESSIONS[account]) cookies.push(...(await postSignIn(origin(slug ?? undefined), account)));
  mkdirSync(SESSIONS_DIR, { recursive: true });
  const file = sessionFile(account);
  writeFileSync(`${file}.tmp`, JSON.stringify(cookies));
  renameSync(`${file}.tmp`, file);
}

/**
 * Signs `account` in at `base` in the browser context of `target`,
 * without a page and without navigating: a demo account with its demo
 * password at one of its DEMO_SESSIONS hosts gets the session the setup
 * project saved; any other is signed in by `postSignIn`.
 */
export async function signInAs(target: Page | BrowserContext, base: string, account: string, password = DEMO_PASSWORD) {
  const context = "context" in target ? target.context() : target;
  const host = new URL(base).hostname;
  const saved =
    isDemoAccount(account) &&
    password === DEMO_PASSWORD &&
    (DEMO_SESSIONS[account] as ReadonlyArray<string | null>).includes(slugOf(base))
      ? (JSON.parse(readFileSync(sessionFile(account), "utf8")) as Cookie[]).filter((cookie) => cookie.domain === host)
      : null;
  await context.addCookies(saved ?? (await postSignIn(base, account, password)));
}
