/**
 * Invitations end to end (issue "Administration"): admin-eleve invites a
 * new person, who opens the link from the outbox, creates an account and
 * is signed in as Usuario of Eleve; admin-eleve invites a member of Lab
 * Feelings this spec registers, who signs in, accepts and then switches
 * between Lab Feelings and Eleve; admin-eleve blocks a
 * member this spec registers, whose open session ends at the next request
 * and whose sign-in says 'Conta bloqueada por segurança.'; the audit log
 * lists each step. A used or unknown link says so, a person signed in with
 * another e-mail is told, and the forms work without JavaScript.
 * People created here are `conv-<suffix>`: no other test's search matches them.
 */
import { expect, request, test, type Browser, type Page } from "@playwright/test";
import { DEMO_PASSWORD, origin, submitLogin, uniqueSuffix } from "./helpers";
import { invitationPath, invite, notice } from "./invitation-helpers";
import { createMember, waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const local = origin();
const CRM_HOME = "/crm/central-de-atendimento";
const PASSWORD = "Convite@Senha-2026";

async function signInAdmin(page: Page) {
  await signInAs(page, eleve, "admin-eleve");
}

async function otherPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale: "pt-BR", javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

async function fillNewAccount(
  page: Page,
  account: { username: string; givenName: string; familyName: string },
  confirmation = PASSWORD,
) {
  await page.getByLabel("Nome de usuário", { exact: true }).fill(account.username);
  await page.getByLabel("Nome", { exact: true }).fill(account.givenName);
  await page.getByLabel("Sobrenome", { exact: true }).fill(account.familyName);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repita a senha", { exact: true }).fill(confirmation);
  await page.getByRole("button", { name: "Criar conta e entrar" }).click();
}

/** admin-eleve's audit log filtered to `action` lists an event about `target`. */
async function expectAudited(page: Page, action: string, target: string) {
  await page.goto(`${eleve}/profile/auditoria?acao=${action}`);
  await expect(page.getByRole("row").filter({ hasText: target }).first()).toBeVisible();
}

/** A member of Eleve registered through /connect/register with admin-eleve's token. */
async function registerMember(suffix: string) {
  const api = await request.newContext({ baseURL: local });
  try {
    const token = await api.post("/connect/token", {
      form: { grant_type: "password", username: "admin-eleve", password: DEMO_PASSWORD, client_id: "web", organization: "eleve" },
    });
    expect(token.status()).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const member = { username: `conv-${suffix}`, name: `Lucas Tavares${suffix}` };
    const created = await api.post("/connect/register", {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        email: `${member.username}@example.com`,
        username: member.username,
        givenName: "Lucas",
        familyName: `Tavares${suffix}`,
        password: PASSWORD,
        organization: "eleve",
        role: "Usuario",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return member;
  } finally {
    await api.dispose();
  }
}

test("a new person opens the invitation from the outbox, creates an account and is signed in as Usuario of Eleve", async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const email = `conv-${suffix}@example.com`;
  await signInAdmin(page);
  await invite(page, email);
  const link = await invitationPath(page, email);

  const guest = await otherPage(browser);
  try {
    await guest.page.goto(`${local}${link}`);
    await expect(guest.page.getByRole("heading", { name: "Convite para Eleve" })).toBeVisible();
    await expect(guest.page.getByText("Você foi convidado para a organização Eleve com o papel Usuário.")).toBeVisible();
    await expect(guest.page.getByText(email)).toBeVisible();

    await fillNewAccount(
      guest.page,
      { username: `conv-${suffix}`, givenName: "Marina", familyName: `Salles${suffix}` },
      "Outra@Senha-2026",
    );
    await expect(guest.page.getByText("As senhas não coincidem.")).toBeVisible();
    await fillNewAccount(guest.page, { username: `conv-${suffix}`, givenName: "Marina", familyName: `Salles${suffix}` });

    // Signed in as the login page does: a new account has no profile yet (spec 4), then the CRM is its home.
    await expect(guest.page).toHaveURL(`${local}/profiles/create`);
    await expect(guest.page.getByTestId("organization-name")).toHaveText("Eleve");
    await expect(guest.page.getByTestId("user-name")).toHaveText(`Marina Salles${suffix}`);
    await guest.page.goto(`${local}/`);
    await expect(guest.page).toHaveURL(`${local}${CRM_HOME}`);
    await guest.page.goto(`${local}/profile`);
    await expect(guest.page).not.toHaveURL(`${local}/profile`);

    // The link works once.
    await guest.page.goto(`${local}${link}`);
    await expect(guest.page.getByRole("alert")).toHaveText("Este convite já foi usado.");
  } finally {
    await guest.close();
  }

  await page.goto(`${eleve}/profile?q=conv-${suffix}`);
  await expect(page.getByRole("link", { name: `Marina Salles${suffix}` })).toBeVisible();
  await expectAudited(page, "member.invited", email);
  await expectAudited(page, "invitation.accepted", `Marina Salles${suffix}`);
});

test("a member of Lab Feelings accepts an invitation to Eleve after signing in, and then switches between its organizations", async ({
  page,
  browser,
}) => {
  const member = await createMember("labfeelings", "Usuario", "Jonas Prado", { familyName: `Prado${uniqueSuffix()}` });
  const email = `${member.username}@example.com`;
  await signInAdmin(page);
  await invite(page, email);
  const link = await invitationPath(page, email);

  // Signed in with another e-mail (admin-eleve's session is on eleve.localhost): told so, nothing accepted.
  await page.goto(`${eleve}${link}`);
  await expect(page.getByText(`Este convite foi enviado para ${email}, e você entrou com outra conta.`)).toBeVisible();

  const invited = await otherPage(browser);
  try {
    await invited.page.goto(`${local}${link}`);
    await expect(invited.page.getByText(`O e-mail ${email} já tem uma conta.`)).toBeVisible();
    await invited.page.getByRole("link", { name: "Entrar para aceitar" }).click();
    await expect(invited.page).toHaveURL(/\/auth\/login\?returnUrl=/);
    await submitLogin(invited.page, member.username, member.password);
    await expect(invited.page.getByRole("heading", { name: "Convite para Eleve" })).toBeVisible();
    await invited.page.getByRole("button", { name: "Aceitar convite" }).click();

    await expect(invited.page).toHaveURL(`${local}${CRM_HOME}`);
    await expect(invited.page.getByTestId("organization-name")).toHaveText("Eleve");
    await invited.page.goto(`${local}/profiles?organization=labfeelings`);
    await expect(invited.page.getByTestId("organization-name")).toHaveText("Lab Feelings");
    await invited.page.goto(`${local}/profiles?organization=eleve`);
    await expect(invited.page.getByTestId("organization-name")).toHaveText("Eleve");
  } finally {
    await invited.close();
  }
  await expectAudited(page, "invitation.accepted", `${member.givenName} ${member.familyName}`);
});

test("a blocked member's open session ends at the next request and the sign-in says the account is blocked", async ({
  page,
  browser,
}) => {
  const member = await registerMember(uniqueSuffix());
  const elsewhere = await otherPage(browser);
  try {
    await signInAs(elsewhere.page, eleve, member.username, PASSWORD);
    await elsewhere.page.goto(`${eleve}/profiles/create`);
    await expect(elsewhere.page.getByRole("heading", { name: "Criar perfil" })).toBeVisible();

    await signInAdmin(page);
    await page.goto(`${eleve}/profile?q=${member.username}`);
    // A click while the page hydrates can be lost: no navigation starts.
    await waitForLayout(page);
    await page.getByRole("link", { name: member.name }).click();
    await page.getByRole("button", { name: "Bloquear", exact: true }).click();
    await page
      .getByRole("dialog", { name: `Bloquear ${member.name}?` })
      .getByRole("button", { name: "Bloquear membro" })
      .click();
    await expect(notice(page, "Membro bloqueado.")).toBeVisible();

    await elsewhere.page.goto(`${eleve}${CRM_HOME}`);
    await expect(elsewhere.page).toHaveURL(/\/auth\/login/);
    await submitLogin(elsewhere.page, member.username, PASSWORD);
    await expect(elsewhere.page.getByRole("alert")).toContainText("Conta bloqueada por segurança.");
  } finally {
    await elsewhere.close();
  }
  await expectAudited(page, "member.blocked", member.name);
});

test("an unknown link says so", async ({ page }) => {
  await page.goto(`${eleve}/auth/convite/${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toHaveText("Convite não encontrado. Confira o link ou peça um novo convite.");
  await page.goto(`${eleve}/auth/convite/nao-e-um-token!`);
  await expect(page.getByRole("alert")).toHaveText("Convite não encontrado. Confira o link ou peça um novo convite.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an invitation is sent, a new account is created from its link and signed in, and the link is then used", async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const email = `conv-${suffix}@example.com`;
    await signInAdmin(page);
    await invite(page, email, { scripted: false });
    const link = await invitationPath(page, email);

    const guest = await otherPage(browser, false);
    try {
      await guest.page.goto(`${local}${link}`);
      await fillNewAccount(guest.page, { username: `conv-${suffix}`, givenName: "", familyName: `Prado${suffix}` });
      await expect(guest.page.getByText("Informe seu nome.")).toBeVisible();
      await fillNewAccount(guest.page, { username: `conv-${suffix}`, givenName: "Renata", familyName: `Prado${suffix}` });
      await expect(guest.page).toHaveURL(`${local}/profiles/create`);
      await expect(guest.page.getByTestId("user-name")).toHaveText(`Renata Prado${suffix}`);
      await guest.page.goto(`${local}${link}`);
      await expect(guest.page.getByRole("alert")).toHaveText("Este convite já foi usado.");
    } finally {
      await guest.close();
    }
  });
});
