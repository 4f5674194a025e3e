/**
 * Security headers on every kind of answer: pages, redirects, missing
 * pages, service JSON, stored files, static assets and early refusals. A
 * page's scripts run only by the nonce of its Content-Security-Policy, a
 * signed-in page is never cached or framed, and HSTS comes only over HTTPS.
 */
import { expect, test } from "@playwright/test";
import { accessToken, BASE, call, signIn } from "./support";

function expectCommonHeaders(response: Response, what: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get("x-frame-options"), what).toBe("DENY");
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), what).toContain("camera=()");
  expect(response.headers.get("strict-transport-security"), what).toBeNull();
  expect(response.headers.get("x-powered-by"), what).toBeNull();
}

test("every kind of answer carries the security headers", async () => {
  const token = await accessToken("admin-eleve", undefined, "eleve");
  const avatar = await call("/api/profiles/username/admin.eleve", {
    headers: { Authorization: `Bearer ${token}`, "X-TenantId": await tenantOf(token, "eleve") },
  });
  const avatarUrl = ((await avatar.json()) as { data: { avatarUrl: string } }).data.avatarUrl;
  const page = await call("/auth/login");
  const asset = (await page.clone().text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();

  const answers: Array<[string, Response]> = [
    ["page", page],
    ["redirect", await call("/financeiro")],
    ["missing page", await call("/notfound")],
    ["service JSON", await call("/api/search/users?query=ana")],
    ["service 405", await call("/connect/token")],
    ["stored file", await call(new URL(avatarUrl, BASE).pathname)],
    ["missing stored file", await call("/storage/avatars/nada.png")],
    ["static asset", await call(asset!)],
    ["icon", await call("/favicon.svg")],
    ["early refusal", await call("/api/users/registration/start", { json: "x".repeat(70 * 1024), origin: null })],
  ];
  for (const [what, response] of answers) expectCommonHeaders(response, `${what} (${response.status})`);
});

async function tenantOf(token: string, slug: string) {
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as {
    organizations: Array<{ id: string; name: string }>;
  };
  return claims.organizations.find((o) => o.name === slug)!.id;
}

test("every inline script of a page carries the nonce of its policy, a new one each time", async () => {
  const nonces = new Set<string>();
  for (const path of ["/auth/login", "/auth/register"]) {
    const response = await call(path);
    const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    nonces.add(nonce);
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("a signed-in page is not stored by caches; a public one may be", async () => {
  const cookie = await signIn("admin-eleve");
  for (const path of ["/profiles", "/search/search?q=ana", "/"]) {
    expect((await call(path, { cookie })).headers.get("cache-control"), path).toBe("no-store");
  }
  expect((await call("/auth/login")).headers.get("cache-control")).not.toBe("no-store");
});

test("the pages render under the policy without a violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${BASE}/auth/login`);
  await page.getByLabel("Usuário ou e-mail", { exact: true }).fill("admin-eleve");
  await page.getByLabel("Senha", { exact: true }).fill("Demo@2026");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByTestId("organization-name")).toBeVisible();
  await page.goto(`${BASE}/profiles`);
  await page.keyboard.press("Control+k");
  await expect(page.getByPlaceholder("Digite o nome ou username do usuário...")).toBeVisible();
  expect(violations).toEqual([]);
});
