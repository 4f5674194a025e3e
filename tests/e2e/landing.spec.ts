/**
 * The public landing page (/landing): a signed-out visitor at `/` is sent
 * to it and reads it without JavaScript (no script is sent); its calls to
 * action keep the organization of the address; the default organization
 * gets the wellbeing angle; it follows the layout cookie's colour scheme; a
 * signed-in person at `/` lands where the role says. robots.txt and the
 * sitemap.
 */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

test("a signed-out visitor at / of Eleve reads the landing page without JavaScript and signs in from it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
  try {
    const page = await context.newPage();
    const answer = await page.goto(`${eleve}/`);
    await expect(page).toHaveURL(`${eleve}/landing`);
    expect(await answer!.text()).not.toMatch(/<script\b/i);
    await expect(page).toHaveTitle("Eleve: o back office da empresa em um só lugar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eleve: o back office da empresa em um só lugar");
    const areas = page.getByRole("heading", { level: 3 });
    await expect(areas).toHaveText(["Financeiro", "Vendas", "Orçamentos", "Central de atendimento", "Social", "Bem-estar"]);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${eleve}/landing`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^O back office de Eleve:/);

    await page.getByRole("navigation", { name: "Acesso" }).getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(`${eleve}/auth/login`);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    await expect(page.getByText("Eleve", { exact: false }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the calls to action keep an organization chosen by query; the default organization gets the wellbeing angle", async ({
  page,
}) => {
  await page.goto(`${origin()}/?organization=labfeelings`);
  await expect(page).toHaveURL(`${origin()}/landing?organization=labfeelings`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lab Feelings: o back office da empresa em um só lugar");
  const access = page.getByRole("navigation", { name: "Acesso" });
  await expect(access.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth/login?organization=labfeelings");
  await access.getByRole("link", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(`${origin()}/auth/register?organization=labfeelings`);
  await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();

  await page.goto(`${origin()}/landing`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sereno: bem-estar e gestão para a sua equipe");
  await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText("Bem-estar");
  await expect(page.getByRole("link", { name: "Fale conosco" })).toHaveAttribute("href", "/contato?organization=sereno");

  expect((await page.goto(`${origin()}/landing?organization=nao-existe`))!.status()).toBe(404);
});

test("the landing page follows the colour scheme of the layout cookie, light without one", async ({ page }) => {
  await page.goto(`${eleve}/landing`);
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "light");

  // The settings form as the panel sends it, from this page's origin (the page itself has no script).
  const status = await page.evaluate(async () => {
    const body = new URLSearchParams({ colorScheme: "dark", returnTo: "/landing" });
    return (await fetch("/settings/layout", { method: "POST", body, redirect: "manual" })).type;
  });
  expect(status).toBe("opaqueredirect");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
});

test("a signed-in person at / lands where the role says, and the landing page offers the way in", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/`);
  await expect(page).toHaveURL(`${eleve}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");

  await page.goto(`${eleve}/landing`);
  await expect(page.getByRole("link", { name: "Entrar" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ir para o início" }).click();
  await expect(page).toHaveURL(`${eleve}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
});

test("robots.txt keeps everything but the public pages out of indexes; the sitemap lists them on this address", async ({
  request,
}) => {
  const local = origin();
  const robots = await (await request.get(`${local}/robots.txt`)).text();
  expect(robots).toContain("Allow: /landing\n");
  expect(robots).toContain("Allow: /auth/login\n");
  expect(robots).toContain("Disallow: /\n");
  expect(robots).toContain(`Sitemap: ${local}/sitemap.xml`);

  const sitemap = await request.get(`${local}/sitemap.xml`);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual([`${local}/landing`, `${local}/auth/login`, `${local}/auth/register`]);
});
