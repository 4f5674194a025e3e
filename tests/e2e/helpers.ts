/**
 * Shared steps of the end-to-end tests. Organizations are chosen by host
 * (`eleve.localhost`), so tests use absolute URLs built with `origin()`.
 *
 * Accounts: a failed sign-in counts against the account (the auth service
 * locks it after 5 failures) and against the account + client pair (the
 * login throttle). Tests run in parallel against one server, so every test
 * that fails a sign-in owns its account:
 *   admin-manager     one wrong password (login-errors.spec.ts); its
 *                     successful sign-in in organizations.spec.ts does
 *                     not disturb a single failure
 *   usuario-manager   throttle (throttle.spec.ts)
 *   usuario-sereno    wrong password without JavaScript (no-javascript.spec.ts)
 * Accounts whose state a test changes are owned by that test too:
 *   bloqueado-eleve, desabilitado-eleve  right password only (account-states.spec.ts)
 * The locked account is one account-states.spec.ts registers itself; the
 * registration, invitation and password reset tests register new accounts
 * with `uniqueSuffix()`.
 * Profiles: a sign-in without a profile lands on /profiles/create.
 * Every demo account but usuario-manager has one; the profile tests
 * (profiles*.spec.ts) register their own accounts, so each owns the profile
 * it creates, and only read the demo profiles.
 * Search: search*.spec.ts only read the demo profiles;
 * search-pagination.spec.ts registers its own pag-* members in Sereno.
 * Layout and settings: settings are saved to the profile and a
 * sign-in copies them into the browser, so the tests that change settings
 * create their own lay-* accounts and profiles through the API
 * (layout-helpers.ts `createMember`, with the token of admin-eleve or
 * admin-sereno); they only read admin-eleve, admin-sereno and multi (whose
 * organization switch is kept in the session only).
 * The other accounts only ever sign in successfully.
 */
import { expect, type Page } from "@playwright/test";
import { MENU_PATHS } from "~/components/layout/menu-paths";
import { PORT } from "../../playwright.config";

export const DEMO_PASSWORD = "Demo@2026";

/** `http://<slug>.localhost:<PORT>`, or plain `http://localhost:<PORT>` without a slug. */
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

/** A short suffix no other test (or worker) uses: lower case letters and digits. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The subjects of the e-mails with a code (the code follows the colon). */
export const CODE_SUBJECTS = {
  registration: "Seu código de confirmação:",
  passwordReset: "Código para redefinir sua senha:",
} as const;

/**
 * The code of the newest e-mail of this kind sent to `address`, read on
 * /dev/outbox in a page of its own (same browser context). The auth service
 * sends its e-mails just after it answers (docs/decisions/0011), so the
 * message may land a moment after the page that asked for it: the reload
 * loop waits for it.
 */
export async function codeFromOutbox(
  page: Page,
  address: string,
  kind: keyof typeof CODE_SUBJECTS,
  /** How many such e-mails must have arrived (the newest is read). */
  sent = 1,
): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let code = "";
    await expect(async () => {
      await outbox.goto(`${origin()}/dev/outbox`);
      await expect(outbox.getByRole("heading", { name: "Caixa de saída" })).toBeVisible();
      const messages = outbox.getByRole("article", { name: CODE_SUBJECTS[kind] }).and(outbox.locator(`[data-to="${address}"]`));
      expect(await messages.count()).toBeGreaterThanOrEqual(sent);
      const message = messages.first();
      await expect(message).toBeVisible({ timeout: 1_000 });
      const match = /^(\d{6})$/m.exec(await message.innerText());
      expect(match, `a 6-digit code in the e-mail to ${address}`).not.toBeNull();
      code = match![1]!;
    }).toPass({ timeout: 10_000 });
    return code;
  } finally {
    await outbox.close();
  }
}

/** A 6-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** Opens /auth/register of `base`, types the e-mail and asks for the code; does not wait. */
export async function startRegistration(page: Page, base: string, email: string) {
  await page.goto(`${base}/auth/register`);
  await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Enviar código", exact: true }).click();
}

/** Types the code on the confirm step and presses Confirmar e-mail; does not wait. */
export async function submitCode(page: Page, code: string) {
  await page.getByLabel("Código", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Confirmar e-mail", exact: true }).click();
}

export interface NewAccount {
  username: string;
  givenName: string;
  familyName: string;
  password: string;
  /** Repita a senha; the password when not given. */
  confirmation?: string;
}

/** Fills the last registration step and presses Criar conta; does not wait. */
export async function submitAccountDetails(page: Page, account: NewAccount) {
  await page.getByLabel("Nome de usuário", { exact: true }).fill(account.username);
  await page.getByLabel("Nome", { exact: true }).fill(account.givenName);
  await page.getByLabel("Sobrenome", { exact: true }).fill(account.familyName);
  await page.getByLabel("Senha", { exact: true }).fill(account.password);
  await page.getByLabel("Repita a senha", { exact: true }).fill(account.confirmation ?? account.password);
  await page.getByRole("button", { name: "Criar conta", exact: true }).click();
}

/** The login page's notice after a registration that waits for an administrator (the demo organizations' policy). */
export const PENDING_NOTICE = /^Conta criada\. Seu acesso a .+ aguarda aprovação de um administrador\.$/;

/**
 * Registers an account at `base` through the three steps, the code read on
 * the outbox, waits for the login page's notice that the access waits for
 * approval, and approves it (`approveRegistration`), so it signs in.
 */
export async function registerAccount(page: Page, base: string, email: string, account: NewAccount) {
  await startRegistration(page, base, email);
  await expect(page).toHaveURL(`${base}/auth/register?step=confirm`);
  await submitCode(page, await codeFromOutbox(page, email, "registration"));
  await expect(page).toHaveURL(`${base}/auth/register?step=complete`);
  await submitAccountDetails(page, account);
  await expect(page).toHaveURL(`${base}/auth/login?status=pending`);
  await expect(page.getByRole("status")).toHaveText(PENDING_NOTICE);
  await approveRegistration(page, base, email);
}

/**
 * Approves the registration of `email` that waits in the organization of
 * `base` (its first host label), as the organization's demo administrator,
 * through the auth API that /profile's Aprovar calls (README "Demo
 * accounts": the demo organizations take new members by approval).
 */
export async function approveRegistration(page: Page, base: string, email: string) {
  const organization = new URL(base).hostname.split(".")[0]!;
  // Plain localhost: outside the browser, names under localhost do not resolve; the organization is in the form.
  const granted = await page.request.post(`${origin()}/connect/token`, {
    form: { grant_type: "password", username: `admin-${organization}`, password: DEMO_PASSWORD, client_id: "web", organization },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const token = ((await granted.json()) as { access_token: string }).access_token;
  const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
    organizations: Array<{ id: string; name: string }>;
  };
  const tenant = claims.organizations.find((o) => o.name === organization)!.id;
  const headers = { Authorization: `Bearer ${token}`, "X-TenantId": tenant };
  const requests = await page.request.get(`${origin()}/api/members/requests`, { headers });
  const { Data } = (await requests.json()) as { Data: { Items: Array<{ Id: string; Email: string }> } };
  const request = Data.Items.find((item) => item.Email === email);
  expect(request, `the request of ${email}`).toBeDefined();
  const approved = await page.request.post(`${origin()}/api/members/${request!.Id}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The sidebar menu (the one visible on a desktop-sized window). */
export const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

/** The error box of the login page. */
export const loginAlert = (page: Page) => page.getByRole("alert");

/**
 * The links of the Administrador menu (spec 2.3). Visão geral, Lançamentos,
 * Recebimentos, Pagamentos and the reference data (Contas, Categorias,
 * Centros de custo, Contatos) are in the submenu Financeiro, Vendas and Orçamentos in
 * Faturamento, the desk's pages in CRM (ADMIN_SUBMENUS): collapsed until expanded or until the page
 * is one of theirs.
 */
export const ADMIN_MENU = [
  "Visão geral",
  "Lançamentos",
  "Recebimentos",
  "Pagamentos",
  "Contas",
  "Categorias",
  "Centros de custo",
  "Contatos",
  "Painel de vendas",
  "Vendas",
  "Produtos e serviços",
  "Orçamentos",
  "Painel do CRM",
  "Central de Atendimento",
  "Respostas prontas",
  "Configurações do CRM",
  "Publicações",
  "Destaques",
  "Conversas",
  "Notificações",
  "Bem-estar",
  "Mapa",
  "Pesquisa",
  "Membros",
  "Meu perfil",
  "Usuários",
  "Clima da organização",
  "Moderação",
] as const;

/** The submenus of the Administrador menu and their links, with the paths they open. */
export const ADMIN_SUBMENUS = {
  Financeiro: MENU_PATHS.Financeiro,
  Faturamento: MENU_PATHS.Faturamento,
  CRM: MENU_PATHS.CRM,
} as const;

/**
 * Expands the submenu `label` of the sidebar menu (a button with
 * aria-expanded) unless it already is. Until React has hydrated the page
 * the button does nothing, hence the retry.
 */
export async function expandSubmenu(page: Page, label: keyof typeof ADMIN_SUBMENUS) {
  const toggle = mainMenu(page).getByRole("button", { name: label, exact: true });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Posts `fields` to `action` from the page's own origin, as a form on the page would. */
export async function postForm(page: Page, action: string, fields: Record<string, string>) {
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
}

/** The cells (th and td) of the table row whose header is `name`, as shown, once there is one (a page just navigated to may still be loading). */
export async function rowCells(page: Page, name: string): Promise<string[]> {
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
  await expect(row.first()).toBeVisible();
  return row.getByRole("cell").allInnerTexts();
}
