/**
 * Bank statement import (/financeiro/conciliacao/importar) as an
 * Administrador of Eleve uses it: the sample OFX lands on the
 * reconciliation page with its import's report, where a suggestion is
 * accepted and an entry created from a line; the same file again adds
 * nothing (the report read from the database too); a file that is not
 * a statement gets a message; a CSV goes through the column mapping; with
 * JavaScript the file and the mapping are checked before sending; axe
 * finds nothing serious; without JavaScript the import works; a Usuario is
 * sent away. Each test imports into an account of its own (finance-helpers).
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { addEntry, newLedger, readEntry, type Ledger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";

const [{ importReport }, { db }] = await Promise.all([
  import("~/modules/finance/statements/report.server"),
  import("~/db/db.server"),
]);

/** Imports made into the test's account. */
const importCount = async (ledger: Ledger) =>
  (await (await db()).selectFrom("bank_statement_imports").select("id").where("account_id", "=", ledger.account.id).execute())
    .length;

const eleve = origin("eleve");
const FIXTURES = "tests/fixtures/statements";
/** The reconciliation page's address after an import (its data request too, with JavaScript). */
const LANDED = /\/financeiro\/conciliacao(?:\.data)?\?conta=([0-9a-f-]{36})&importado=([0-9a-f-]{36})/;

test.use({ viewport: { width: 1280, height: 800 } });

async function openImport(page: Page, ledger: Ledger) {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/financeiro/conciliacao/importar?conta=${ledger.account.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Importar extrato" })).toBeVisible();
  await expect(page.getByLabel("Conta")).toHaveValue(ledger.account.id);
}

/** Sends `file` from the import form. */
async function importFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/Arquivo do extrato/).setInputFiles(typeof file === "string" ? `${FIXTURES}/${file}` : file);
  await page.getByRole("button", { name: "Importar" }).click();
}

/** Runs `submit` and waits for the browser to ask for the reconciliation address with the import; returns the import's report. */
async function landedReport(page: Page, ledger: Ledger, submit: () => Promise<unknown>) {
  const landing = page.waitForRequest(LANDED);
  await submit();
  const [, accountId, importId] = LANDED.exec((await landing).url())!;
  expect(accountId).toBe(ledger.account.id);
  return importReport(ledger.scope, importId!);
}

test("the sample OFX imports once: the second time every line is a duplicate", { tag: "@sql" }, async ({ page }) => {
  const ledger = await newLedger();
  await openImport(page, ledger);
  expect(await landedReport(page, ledger, () => importFile(page, "extrato-outubro-2026-sgml.ofx"))).toMatchObject({
    format: "ofx",
    newCount: 20,
    duplicateCount: 0,
    rejectedCount: 0,
  });

  await page.goto(`${eleve}/financeiro/conciliacao/importar?conta=${ledger.account.id}`);
  expect(await landedReport(page, ledger, () => importFile(page, "extrato-outubro-2026.ofx"))).toMatchObject({
    newCount: 0,
    duplicateCount: 20,
  });
});

test("an OFX of another bank or conta asks before importing; the account's own imports at once", async ({ page }) => {
  const itau = await newLedger("eleve", { bankCode: "341", agency: "0912", accountNumber: "99999", accountDigit: "9" });
  await openImport(page, itau);
  await importFile(page, "extrato-outubro-2026-sgml.ofx");
  const question = page.getByRole("form", { name: "Confirmar a conta do extrato" });
  await expect(question.getByRole("alert")).toContainText(
    "O extrato é de banco 0237, conta 56789-0; a conta escolhida é de banco 341, conta 99999-9.",
  );
  expect(await importCount(itau)).toBe(0);
  expect(
    await landedReport(page, itau, () =>
      question.getByRole("button", { name: `Importar mesmo assim em ${itau.account.name}` }).click(),
    ),
  ).toMatchObject({ newCount: 20, duplicateCount: 0 });

  const bradesco = await newLedger("eleve", { bankCode: "237", agency: "1234", accountNumber: "56789", accountDigit: "0" });
  await page.goto(`${eleve}/financeiro/conciliacao/importar?conta=${bradesco.account.id}`);
  expect(await landedReport(page, bradesco, () => importFile(page, "extrato-outubro-2026.ofx"))).toMatchObject({ newCount: 20 });
});

test("the sample OFX reconciled: a suggestion accepted, an entry created from a line", async ({ page }) => {
  const ledger = await newLedger();
  const rent = await addEntry(ledger, {
    kind: "despesa",
    description: `Aluguel outubro ${ledger.suffix}`,
    amountCents: 450_000,
    dueDate: "2026-10-06",
  });
  await openImport(page, ledger);
  await importFile(page, "extrato-outubro-2026-sgml.ofx");
  await expect(page).toHaveURL(LANDED);
  await expect(page.getByRole("status").filter({ hasText: "extrato-outubro-2026-sgml.ofx importado" })).toContainText(
    "(01/10/2026 a 30/10/2026): 20 linhas novas, 0 já importadas, 0 recusadas.",
  );
  const balances = page.getByRole("region", { name: "Saldos da conta" });
  await expect(balances).toContainText("20 linhas pendentes");

  await page
    .getByRole("article", { name: "PAGTO ALUGUEL OUTUBRO", exact: true })
    .getByRole("button", { name: new RegExp(`^Aceitar Aluguel outubro ${ledger.suffix}`) })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Linha conciliada." })).toBeVisible();
  expect(await readEntry(ledger, rent)).toMatchObject({ status: "pago", openCents: 0 });

  await page
    .getByRole("article", { name: "IOF", exact: true })
    .getByRole("link", { name: /^Criar lançamento da linha IOF/ })
    .click();
  const form = page.getByRole("form", { name: /Criar despesa de/ });
  await form.getByLabel("Categoria").selectOption({ label: ledger.expense.name });
  await form.getByRole("button", { name: "Criar e conciliar" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Lançamento criado, baixado e conciliado com a linha." }),
  ).toBeVisible();
  await expect(balances).toContainText("18 linhas pendentes");
  // Lines from 01/10 on still wait: the account is reconciled through no day, whatever the dates of the two done.
  await expect(balances).toContainText("Pendente desde 01/10/2026");
});

test("a file that is not a statement gets a message and changes nothing", async ({ page }) => {
  const ledger = await newLedger();
  await openImport(page, ledger);
  await importFile(page, {
    name: "extrato.ofx",
    mimeType: "application/x-ofx",
    buffer: Buffer.from("isto não é um extrato"),
  });
  await expect(page.getByRole("alert")).toContainText("O arquivo não é um extrato OFX");
  await importFile(page, {
    name: "foto.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
  });
  await expect(page.getByRole("alert")).toContainText("O arquivo não é de texto");
  const whole = readFileSync(`${FIXTURES}/extrato-outubro-2026-sgml.ofx`);
  await importFile(page, { name: "cortado.ofx", mimeType: "application/x-ofx", buffer: whole.subarray(0, 1_500) });
  await expect(page.getByRole("alert")).toContainText("incompleto");
  await importFile(page, { name: "vazio.ofx", mimeType: "application/x-ofx", buffer: Buffer.alloc(0) });
  await expect(page.getByRole("alert")).toContainText("O arquivo está vazio.");
  await importFile(page, { name: "grande.csv", mimeType: "text/csv", buffer: Buffer.alloc(6 * 1024 * 1024, "a;b\n") });
  await expect(page.getByRole("alert")).toContainText("no máximo 5 MB");
  const utf16 = Buffer.from(`\ufeff${whole.toString("latin1")}`, "utf16le");
  await importFile(page, { name: "utf16.ofx", mimeType: "application/x-ofx", buffer: utf16 });
  await expect(page.getByRole("alert")).toContainText("não é de texto");
  expect(await importCount(ledger)).toBe(0);
  await expect(page).toHaveURL(/\/financeiro\/conciliacao\/importar/);
  await waitForLayout(page);
});

test("a CSV goes through the column mapping, then imports with its rejected lines reported", async ({ page }) => {
  const ledger = await newLedger();
  await openImport(page, ledger);
  await waitForLayout(page);
  await importFile(page, "extrato-outubro-2026.csv");
  await expect(page.getByRole("heading", { level: 1, name: "Colunas do extrato" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Primeiras linhas do arquivo" })).toContainText("PIX RECEBIDO JOÃO CARLOS MENDES");
  await expect(page.getByLabel("Data", { exact: true })).toHaveValue("0");
  await expect(page.getByLabel("Crédito")).toHaveValue("2");
  await expect(page.getByLabel("Débito")).toHaveValue("3");

  // A column given two roles is refused, and the step stays.
  await page.getByLabel("Descrição").selectOption("0");
  await page.getByRole("button", { name: "Importar extrato" }).click();
  await expect(page.getByRole("alert")).toContainText("Cada coluna só pode ter um papel.");
  await page.getByLabel("Descrição").selectOption("1");
  const report = await landedReport(page, ledger, () => page.getByRole("button", { name: "Importar extrato" }).click());
  expect(report).toMatchObject({ format: "csv", newCount: 22, duplicateCount: 0, rejectedCount: 2 });
  expect(report!.rejections.map((rejection) => rejection.reason)).toEqual([
    "linha de saldo, não é lançamento",
    "célula com fórmula",
  ]);
});

test(
  "the columns chosen for a CSV are the account's next time: the next month's file imports in one step",
  { tag: "@sql" },
  async ({ page }) => {
    const ledger = await newLedger();
    const csv = (month: string, rows: string[]) => ({
      name: `extrato-${month}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(["Movimento;Quando;Quanto;Detalhe", ...rows].join("\n")),
    });
    await openImport(page, ledger);
    await waitForLayout(page);
    await importFile(page, csv("outubro", ["1;01/10/2026;-19,90;TARIFA PACOTE", "2;03/10/2026;250,00;PIX MARIA SOUZA"]));
    await expect(page.getByRole("heading", { level: 1, name: "Colunas do extrato" })).toBeVisible();
    await page.getByLabel("Data", { exact: true }).selectOption("1");
    await page.getByLabel("Descrição").selectOption("3");
    await expect(page.getByLabel("Valor (com sinal)")).toHaveValue("2");
    await page.getByLabel("A primeira linha é o cabeçalho").check();
    expect(await landedReport(page, ledger, () => page.getByRole("button", { name: "Importar extrato" }).click())).toMatchObject({
      format: "csv",
      newCount: 2,
      rejectedCount: 0,
    });

    await page.goto(`${eleve}/financeiro/conciliacao/importar?conta=${ledger.account.id}`);
    await importFile(page, csv("novembro", ["1;02/11/2026;-19,90;TARIFA PACOTE", "2;04/11/2026;80,00;PIX JOSÉ LIMA"]));
    await expect(page.getByRole("status").filter({ hasText: "Colunas da última importação desta conta" })).toBeVisible();
    await expect(page.getByLabel("Data", { exact: true })).toHaveValue("1");
    await expect(page.getByLabel("Descrição")).toHaveValue("3");
    await expect(page.getByLabel("Valor (com sinal)")).toHaveValue("2");
    await expect(page.getByLabel("A primeira linha é o cabeçalho")).toBeChecked();
    await expect(page.getByLabel("Modelo do banco")).toHaveValue("conta");
    expect(await landedReport(page, ledger, () => page.getByRole("button", { name: "Importar extrato" }).click())).toMatchObject({
      format: "csv",
      newCount: 2,
      rejectedCount: 0,
    });
  },
);

test("the browser asks for the file, then for a complete mapping, before sending anything", async ({ page }) => {
  const ledger = await newLedger();
  await openImport(page, ledger);
  // Conform turns the browser's own check off once the page is hydrated.
  await expect(page.getByRole("form", { name: "Importar extrato" })).toHaveAttribute("novalidate", "");
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  await page.getByRole("button", { name: "Importar" }).click();
  await expect(page.getByText("Escolha o arquivo.")).toBeVisible();
  await expect(page.getByLabel(/Arquivo do extrato/)).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);

  await importFile(page, "extrato-outubro-2026.csv");
  await expect(page.getByRole("form", { name: "Colunas do extrato" })).toHaveAttribute("novalidate", "");
  posts.length = 0;
  await page.getByLabel("Data", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Importar extrato" }).click();
  await expect(page.getByRole("alert")).toHaveText("Indique as colunas de data, descrição e valor (ou crédito e débito).");
  await page.getByLabel("Data", { exact: true }).selectOption("0");
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(posts).toEqual([]);
  expect(await importCount(ledger)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the OFX and the CSV import", async ({ page }) => {
    const ledger = await newLedger();
    await openImport(page, ledger);
    expect(await landedReport(page, ledger, () => importFile(page, "extrato-outubro-2026.ofx"))).toMatchObject({ newCount: 20 });

    await page.goto(`${eleve}/financeiro/conciliacao/importar?conta=${ledger.account.id}`);
    await importFile(page, "extrato-outubro-2026.csv");
    await expect(page.getByRole("heading", { level: 1, name: "Colunas do extrato" })).toBeVisible();
    // The CSV has no FITIDs: only the OFX's line without one (TARIFA PIX) has the same key.
    expect(await landedReport(page, ledger, () => page.getByRole("button", { name: "Importar extrato" }).click())).toMatchObject({
      format: "csv",
      newCount: 21,
      duplicateCount: 1,
    });
  });
});

test("a Usuario is sent away from the import", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${eleve}/financeiro/conciliacao/importar`);
  await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
});

/** Posts `fields` as multipart (or `raw` as a body) from the page itself (same origin, its cookie); resolves with the status and text. */
const postFromPage = (page: Page, fields: Record<string, string> | null, raw?: string) =>
  page.evaluate(
    async ({ fields, raw }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
      const answer = await fetch("/financeiro/conciliacao/importar", {
        method: "POST",
        body: fields ? form : raw,
        headers: fields ? {} : { "Content-Type": "multipart/form-data; boundary=x" },
      });
      return { status: answer.status, text: await answer.text() };
    },
    { fields, raw },
  );

test("hostile posts get a page, never a server error, and write nothing", async ({ page }) => {
  const ledger = await newLedger();
  await openImport(page, ledger);
  const hostile = ["", "999", "-1", "x".repeat(5_000), "=cmd|' /C calc'!A0", "\u0000", ledger.account.id];
  for (const value of hostile) {
    for (const etapa of ["arquivo", "mapeamento"]) {
      const fields = { etapa, conta: value, texto: value, nome: value, data: value, descricao: value, valor: value };
      expect((await postFromPage(page, fields)).status, `${etapa} ${value.slice(0, 20)}`).toBeLessThan(500);
    }
  }
  const mapped = await postFromPage(page, {
    etapa: "mapeamento",
    conta: ledger.account.id,
    texto: "a;b;c\n1;2;3",
    data: "0",
    descricao: "0",
    valor: "2",
  });
  expect(mapped.text).toContain("Cada coluna só pode ter um papel.");
  for (const body of ["", "--x\r\nbroken", "%zz=%"]) expect((await postFromPage(page, null, body)).status).toBeLessThan(500);
  expect(await importCount(ledger)).toBe(0);
});
