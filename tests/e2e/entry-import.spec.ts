/**
 * The spreadsheet import of lançamentos (/financeiro/lancamentos/importar)
 * as an Administrador of Eleve: the template downloads in the export
 * format; the browser asks for the file before sending; a file with a
 * refused line shows the report and writes nothing until the valid lines
 * are confirmed, which then appear in the list; the same file sent again
 * writes nothing and says so; a formula cell is refused;
 * a windows-1252 file from Excel imports without JavaScript; a Usuario is
 * sent away; axe finds nothing serious. Each test
 * makes its own account and categories (finance-helpers.ts), in months no
 * demo data reaches.
 */
import { readFile } from "node:fs/promises";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { expect, test, type Page } from "@playwright/test";
import { newLedger, type Ledger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { hostRequest } from "./host-request";
import { yearAhead } from "../support/ledger-years";

const eleve = origin("eleve");
const YEAR = yearAhead(2);
const IMPORT = `${eleve}/financeiro/lancamentos/importar`;
const HEADER = "Tipo;Descrição;Valor;Categoria;Conta;Vencimento;Data de pagamento";

test.use({ viewport: { width: 1280, height: 800 } });

async function signInAdministrator(page: Page) {
  await signInAs(page, eleve, "admin-eleve");
}

const csv = (lines: string[]) => Buffer.from(`${[HEADER, ...lines].join("\r\n")}\r\n`, "utf-8");

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel(/^Planilha/).setInputFiles({ name, mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "Conferir e importar" }).click();
}

const rowsOf = (page: Page, ledger: Ledger, month: string) =>
  page.goto(`${eleve}/financeiro/lancamentos?mes=${month}&conta=${ledger.account.id}`).then(() => page.locator("table tbody tr"));

test("the template downloads; a refused line writes nothing until the valid lines are confirmed, then they are listed", async ({
  page,
}) => {
  const ledger = await newLedger();
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/lancamentos`);
  await page.getByRole("link", { name: "Importar planilha" }).click();
  await expect(page).toHaveURL(IMPORT);
  await expect(page.getByRole("heading", { name: "Importar planilha", level: 1 })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Baixar modelo" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("modelo-lancamentos.csv");
  const template = await readFile((await download.path())!, "utf-8");
  expect(
    template.startsWith(
      "\uFEFFtipo;descrição;valor;categoria;conta;contato;centro de custo;competência;vencimento;observações;data de pagamento\r\n",
    ),
  ).toBe(true);
  expect(template).toContain(";2500,00;");

  const { suffix, account, income, expense } = ledger;
  const file = csv([
    `receita;Venda ${suffix};1.234,56;${income.name};${account.name};10/03/${YEAR};`,
    `despesa;Papel ${suffix};10,00;Categoria inexistente ${suffix};${account.name};11/03/${YEAR};`,
    // Due years ahead, away from the demo months; paid today (no payment is dated ahead).
    `despesa;Aluguel ${suffix};2500;${expense.name};${account.name};12/03/${YEAR};${formatDate(todayInSaoPaulo())}`,
  ]);
  await upload(page, "marco.csv", file);
  const report = page.getByRole("table", { name: "Linhas com problemas" });
  await expect(report.getByRole("row")).toHaveCount(2);
  await expect(report.getByRole("row", { name: /^3 / })).toContainText(
    `Categoria "Categoria inexistente ${suffix}" não encontrada.`,
  );
  await expect(page.getByRole("status").filter({ hasText: "Nada foi importado" })).toContainText(
    "1 linha tem problemas e 2 estão válidas",
  );
  expect(await (await rowsOf(page, ledger, `${YEAR}-03`)).count()).toBe(0);

  await page.goto(IMPORT);
  await upload(page, "marco.csv", file);
  await page.getByRole("button", { name: "Importar 2 lançamentos válidos" }).click();
  await expect(page).toHaveURL(new RegExp(`/financeiro/lancamentos\\?.*mes=${YEAR}-03`));
  await expect(page.getByRole("status").filter({ hasText: "2 lançamentos importados." })).toBeVisible();
  const rows = await rowsOf(page, ledger, `${YEAR}-03`);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Venda ${suffix}` })).toContainText("Em aberto");
  await expect(rows.filter({ hasText: `Aluguel ${suffix}` })).toContainText("Pago");
  await expect(rows.filter({ hasText: `Papel ${suffix}` })).toHaveCount(0);
});

test("the same file twice: the second time writes nothing, says so, and the list's total stays; each entry names its file", async ({
  page,
}) => {
  const ledger = await newLedger();
  const { suffix, account, income, expense } = ledger;
  // Two equal purchases in one file are two entries.
  const coffee = `despesa;Café ${suffix};8,50;${expense.name};${account.name};11/06/${YEAR};`;
  const file = csv([`receita;Venda ${suffix};300,00;${income.name};${account.name};10/06/${YEAR};`, coffee, coffee]);
  await signInAdministrator(page);
  await page.goto(IMPORT);
  await upload(page, "duas-vezes.csv", file);
  await expect(page.getByRole("status").filter({ hasText: "3 lançamentos importados." })).toBeVisible();
  await expect(await rowsOf(page, ledger, `${YEAR}-06`)).toHaveCount(3);
  const totals = await page.locator("table tfoot").innerText();
  expect(totals).toContain("283,00");

  await page.goto(IMPORT);
  await upload(page, "duas-vezes.csv", file);
  await expect(
    page.getByRole("status").filter({ hasText: "Nenhum lançamento novo: 3 linhas já importadas ficaram de fora." }),
  ).toBeVisible();
  await expect(await rowsOf(page, ledger, `${YEAR}-06`)).toHaveCount(3);
  expect(await page.locator("table tfoot").innerText()).toBe(totals);

  await page.getByRole("link", { name: `Venda ${suffix}` }).click();
  await expect(page.getByText(`Importado da planilha duas-vezes.csv em ${formatDate(todayInSaoPaulo())}`)).toBeVisible();
});

test("a formula cell is refused and nothing is offered for import", async ({ page }) => {
  const ledger = await newLedger();
  await signInAdministrator(page);
  await page.goto(IMPORT);
  await upload(
    page,
    "perigo.csv",
    csv([`receita;=cmd|' /C calc'!A0;10,00;${ledger.income.name};${ledger.account.name};10/04/${YEAR};`]),
  );
  await expect(page.getByRole("table", { name: "Linhas com problemas" })).toContainText(
    "Célula com fórmula não é aceita: =cmd|' /C calc'!A0",
  );
  await expect(page.getByRole("button", { name: /^Importar/ })).toHaveCount(0);
  await expect(await rowsOf(page, ledger, `${YEAR}-04`)).toHaveCount(0);
});

test("the browser asks for the spreadsheet before sending anything", async ({ page }) => {
  await signInAdministrator(page);
  await page.goto(IMPORT);
  await expect(page.locator("form#importar-planilha")).toHaveAttribute("novalidate", "");
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  await page.getByRole("button", { name: "Conferir e importar" }).click();
  await expect(page.getByText("Escolha o arquivo.")).toBeVisible();
  await expect(page.getByLabel(/^Planilha/)).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("a Usuario is sent away from the import, its template and its action", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  for (const path of ["/financeiro/lancamentos/importar", "/financeiro/lancamentos/importar/modelo"]) {
    const answer = await hostRequest(page, `${eleve}${path}`);
    expect(answer.status, path).toBe(302);
    expect(answer.location, path).toBe("/crm/central-de-atendimento");
  }
  const post = await hostRequest(page, IMPORT, {
    intent: "confirmar",
    texto: `${HEADER}\r\n`,
  });
  expect(post.status).toBe(302);
  expect(post.location).toBe("/crm/central-de-atendimento");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a windows-1252 file from Excel, columns in another order, imports; a report's valid line imports on confirmation", async ({
    page,
  }) => {
    const ledger = await newLedger();
    const { suffix, account, expense } = ledger;
    await signInAdministrator(page);
    await page.goto(IMPORT);
    const text = `Vencimento;VALOR;Descricao;TIPO;Categoria;Conta\r\n05/05/${YEAR};"1.500,00";Manutenção ${suffix};Despesa;${expense.name};${account.name}\r\n;;;;;\r\n`;
    await upload(page, "excel.csv", Buffer.from(text, "latin1"));
    await expect(page).toHaveURL(new RegExp(`/financeiro/lancamentos\\?.*mes=${YEAR}-05`));
    await expect(page.getByRole("status").filter({ hasText: "1 lançamento importado." })).toBeVisible();
    const rows = await rowsOf(page, ledger, `${YEAR}-05`);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`Manutenção ${suffix}`);

    await page.goto(IMPORT);
    await upload(
      page,
      "misto.csv",
      csv([
        `receita;x;-5;${expense.name};${account.name};05/05/${YEAR};`,
        `despesa;Luz ${suffix};80,00;${expense.name};${account.name};06/05/${YEAR};`,
      ]),
    );
    const report = page.getByRole("table", { name: "Linhas com problemas" });
    await expect(report).toContainText(`A categoria "${expense.name}" não é de receita.`);
    await expect(report).toContainText("Valor: Um valor negativo é de despesa, mas o tipo diz receita.");
    await page.getByRole("button", { name: "Importar 1 lançamento válido" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 lançamento importado." })).toBeVisible();
    await expect(await rowsOf(page, ledger, `${YEAR}-05`)).toHaveCount(2);
  });
});
