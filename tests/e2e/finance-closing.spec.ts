/**
 * The fechamento as an Administrador uses it: close the books through a date with a reason, find an entry of that period
 * refused with the date and who can reopen, reopen with another reason, and the entry goes. In Manager, whose other tests
 * use today's dates, so a lock on a year long gone reaches none of them.
 */
import { expect, test } from "@playwright/test";
import { addEntry, newLedger, readEntry } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";
import { YEAR_LONG_AGO } from "../support/ledger-years";

const manager = origin("manager");
const YEAR = YEAR_LONG_AGO;
const CLOSED = `Os livros estão fechados até 31/12/${YEAR}`;

test("an Administrador closes the books, a change of that period is refused, and reopening lets it through", async ({ page }) => {
  const ledger = await newLedger("manager");
  const description = `Fornecedor antigo ${ledger.suffix}`;
  const id = await addEntry(ledger, { kind: "despesa", description, amountCents: 45_000, dueDate: `${YEAR}-06-10` });
  await signInAs(page, manager, "admin-manager");

  await page.goto(`${manager}/financeiro/fechamento`);
  await waitForLayout(page);
  await expect(page.getByRole("heading", { name: "Fechamento", level: 1 })).toBeVisible();
  await page.getByLabel("Fechar os livros até").fill(`${YEAR}-12-31`);
  await page.getByRole("button", { name: "Salvar fechamento" }).click();
  await expect(page.getByText("Diga o motivo: ele fica registrado na auditoria.")).toBeVisible();
  await page.getByLabel("Motivo").fill(`Ano de ${YEAR} conferido`);
  await page.getByRole("button", { name: "Salvar fechamento" }).click();
  await expect(page.getByRole("heading", { name: `Livros fechados até 31/12/${YEAR}` })).toBeVisible();
  await expect(page.getByText(`Motivo: Ano de ${YEAR} conferido`)).toBeVisible();

  await page.goto(`${manager}/financeiro/lancamentos/${id}?mes=${YEAR}-06`);
  await page.getByRole("link", { name: "Excluir", exact: true }).click();
  await page.getByRole("button", { name: "Excluir lançamento" }).click();
  await expect(page.getByRole("alert").filter({ hasText: CLOSED })).toContainText("Um Administrador pode reabri-los");
  expect(await readEntry(ledger, id)).not.toBeNull();

  await page.goto(`${manager}/financeiro/fechamento`);
  await page.getByLabel("Fechar os livros até").fill("");
  await page.getByLabel("Motivo").fill("Nota de junho lançada em duplicidade");
  await page.getByRole("button", { name: "Salvar fechamento" }).click();
  await expect(page.getByRole("heading", { name: "Livros abertos" })).toBeVisible();

  await page.goto(`${manager}/financeiro/lancamentos/${id}?mes=${YEAR}-06`);
  await page.getByRole("link", { name: "Excluir", exact: true }).click();
  await page.getByRole("button", { name: "Excluir lançamento" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 lançamento excluído." })).toBeVisible();
  expect(await readEntry(ledger, id)).toBeNull();
});
