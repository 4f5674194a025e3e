/**
 * Open redirects: every place that redirects to a path the request names
 * (returnUrl after sign-in, the login page when signed in, returnTo of the
 * layout settings, the guard's returnUrl) lands on this origin whatever the
 * payload, including the ones the WHATWG parser collapses into `//host`.
 */
import { expect, test } from "@playwright/test";
import { BASE, call, signIn } from "./support";

const PAYLOADS = [
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "/.//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2e//evil.example",
  "/.%2e//evil.example",
  "/\t/evil.example",
  "/\t/\t/evil.example",
  "\t//evil.example",
  "/./\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%5c%5cevil.example",
  "/ /evil.example",
  "javascript:alert(1)",
];

function expectSameOrigin(response: Response, payload: string) {
  const location = response.headers.get("location");
  if (!location) return;
  expect(new URL(location, BASE).origin, `Location ${JSON.stringify(location)} for ${JSON.stringify(payload)}`).toBe(BASE);
}

test("sign-in with a returnUrl lands on this origin", async () => {
  for (const payload of PAYLOADS) {
    const response = await call(`/auth/login?returnUrl=${encodeURIComponent(payload)}`, {
      form: { username: "admin-eleve", password: "Demo@2026" },
    });
    expect(response.status, payload).toBe(302);
    expectSameOrigin(response, payload);
  }
});

test("the login page of a signed-in person redirects on this origin", async () => {
  const cookie = await signIn("admin-eleve");
  for (const payload of PAYLOADS) {
    const response = await call(`/auth/login?returnUrl=${encodeURIComponent(payload)}`, { cookie });
    expect(response.status, payload).toBe(302);
    expectSameOrigin(response, payload);
  }
});

test("returnTo of the layout settings stays on this origin, signed in or not", async () => {
  const cookie = await signIn("admin-eleve");
  for (const who of [cookie, undefined]) {
    for (const payload of PAYLOADS) {
      const response = await call("/settings/layout", { cookie: who, form: { returnTo: payload } });
      expect(response.status, payload).toBe(302);
      expectSameOrigin(response, payload);
    }
  }
});

test("the guard's returnUrl for a signed-out visitor stays on this origin", async () => {
  for (const payload of PAYLOADS) {
    const response = await call(`/profiles?next=${encodeURIComponent(payload)}`);
    expect(response.status, payload).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\/login\?returnUrl=%2Fprofiles/);
  }
});
