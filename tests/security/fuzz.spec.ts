/**
 * Malformed input never gets a 5xx: every page, web action and service
 * endpoint is sent hostile values (control characters, NUL, huge numbers,
 * overlong text, broken percent-encoding, wrong types) and hostile bodies
 * (JSON or nothing where a form goes, a broken multipart). Tagged @sql:
 * the values reach both databases' queries (CI's PostgreSQL pass). The signed-in
 * requests belong to a member of its own, in Manager, which no other test
 * reads.
 */
import { expect, test } from "@playwright/test";
import { accessToken, call, newMember, signIn, type Call } from "./support";

/** Values sent in fields and JSON. */
const VALUES = [
  "\u0000",
  "a\u0000b",
  "\u0007sino",
  "x\u001b[31m",
  "\u009f",
  "x".repeat(10_000),
  "99999999999999999999",
  "-1",
  "1e309",
  "NaN",
  "' OR 1=1 --",
  "../../etc/passwd",
  "\ud800",
  "😀",
  "<script>alert(1)</script>",
  "",
];
/** Raw text put into paths and query strings as is. */
const RAW = [
  "%00",
  "a%00b",
  "%07",
  "%C2%9F",
  "%",
  "%zz",
  "%ED%A0%80",
  "%C0%AF",
  "99999999999999999999",
  "-1",
  "x".repeat(3000),
  "%2e%2e%2f",
];
/** X-TenantId values (a header cannot carry control characters at all). */
const TENANTS = ["x", "00000000-0000-0000-0000-000000000000", "' OR 1=1 --", "9".repeat(300)];
/** JSON values of the wrong type. */
const SHAPES: unknown[] = [null, 7, true, [], {}, ["a"], { nested: { deep: "\u0000" } }];

async function expectNoServerError(path: string, options: Call) {
  const response = await call(path, options);
  const method = options.method ?? (options.form || options.json !== undefined ? "POST" : "GET");
  const sent = JSON.stringify(options.form ?? options.json ?? options.body ?? "").slice(0, 80);
  expect(response.status, `${method} ${path.slice(0, 120)} ${sent} → ${response.status}`).toBeLessThan(500);
}

test("pages and their query parameters", { tag: "@sql" }, async () => {
  const member = await newMember("manager");
  const cookie = await signIn(member.username, member.password);
  const pages = [
    (v: string) => `/search/search?q=${v}&page=${v}`,
    (v: string) => `/search/suggest?q=${v}&page=${v}`,
    (v: string) => `/profiles/list?page=${v}`,
    (v: string) => `/u/${v}`,
    (v: string) => `/auth/login?returnUrl=${v}&organization=${v}&status=${v}`,
    (v: string) => `/auth/register?step=${v}&organization=${v}`,
    (v: string) => `/auth/forgotpassword?step=${v}`,
    (v: string) => `/?organization=${v}`,
    (v: string) => `/crm/${v}`,
    (v: string) => `/storage/${v}`,
  ];
  for (const page of pages) {
    for (const value of RAW) {
      for (const who of [cookie, undefined]) await expectNoServerError(page(value), { cookie: who });
    }
  }
});

test("web actions with hostile fields and bodies", { tag: "@sql" }, async () => {
  const member = await newMember("manager");
  const actions = [
    "/auth/login",
    "/auth/register",
    "/auth/forgotpassword",
    "/settings/layout",
    "/settings/organization",
    "/profiles/create",
    "/profiles/edit",
    "/profiles/upload?mode=create",
  ];
  const fields = [
    "username",
    "password",
    "email",
    "code",
    "step",
    "intent",
    "returnTo",
    "theme",
    "organization",
    "displayName",
    "bio",
  ];
  for (const path of actions) {
    const cookie = await signIn(member.username, member.password);
    for (const value of VALUES) {
      const form = Object.fromEntries(fields.map((field) => [field, value]));
      await expectNoServerError(path, { cookie, form });
      await expectNoServerError(path, { cookie, json: form });
    }
    for (const body of [
      { body: "" },
      { body: "{}", headers: { "Content-Type": "application/json" } },
      { body: "not json", headers: { "Content-Type": "application/json" } },
      { body: "a=b", headers: { "Content-Type": "text/plain" } },
      { body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=x" } },
      { body: "--x--", headers: { "Content-Type": "multipart/form-data" } },
      { body: "%zz=%", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
    ]) {
      await expectNoServerError(path, { cookie, method: "POST", ...body });
      await expectNoServerError(path.includes("?") ? path.replace("?", ".data?") : `${path}.data`, {
        cookie,
        method: "POST",
        ...body,
      });
    }
  }
  const cookie = await signIn(member.username, member.password);
  await expectNoServerError("/auth/logout", { cookie, json: { a: 1 } });
});

test("service endpoints with hostile fields, shapes, tokens and tenants", { tag: "@sql" }, async () => {
  const token = await accessToken("admin-manager", undefined, "manager");
  const bearer = { Authorization: `Bearer ${token}` };
  const endpoints = [
    "/connect/token",
    "/connect/login",
    "/connect/userinfo",
    "/connect/register",
    "/connect/revocation",
    "/connect/introspect",
    "/api/users/registration/start",
    "/api/users/registration/confirm-email",
    "/api/users/registration/complete",
    "/api/auth/password-reset/request",
    "/api/auth/password-reset/confirm",
    "/api/profiles",
    "/api/profiles/preferences",
  ];
  const fields = [
    "grant_type",
    "username",
    "password",
    "client_id",
    "scope",
    "organization",
    "email",
    "code",
    "token",
    "newPassword",
    "displayName",
    "layout",
  ];
  for (const path of endpoints) {
    for (const value of VALUES) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      await expectNoServerError(path, { origin: null, form: body, headers: bearer });
      await expectNoServerError(path, { origin: null, json: body, headers: bearer });
      for (const tenant of TENANTS) {
        await expectNoServerError(path, {
          origin: null,
          method: "PUT",
          json: body,
          headers: { ...bearer, "X-TenantId": tenant },
        });
      }
    }
    for (const shape of SHAPES) {
      await expectNoServerError(path, { origin: null, json: shape, headers: bearer });
      await expectNoServerError(path, {
        origin: null,
        json: Object.fromEntries(fields.map((field) => [field, shape])),
        headers: bearer,
      });
    }
    await expectNoServerError(path, {
      origin: null,
      method: "POST",
      body: "{broken",
      headers: { ...bearer, "Content-Type": "application/json" },
    });
  }
  for (const raw of RAW) {
    for (const path of [
      `/api/profiles/members?page=${raw}&perPage=${raw}`,
      `/api/profiles/username/${raw}`,
      `/api/profiles/${raw}`,
      `/api/profiles/preferences/${raw}`,
      `/api/search/users?query=${raw}&page=${raw}&perPage=${raw}`,
    ]) {
      await expectNoServerError(path, { headers: bearer });
    }
    await expectNoServerError("/connect/userinfo", { headers: { Authorization: `Bearer ${raw}` } });
  }
});
