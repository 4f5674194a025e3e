/**
 * Shared steps of the end-to-end tests. Organizations are chosen by host
 * (`eleve.localhost`), so tests use absolute URLs built with `origin()`.
 *
 * Accounts: a failed sign-in counts against the account (the auth service
 * locks it after 5 failures) and against the account + client pair (the
 * login throttle). Tests run in parallel against one server, so every test
 * that fails a sign-in owns its account:
 *   admin-manager     wrong password (login-errors.spec.ts)
 *   usuario-manager   throttle (throttle.spec.ts)
 *   usuario-sereno    wrong password without JavaScript (no-javascript.spec.ts)
 * The other accounts only ever sign in successfully.
 */
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo@2026";

/** The port of playwright.config.ts (webServer). */
const PORT = 3100;

/** `http://<slug>.localhost:3100`, or plain `http://localhost:3100` without a slug. */
export const origin = (slug?: string) => `http://${slug ? `${slug}.` : ""}localhost:${PORT}`;

/** Fills the login form that is on screen and presses Entrar. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Usuário ou e-mail", { exact: true }).fill(username);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Opens the login page of `base` and signs in; does not wait for the landing page. */
export async function signIn(page: Page, base: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${base}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  await submitLogin(page, username, password);
}

/** The sidebar menu (the one visible on a desktop-sized window). */
export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

/** The error box of the login page. */
export const loginAlert = (page: Page) => page.getByRole("alert");

export const ADMIN_MENU = [
  "Lançamentos",
  "Recebimentos",
  "Pagamentos",
  "Vendas",
  "Orçamentos",
  "Central de Atendimento",
  "Publicações",
  "Conversas",
  "Pesquisa",
  "Membros",
  "Meu perfil",
  "Usuários",
] as const;
