/**
 * The ledger's reference data (/financeiro/contas, /categorias,
 * /centros-de-custo, /contatos): an administrator creates, is told in
 * pt-BR what is wrong, archives (an account only once empty), brings back
 * and deletes; the forms work without JavaScript; a Usuario is sent away from the pages and their
 * actions and changes nothing; another organization's row answers 404;
 * axe finds nothing serious. Every row is made here, with a suffix no
 * other test uses (the demo data is never relied on), by admin-eleve and
 * admin-sereno, which only ever sign in successfully.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { freshCnpj, newLedger } from "./finance-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { expectSentToCrm } from "./host-request";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

const formatCnpj = (cnpj: string) => cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");

async function signInAdmin(page: Page, base = eleve, username = "admin-eleve") {
  await signInAs(page, base, username);
}

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Trilha de navegação" });
/** The confirmation a list shows after a post; the post and its redirect may take a while on a busy machine. */
const success = (page: Page, message: string) =>
  expect(page.getByRole("status").filter({ hasText: message })).toBeVisible({ timeout: 15_000 });

/** Creates a centro de custo named `name` as the signed-in administrator of `base`; answers its page's address. */
async function createCostCenter(page: Page, base: string, name: string): Promise<string> {
  await page.goto(`${base}/financeiro/centros-de-custo/novo`);
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Criar centro de custo" }).click();
  await success(page, "Centro de custo criado.");
  return (await page.getByRole("link", { name, exact: true }).getAttribute("href"))!;
}

test("an administrator creates an account, a category and a contato with a valid CNPJ, is told when a CPF is wrong, and archives the contato", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await signInAdmin(page);

  // Conta
  await page.goto(`${eleve}/financeiro/contas`);
  await expect(page.getByRole("heading", { name: "Contas financeiras", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Nova conta" }).click();
  await expect(breadcrumb(page)).toContainText("Financeiro");
  await expect(breadcrumb(page).getByRole("link", { name: "Contas" })).toHaveAttribute("href", "/financeiro/contas");
  await expect(breadcrumb(page).locator("[aria-current=page]")).toHaveText("Nova conta");
  await page.getByLabel("Nome", { exact: true }).fill(`Itaú ${suffix}`);
  await page.getByLabel("Tipo").selectOption({ label: "Conta corrente" });
  await page.getByLabel("Banco", { exact: true }).selectOption({ label: "341 · ITAÚ UNIBANCO S.A." });
  await page.getByLabel("Agência").fill("0912");
  await page.getByLabel("Conta", { exact: true }).fill("45210");
  await page.getByLabel("Dígito").fill("3");
  await page.getByLabel("Saldo inicial (R$)").fill("1.234,56");
  await page.getByLabel("Data do saldo inicial").fill("2026-01-02");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(`${eleve}/financeiro/contas?feito=criado`);
  await success(page, "Conta criada.");
  const accountRow = page.getByRole("row").filter({ hasText: `Itaú ${suffix}` });
  await expect(accountRow).toContainText("Conta corrente");
  await expect(accountRow).toContainText("ITAÚ UNIBANCO S.A.");
  await expect(accountRow).toContainText("R$\u00a01.234,56 em 02/01/2026");
  await expect(accountRow.getByRole("cell").nth(4)).toHaveText("R$\u00a01.234,56");

  // Its extrato is named by the account in the breadcrumb; Editar opens its form.
  await accountRow.getByRole("link", { name: `Itaú ${suffix}`, exact: true }).click();
  await expect(breadcrumb(page).locator("[aria-current=page]")).toHaveText(`Itaú ${suffix}`);
  await page.goBack();
  await accountRow.getByRole("link", { name: `Editar Itaú ${suffix}`, exact: true }).click();
  await expect(page.getByLabel("Saldo inicial (R$)")).toHaveValue("1.234,56");
  await expect(page.getByLabel("Banco", { exact: true })).toHaveValue("341");
  await expect(page.getByLabel("Conta", { exact: true })).toHaveValue("45210");

  // Categoria
  await page.goto(`${eleve}/financeiro/categorias/nova`);
  await page.getByLabel("Tipo").selectOption({ label: "Despesa" });
  // A receita's line is no despesa's: the choices follow the kind.
  await expect(page.getByLabel("Linha da DRE").locator("option")).toContainText(["Despesas operacionais", "Custos"]);
  await expect(page.getByLabel("Linha da DRE").locator("option", { hasText: "Receita bruta" })).toHaveCount(0);
  await page.getByLabel("Linha da DRE").selectOption({ label: "Custos" });
  await page.getByLabel("Grupo").fill("Despesas administrativas");
  await page.getByLabel("Nome", { exact: true }).fill(`Aluguel ${suffix}`);
  await page.getByRole("button", { name: "Criar categoria" }).click();
  await success(page, "Categoria criada.");
  const despesas = page.getByRole("region", { name: "Despesas" });
  const created = despesas.getByRole("row").filter({ hasText: `Aluguel ${suffix}` });
  await expect(created).toContainText("Despesas administrativas");
  await expect(created).toContainText("Custos");

  // Contato: a wrong CPF is named in pt-BR, then a valid CNPJ is kept formatted.
  await page.goto(`${eleve}/financeiro/contatos/novo`);
  await page.getByLabel("Nome", { exact: true }).fill(`Padaria ${suffix}`);
  await page.getByLabel("Fornecedor").check();
  await page.getByLabel("CPF ou CNPJ (opcional)").fill("529.982.247-24");
  await page.getByRole("button", { name: "Criar contato" }).click();
  await expect(page.getByText("CPF inválido: confira os números digitados.")).toBeVisible();
  await expect(page).toHaveURL(`${eleve}/financeiro/contatos/novo`);

  const cnpj = freshCnpj();
  await page.getByLabel("CPF ou CNPJ (opcional)").fill(cnpj);
  await page.getByLabel("E-mail (opcional)").fill(`compras.${suffix}@padaria.com.br`);
  await page.getByRole("button", { name: "Criar contato" }).click();
  await success(page, "Contato criado.");
  await page.getByLabel("Buscar por nome ou CPF/CNPJ").fill(formatCnpj(cnpj).slice(0, 10));
  await page.getByRole("button", { name: "Buscar" }).click();
  const contactRow = page.getByRole("row").filter({ hasText: `Padaria ${suffix}` });
  await expect(contactRow).toContainText(formatCnpj(cnpj));
  await expect(contactRow).toContainText("Cliente e fornecedor");

  // Archived, it leaves the active list for the Arquivados tab, whence it comes back.
  await contactRow.getByRole("button", { name: `Arquivar Padaria ${suffix}` }).click();
  await success(page, "Contato arquivado.");
  await page.getByLabel("Buscar por nome ou CPF/CNPJ").fill(suffix);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText(`Nenhum contato com “${suffix}”.`)).toBeVisible();
  await page.getByRole("link", { name: "Arquivados" }).click();
  await expect(page).toHaveURL(new RegExp(`arquivados=1`));
  await page.getByRole("button", { name: `Reativar Padaria ${suffix}` }).click();
  await success(page, "Contato reativado.");
});

test("an account that holds money stays active, and its page says what is left in it", async ({ page }) => {
  const { account } = await newLedger();
  await signInAdmin(page);
  await page.goto(`${eleve}/financeiro/contas/${account.id}/editar`);
  await page.getByRole("button", { name: "Arquivar", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Esta conta tem saldo de R$\u00a01.000,00: transfira-o para outra conta antes de arquivá-la.",
  );
  await page.goto(`${eleve}/financeiro/contas`);
  await expect(page.getByRole("region", { name: "Arquivados" }).getByText(account.name)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a centro de custo is created, renamed, archived, brought back and deleted after a confirmation", async ({ page }) => {
    const name = `Loja ${uniqueSuffix()}`;
    await signInAdmin(page);

    await page.goto(`${eleve}/financeiro/centros-de-custo/novo`);
    await page.getByRole("button", { name: "Criar centro de custo" }).click();
    await expect(page.getByText("Informe o nome do centro de custo.")).toBeVisible();

    const href = await createCostCenter(page, eleve, name);
    await page.goto(`${eleve}${href}`);
    await page.getByLabel("Nome", { exact: true }).fill(`${name} Centro`);
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await success(page, "Centro de custo salvo.");

    await page.getByRole("link", { name: `${name} Centro`, exact: true }).click();
    await page.getByRole("button", { name: "Arquivar", exact: true }).click();
    await success(page, "Centro de custo arquivado.");
    const archived = page.getByRole("region", { name: "Arquivados" });
    await archived.getByRole("button", { name: `Reativar ${name} Centro` }).click();
    await success(page, "Centro de custo reativado.");

    await page.goto(`${eleve}${href}`);
    await expect(page.getByText("Nenhum lançamento usa este centro de custo: você pode excluí-lo.")).toBeVisible();
    await page.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(`Excluir ${name} Centro definitivamente? Isso não pode ser desfeito.`);
    await page.getByRole("button", { name: "Excluir definitivamente" }).click();
    await success(page, "Centro de custo excluído.");
    await expect(page.getByRole("link", { name: `${name} Centro`, exact: true })).toHaveCount(0);
  });

  test("wrong fields of a contato and of a conta get their pt-BR messages and save nothing", async ({ page }) => {
    const suffix = uniqueSuffix();
    await signInAdmin(page);

    await page.goto(`${eleve}/financeiro/contatos/novo`);
    await page.getByLabel("Nome", { exact: true }).fill(`Cliente ${suffix}`);
    await page.getByLabel("Cliente", { exact: true }).uncheck();
    await page.getByLabel("CPF ou CNPJ (opcional)").fill("111.111.111-11");
    await page.getByLabel("Telefone (opcional)").fill("98765-4321");
    await page.getByRole("button", { name: "Criar contato" }).click();
    await expect(page.getByText("Marque se o contato é cliente, fornecedor ou ambos.")).toBeVisible();
    await expect(page.getByText("CPF inválido: confira os números digitados.")).toBeVisible();
    await expect(page.getByText("Informe o telefone com DDD, como (11) 98765-4321.")).toBeVisible();
    // What was typed stays.
    await expect(page.getByLabel("Nome", { exact: true })).toHaveValue(`Cliente ${suffix}`);

    await page.goto(`${eleve}/financeiro/contas/nova`);
    await page.getByLabel("Nome", { exact: true }).fill(`Caixa ${suffix}`);
    await page.getByLabel("Saldo inicial (R$)").fill("12,345");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText("Informe o saldo em reais, como 1.234,56 (use - para saldo negativo).")).toBeVisible();

    await page.goto(`${eleve}/financeiro/contatos?q=${suffix}`);
    await expect(page.getByText(`Nenhum contato com “${suffix}”.`)).toBeVisible();
    await page.goto(`${eleve}/financeiro/contas`);
    await expect(page.getByRole("link", { name: `Caixa ${suffix}` })).toHaveCount(0);
  });
});

/**
 * Posts `fields` from `page` as one of its forms would (same origin, the
 * session's cookies), following a redirect: the final status and address.
 */
function postFrom(page: Page, path: string, fields: Record<string, string>) {
  return page.evaluate(
    async ({ path, fields }) => {
      const response = await fetch(path, { method: "POST", body: new URLSearchParams(fields) });
      return { status: response.status, url: response.url };
    },
    { path, fields },
  );
}

/** A page of a new browser context signed in as `username` of `base`. */
async function pageOf(browser: Browser, base: string, username: string) {
  const context = await browser.newContext();
  await signInAs(context, base, username);
  return context.newPage();
}

test("a Usuario is sent to the CRM from every reference page and action, and changes nothing", async ({ browser }) => {
  const admin = await pageOf(browser, eleve, "admin-eleve");
  const name = `Filial ${uniqueSuffix()}`;
  const href = await createCostCenter(admin, eleve, name);

  const usuario = await pageOf(browser, eleve, "usuario-eleve");
  await expectSentToCrm(usuario, eleve, [
    "/financeiro/contas",
    "/financeiro/contas/nova",
    "/financeiro/categorias",
    "/financeiro/categorias/nova",
    "/financeiro/centros-de-custo",
    href,
    "/financeiro/contatos",
    "/financeiro/contatos/novo",
    [href, { intent: "arquivar" }],
    [href, { intent: "excluir", confirmado: "sim" }],
    [href, { intent: "salvar", name: "Invadido" }],
    ["/financeiro/centros-de-custo/novo", { name: `${name} do usuário` }],
    ["/financeiro/contatos/novo", { name: `${name} do usuário`, roles: "cliente" }],
  ]);

  await admin.goto(`${eleve}/financeiro/centros-de-custo`);
  // Still active, under its own name.
  await expect(admin.getByRole("button", { name: `Arquivar ${name}`, exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: `${name} do usuário` })).toHaveCount(0);
  await admin.goto(`${eleve}/financeiro/contatos?q=${encodeURIComponent(`${name} do usuário`)}`);
  await expect(admin.getByText("Nenhum contato com")).toBeVisible();
  await admin.context().close();
  await usuario.context().close();
});

test("another organization's centro de custo answers 404 and is left as it was", async ({ browser }) => {
  const sereno = origin();
  const owner = await pageOf(browser, sereno, "admin-sereno");
  const name = `Projeto ${uniqueSuffix()}`;
  const href = await createCostCenter(owner, sereno, name);

  const stranger = await pageOf(browser, eleve, "admin-eleve");
  const answer = await stranger.goto(`${eleve}${href}`);
  expect(answer?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(stranger.getByText("Centro de custo não encontrado.")).toBeVisible();
  const forms: Array<Record<string, string>> = [
    { intent: "arquivar" },
    { intent: "excluir", confirmado: "sim" },
    { intent: "salvar", name: "Invadido" },
  ];
  for (const fields of forms) {
    expect(await postFrom(stranger, href, fields), `posting ${fields.intent}`).toEqual({ status: 404, url: `${eleve}${href}` });
  }

  await owner.goto(`${sereno}${href}`);
  await expect(owner.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(owner.getByRole("button", { name: "Arquivar", exact: true })).toBeVisible();
  await owner.context().close();
  await stranger.context().close();
});
