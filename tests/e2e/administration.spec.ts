/**
 * The administration pages (issue "Administration"): /profile lists the
 * organization's members and pending invitations with search, filters,
 * sort and pages in the address; the invitation form answers its pt-BR
 * messages; a member's page changes role and state, sends a reset, lifts
 * a lock and removes, each destructive action after a confirmation; the
 * last administrator is protected; all of it without JavaScript and on a
 * phone. Every member acted on is one this spec registers
 * in Eleve (`adm-<suffix>`); demo people are only read, and the last
 * administrator case is refused by design (admin-labfeelings, the only
 * administrator of Lab Feelings).
 */
import { expect, request, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, origin, uniqueSuffix } from "./helpers";
import { invite } from "./invitation-helpers";
import { waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const PASSWORD = "Admin@Senha1";

interface TestMember {
  username: string;
  email: string;
  name: string;
}

/** Registers `count` members of Eleve (through /connect/register as admin-eleve), named "<given> Vidal<suffix>". */
async function registerMembers(suffix: string, givens: string[], role: "Administrator" | "Usuario" = "Usuario") {
  const api = await request.newContext({ baseURL: origin() });
  try {
    const answer = await api.post("/connect/token", {
      form: { grant_type: "password", username: "admin-eleve", password: DEMO_PASSWORD, client_id: "web", organization: "eleve" },
    });
    expect(answer.status()).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const members: TestMember[] = [];
    for (const [index, given] of givens.entries()) {
      const username = `adm-${suffix}-${index}`;
      const member = { username, email: `${username}@example.com`, name: `${given} Vidal${suffix}` };
      const created = await api.post("/connect/register", {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          email: member.email,
          username,
          givenName: given,
          familyName: `Vidal${suffix}`,
          password: PASSWORD,
          organization: "eleve",
          role,
        },
      });
      expect(created.status(), `register ${username}: ${await created.text()}`).toBe(201);
      members.push(member);
    }
    return members;
  } finally {
    await api.dispose();
  }
}

/** The page's success message (role status) saying `text`. */
const expectNotice = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

const rows = (page: Page) => page.getByRole("table", { name: "Membros e convites da organização" }).locator("tbody tr");

async function openMember(page: Page, member: TestMember, { javaScript = true } = {}) {
  await page.goto(`${eleve}/profile?q=${member.username}`);
  // A click while the page hydrates can be lost: the link is followed once React owns it.
  if (javaScript) await waitForLayout(page);
  await page.getByRole("link", { name: member.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
}

test("the list searches, filters and sorts through the address", { tag: "@sql" }, async ({ page }) => {
  const suffix = uniqueSuffix();
  const [ana, bruno, caio] = await registerMembers(suffix, ["Ana", "Bruno", "Caio"]);
  await registerMembers(`${suffix}x`, ["Dora"], "Administrator");
  await signInAs(page, eleve, "admin-eleve");

  await page.goto(`${eleve}/profile`);
  await waitForLayout(page);
  await page.getByLabel("Nome, usuário ou e-mail").fill(`Vidal${suffix}`);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(new RegExp(`q=Vidal${suffix}`));
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toContainText(ana!.name);
  await expect(rows(page).first()).toContainText(`@${ana!.username}`);
  await expect(rows(page).first()).toContainText("Usuário");
  await expect(rows(page).first()).toContainText("Ativo");
  await expect(rows(page).first()).toContainText("Nunca entrou");

  await page.getByLabel("Papel").selectOption("Administrator");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/papel=Administrator/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Dora Vidal${suffix}`);

  await page.goto(`${eleve}/profile?q=Vidal${suffix}&papel=Usuario`);
  await waitForLayout(page);
  await page.getByRole("link", { name: /^Nome/ }).click();
  await expect(page).toHaveURL(/ordem=name&direcao=desc/);
  await expect(page.getByRole("columnheader", { name: /^Nome/ })).toHaveAttribute("aria-sort", "descending");
  await expect(rows(page).nth(0)).toContainText(caio!.name);
  await expect(rows(page).nth(2)).toContainText(ana!.name);
  await page.reload();
  await expect(rows(page).nth(1)).toContainText(bruno!.name);

  await page.goto(`${eleve}/profile?q=nada-${suffix}`);
  await expect(page.getByText("Nenhuma pessoa encontrada com esses filtros.")).toBeVisible();
  await page.goto(`${eleve}/profile?q=Vidal${suffix}&situacao=banana&ordem=senha`);
  await expect(rows(page)).toHaveCount(4);
});

test("the list pages by 20", { tag: "@sql" }, async ({ page }) => {
  const suffix = uniqueSuffix();
  const givens = Array.from({ length: 21 }, (_, index) => `Nome${String(index).padStart(2, "0")}`);
  await registerMembers(suffix, givens);
  await signInAs(page, eleve, "admin-eleve");

  await page.goto(`${eleve}/profile?q=Vidal${suffix}`);
  await expect(rows(page)).toHaveCount(20);
  const pages = page.getByRole("navigation", { name: "Paginação" });
  await expect(pages).toContainText("Página 1 de 2");
  await pages.getByRole("link", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Nome20 Vidal${suffix}`);
  await page.goto(`${eleve}/profile?q=Vidal${suffix}&pagina=9`);
  await expect(page).toHaveURL(/pagina=2/);
});

test("the invitation form checks the e-mail, sends, resends and revokes", async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `conv-${suffix}@example.com`;
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profile`);

  await page.getByRole("button", { name: "Convidar membro" }).click();
  const dialog = page.getByRole("dialog", { name: "Convidar membro" });
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(dialog.getByText("Informe o e-mail da pessoa.")).toBeVisible();
  await dialog.getByLabel("E-mail").fill("nao-e-email");
  await expect(dialog.getByText("Informe um e-mail válido.")).toBeVisible();
  await dialog.getByLabel("E-mail").fill("usuario@eleve.example.com");
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(dialog.getByText("Este e-mail já pertence a um membro da organização.")).toBeVisible();

  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Papel").selectOption("Administrator");
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, `Convite enviado para ${email}.`);

  await page.goto(`${eleve}/profile?q=conv-${suffix}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Convite pendente");
  await expect(rows(page).first()).toContainText("Administrador");

  await page.getByRole("button", { name: "Convidar membro" }).click();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("button", { name: "Enviar convite" }).click();
  await expect(dialog.getByText("Já existe um convite pendente para este e-mail.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: `Reenviar convite para ${email}` }).click();
  await expectNotice(page, "Convite reenviado.");

  await page.getByRole("button", { name: `Revogar convite para ${email}` }).click();
  const question = page.getByRole("dialog", { name: `Revogar o convite para ${email}?` });
  await question.getByRole("button", { name: "Revogar convite" }).click();
  await expectNotice(page, "Convite revogado.");
  await expect(rows(page)).toHaveCount(0);
});

test("a member's page changes role and state, after a confirmation for the destructive ones", async ({ page }) => {
  const [member] = await registerMembers(uniqueSuffix(), ["Elias"]);
  await signInAs(page, eleve, "admin-eleve");
  await openMember(page, member!);
  await waitForLayout(page);

  await page.getByLabel("Novo papel").selectOption("Administrator");
  await page.getByRole("button", { name: "Alterar papel" }).click();
  await expectNotice(page, "Papel alterado.");
  await expect(page.getByRole("definition").filter({ hasText: "Administrador" })).toBeVisible();

  await page.getByRole("button", { name: "Bloquear", exact: true }).click();
  const block = page.getByRole("dialog", { name: `Bloquear ${member!.name}?` });
  await block.getByRole("button", { name: "Cancelar" }).click();
  await expect(block).toBeHidden();
  await expect(page.getByText("Ativo", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Bloquear", exact: true }).click();
  await block.getByRole("button", { name: "Bloquear membro" }).click();
  await expectNotice(page, "Membro bloqueado.");
  await expect(page.getByText("Bloqueado", { exact: true })).toBeVisible();
  await page.goto(`${eleve}/profile?q=${member!.username}&situacao=active`);
  await expect(rows(page)).toHaveCount(0);
  await page.getByLabel("Situação").selectOption("blocked");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/situacao=blocked/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Bloqueado");
  await rows(page).getByRole("link", { name: member!.name }).click();
  await page.getByRole("button", { name: "Desbloquear" }).click();
  await expectNotice(page, "Membro desbloqueado.");

  await page.getByRole("button", { name: "Desabilitar", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Desabilitar membro" }).click();
  await expectNotice(page, "Membro desabilitado.");
  await page.getByRole("button", { name: "Reabilitar" }).click();
  await expectNotice(page, "Membro reabilitado.");

  await page.getByRole("button", { name: "Enviar redefinição de senha" }).click();
  await expectNotice(page, "Enviamos um código de redefinição para o e-mail do membro.");

  await page.getByRole("button", { name: "Remover da organização" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remover da organização" }).click();
  await expect(page).toHaveURL(`${eleve}/profile?feito=removido`);
  await expectNotice(page, "Membro removido da organização.");
  await page.goto(`${eleve}/profile?q=${member!.username}`);
  await expect(rows(page)).toHaveCount(0);
});

test("a temporary sign-in lock shows on the member's page and is lifted there", async ({ page }) => {
  const [member] = await registerMembers(uniqueSuffix(), ["Fabio"]);
  const api = await request.newContext({ baseURL: origin() });
  for (let attempt = 0; attempt < 5; attempt++) {
    await api.post("/connect/token", {
      form: { grant_type: "password", username: member!.username, password: `errada-${attempt}`, client_id: "web" },
    });
  }
  await api.dispose();
  await signInAs(page, eleve, "admin-eleve");
  await openMember(page, member!);
  await expect(page.getByText("Sim: entradas recusadas após senhas erradas")).toBeVisible();
  await page.getByRole("button", { name: "Remover bloqueio temporário" }).click();
  await expectNotice(page, "Bloqueio temporário removido.");
  await expect(page.getByRole("button", { name: "Remover bloqueio temporário" })).toHaveCount(0);
});

test("the last administrator cannot be demoted, even by themself: the message says why", async ({ page }) => {
  const labfeelings = origin("labfeelings");
  await signInAs(page, labfeelings, "admin-labfeelings");
  await page.goto(`${labfeelings}/profile?q=admin-labfeelings`);
  await page.getByRole("link", { name: "Lívia Rocha" }).click();
  await expect(page.getByText("Este é o único administrador ativo da organização")).toBeVisible();
  await page.getByLabel("Novo papel").selectOption("Usuario");
  await page.getByRole("button", { name: "Alterar papel" }).click();
  await expect(page.getByRole("alert")).toContainText("último administrador");
  await expect(page.getByRole("definition").filter({ hasText: "Administrador" })).toBeVisible();
});

/** Saves Eleve's join policy as it is (approval, as the demo organizations take new members): nothing changes, the page says so. */
async function saveUnchangedPolicy(page: Page) {
  const form = page.getByRole("region", { name: "Entrada de novos membros" });
  await expect(form.getByLabel("Aprovação necessária")).toBeChecked();
  await form.getByRole("button", { name: "Salvar entrada de membros" }).click();
  await expectNotice(page, "A entrada de novos membros já está assim.");
  await expect(form.getByLabel("Aprovação necessária")).toBeChecked();
}

test("the join policy form shows the policy in force and saves it", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profile`);
  await waitForLayout(page);
  await saveUnchangedPolicy(page);
});

/** The user id of a demo account, from the `sub` of its token. */
async function userIdOf(username: string, organization: string) {
  const api = await request.newContext({ baseURL: origin() });
  try {
    const answer = await api.post("/connect/token", {
      form: { grant_type: "password", username, password: DEMO_PASSWORD, client_id: "web", organization },
    });
    expect(answer.status()).toBe(200);
    const { access_token: token } = (await answer.json()) as { access_token: string };
    const payload = token.split(".")[1] ?? "";
    return (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub: string }).sub;
  } finally {
    await api.dispose();
  }
}

test("a member of another organization, or an id that is none, answers 404", async ({ page }) => {
  const stranger = await userIdOf("admin-labfeelings", "labfeelings");
  await signInAs(page, eleve, "admin-eleve");
  for (const id of [stranger, "00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
    const answer = await page.goto(`${eleve}/profile/${id}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByText("Membro não encontrado.")).toBeVisible();
  }
  const status = await page.evaluate(async (url) => {
    const body = new URLSearchParams({ intent: "bloquear", confirmado: "sim" });
    return (await fetch(url, { method: "POST", body })).status;
  }, `${eleve}/profile/${stranger}`);
  expect(status).toBe(404);
});

test("on a phone the list fits the screen, a pending invitation's row too", async ({ page }) => {
  const suffix = uniqueSuffix();
  await registerMembers(suffix, ["Gabriela"]);
  await signInAs(page, eleve, "admin-eleve");
  const guest = `convidada.com.endereco.comprido-${suffix}@example.com`;
  await invite(page, guest);
  await page.setViewportSize({ width: 390, height: 844 });
  /** How far the page, and the table in its box, reach past their width. */
  const overflow = () =>
    page.evaluate(() => {
      const box = document.querySelector("table")!.parentElement!;
      return [document.documentElement.scrollWidth - document.documentElement.clientWidth, box.scrollWidth - box.clientWidth].map(
        (excess) => Math.max(0, excess),
      );
    });
  await page.goto(`${eleve}/profile?q=Vidal${suffix}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`adm-${suffix}-0@example.com`);
  expect(await overflow()).toEqual([0, 0]);

  await page.goto(`${eleve}/profile?q=${suffix}`);
  await expect(rows(page).filter({ hasText: guest }).first()).toBeVisible();
  expect(await overflow()).toEqual([0, 0]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("blocking asks in the page first, and the invitation form answers from the server", async ({ page }) => {
    const suffix = uniqueSuffix();
    const [member] = await registerMembers(suffix, ["Heitor"]);
    await signInAs(page, eleve, "admin-eleve");
    await openMember(page, member!, { javaScript: false });

    await page.getByRole("button", { name: "Bloquear", exact: true }).click();
    const question = page.getByRole("region", { name: `Bloquear ${member!.name}?` });
    await expect(question).toBeVisible();
    await expect(page.getByText("Ativo", { exact: true })).toBeVisible();
    await question.getByRole("button", { name: "Bloquear membro" }).click();
    await expectNotice(page, "Membro bloqueado.");
    await expect(page.getByText("Bloqueado", { exact: true })).toBeVisible();

    await page.goto(`${eleve}/profile`);
    const invite = page.getByRole("region", { name: "Convidar membro" });
    await invite.getByLabel("E-mail").fill("nao-e-email");
    await invite.getByRole("button", { name: "Enviar convite" }).click();
    await expect(invite.getByText("Informe um e-mail válido.")).toBeVisible();
    await invite.getByLabel("E-mail").fill(`semjs-${suffix}@example.com`);
    await invite.getByRole("button", { name: "Enviar convite" }).click();
    await expectNotice(page, `Convite enviado para semjs-${suffix}@example.com.`);
  });

  test("the join policy form saves through the server", async ({ page }) => {
    await signInAs(page, eleve, "admin-eleve");
    await page.goto(`${eleve}/profile`);
    await saveUnchangedPolicy(page);
  });
});
