/**
 * HTTP helpers of the security replays: requests from Node to the test
 * server (playwright.config.ts), with cookies carried by hand, redirects
 * not followed, and a client address of the test's own (X-Forwarded-For,
 * honoured because the server trusts the loopback proxy), so throttles a
 * replay trips never touch another test.
 */
import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { PORT } from "../../playwright.config";

export const BASE = `http://localhost:${PORT}`;
export const DEMO_PASSWORD = "Demo@2026";

/**
 * A client address no other request of this run uses, from the
 * benchmarking range 198.18.0.0/15 (RFC 2544): one half per Playwright
 * worker, a counter inside it. Limits a replay trips stay with its address.
 */
let sent = Math.floor(Math.random() * 20_000);
const half = 18 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 2);
export const clientAddress = () => {
  sent += 1;
  // Host numbers 1 to 254 only, so that no two counts share an address.
  return `198.${half}.${Math.floor(sent / 254) % 256}.${(sent % 254) + 1}`;
};

export interface Call {
  method?: string;
  cookie?: string;
  /** Default: the server's own origin on state-changing requests; null sends none. */
  origin?: string | null;
  form?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The client address the server sees; default: a fresh one per call. */
  from?: string;
  /** The server's origin; default: the test server's (BASE). */
  base?: string;
}

/** One request, redirects not followed. */
export function call(path: string, options: Call = {}): Promise<Response> {
  const method = options.method ?? (options.form || options.json !== undefined || options.body !== undefined ? "POST" : "GET");
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("Cookie", options.cookie);
  headers.set("X-Forwarded-For", options.from ?? clientAddress());
  const base = options.base ?? BASE;
  const origin = options.origin === undefined ? (method === "GET" ? null : base) : options.origin;
  if (origin) headers.set("Origin", origin);
  let body = options.body;
  if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form);
  } else if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  }
  return fetch(`${base}${path}`, { method, headers, body, redirect: "manual" });
}

/** The Cookie header that carries the cookies a response set (cleared ones left out). */
export function cookiesOf(response: Response, previous = ""): string {
  const jar = new Map(previous ? previous.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : []);
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair!.indexOf("=");
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Signs in on the login page (of the test server, or of `base`); returns the Cookie header of the new session. */
export async function signIn(username: string, password = DEMO_PASSWORD, from = clientAddress(), base = BASE): Promise<string> {
  const response = await call("/auth/login", { form: { username, password }, from, base });
  expect(response.status, `sign-in of ${username}`).toBe(302);
  const cookie = cookiesOf(response);
  expect(cookie).toMatch(/session=/);
  return cookie;
}

/** An access token of the built-in auth service (password grant). */
export async function accessToken(username: string, password = DEMO_PASSWORD, organization?: string): Promise<string> {
  const form: Record<string, string> = { grant_type: "password", username, password, client_id: "web" };
  if (organization) form.organization = organization;
  const response = await call("/connect/token", { form, origin: null, from: clientAddress() });
  expect(response.status, `token of ${username}: ${await response.clone().text()}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A short suffix no other test (or worker) uses. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A new member of `organization` (POST /connect/register as its demo
 * administrator), a Usuario unless `role` says otherwise, for a test that
 * changes an account's state.
 */
export async function newMember(organization = "eleve", role: "Usuario" | "Administrator" = "Usuario") {
  const suffix = uniqueSuffix();
  const member = {
    username: `sec-${suffix}`,
    email: `sec-${suffix}@example.com`,
    password: `Seguranca!${suffix}`,
  };
  const response = await call("/connect/register", {
    origin: null,
    headers: { Authorization: `Bearer ${await accessToken(`admin-${organization}`, DEMO_PASSWORD, organization)}` },
    json: { ...member, givenName: "Sílvia", familyName: "Teixeira", organization, role },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return member;
}

/** Route modules whose actions no cookie authenticates: the services (Bearer tokens), their 404 and the catch-all, which redirects every method to /notfound. */
const NOT_COOKIE_ACTIONS = [
  "routes/auth-service.ts",
  "routes/profiles-service.ts",
  "routes/search-service.ts",
  "routes/crm/api-tickets.ts",
  "routes/service-not-found.ts",
  "routes/status/catch-all.ts",
];

/** Every route module of app/routes.ts that exports an action a cookie authenticates (`routes/...`), so a replay's list can be checked for a new one. */
export async function webActionModules(): Promise<string[]> {
  const routes = await readFile("app/routes.ts", "utf8");
  const modules = new Set([...routes.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => match[1]!));
  const withAction: string[] = [];
  for (const module of modules) {
    const source = await readFile(`app/${module}`, "utf8");
    if (/export (async )?function action|export const action/.test(source) && !NOT_COOKIE_ACTIONS.includes(module))
      withAction.push(module);
  }
  return withAction;
}
