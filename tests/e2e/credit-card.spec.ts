/**
 * A cartão de crédito as an Administrador uses it: the card is created with its closing and due days, a purchase in
 * 3 parcelas lands in three faturas, and each fatura is paid by one transferência from the conta corrente, which
 * leaves it Paga. In Eleve, on a card of the test's own, years back where no demo data lies (a baixa is never dated
 * ahead of today).
 */
import { expect, test } from "@playwright/test";
import { newLedger } from "./finance-helpers";
import { db } from "./database";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";
import { YEAR_LONG_AGO } from "../support/ledger-years";

const eleve = origin("eleve");
const YEAR = YEAR_LONG_AGO + 1;

test.use({ viewport: { width: 1280, height: 800 } });

test("a purchase in 3 parcelas lands in three faturas, each paid by one transferência", { tag: "@sql" }, async ({ page }) => {
  const ledger = await newLedger();
  const card = `Cartão E2E ${ledger.suffix}`;
  const description = `Notebook ${ledger.suffix}`;
  await signInAs(page, eleve, "admin-eleve");

  await page.goto(`${eleve}/financeiro/contas/nova`);
  await waitForLayout(page);
  await page.getByLabel("Nome", { exact: true }).fill(card);
  await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Cartão de crédito" });
  await page.getByLabel("Data do saldo inicial").fill(`${YEAR}-01-01`);
  await page.getByRole("button", { name: "Criar conta" }).click();
  // A card without its days is refused with what is missing.
  await expect(page.getByText("Informe o dia em que a fatura do cartão fecha.")).toBeVisible();
  await page.getByLabel("Dia de fechamento").fill("5");
  await page.getByLabel("Dia de vencimento").fill("12");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Conta criada." })).toBeVisible();

  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await page.getByLabel("Descrição", { exact: true }).fill(description);
  await page.getByLabel("Valor", { exact: true }).fill("900,01");
  await page.getByLabel("Categoria", { exact: true }).selectOption({ label: ledger.expense.name });
  await page.getByLabel("Conta", { exact: true }).selectOption({ label: card });
  await expect(page.getByLabel("Competência", { exact: true })).toHaveAccessibleDescription("A data da compra: decide a fatura.");
  await page.getByLabel("Vencimento", { exact: true }).fill(`${YEAR}-10-20`);
  await page.getByLabel("Competência", { exact: true }).fill(`${YEAR}-10-20`);
  await page.getByLabel("Parcelada").check();
  await page.getByLabel("Em quantas parcelas").fill("3");
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lançamento criado." })).toBeVisible();

  const { id: cardId } = await (
    await db()
  )
    .selectFrom("finance_accounts")
    .select("id")
    .where("name", "=", card)
    .executeTakeFirstOrThrow();
  await page.goto(`${eleve}/financeiro/contas/${cardId}`);
  await page.getByRole("link", { name: "Faturas", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Faturas de ${card}` })).toBeVisible();

  // Bought on the 20th, after the 5th: the first parcela is in the fatura closing on 05/11, due on 12/11.
  for (const [month, due, parcela, amount] of [
    ["11", `12/11/${YEAR}`, "1/3", "300,01"],
    ["12", `12/12/${YEAR}`, "2/3", "300,00"],
    ["01", `12/01/${YEAR + 1}`, "3/3", "300,00"],
  ] as const) {
    const fatura = `${month === "01" ? YEAR + 1 : YEAR}-${month}`;
    await page.goto(`${eleve}/financeiro/contas/${cardId}/faturas?fatura=${fatura}`);
    const row = page.getByRole("row").filter({ hasText: description });
    await expect(row).toContainText(parcela);
    await expect(row).toContainText(`20/10/${YEAR}`);
    await expect(page.getByText("Vence em").locator("..")).toContainText(due);
    await expect(page.getByText("Fechada", { exact: true })).toBeVisible();

    await page.getByLabel("Pagar com a conta").selectOption({ label: ledger.account.name });
    await page.getByLabel("Data do pagamento").fill(`${fatura}-12`);
    await page.getByRole("button", { name: new RegExp(`^Pagar R\\$\\s${amount}$`) }).click();
    await expect(page.getByRole("status").filter({ hasText: "Fatura paga" })).toBeVisible();
    await expect(page.getByText("Paga", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pagar R\$/ })).toHaveCount(0);
  }

  // Three transferências out of the conta corrente, one per fatura, for the whole purchase.
  const transfers = await (
    await db()
  )
    .selectFrom("finance_entries")
    .select(["description", "amount_cents"])
    .where("account_id", "=", ledger.account.id)
    .where("kind", "=", "transferencia")
    .orderBy("due_date")
    .execute();
  expect(transfers.map((row) => [row.description, Number(row.amount_cents)])).toEqual([
    [`Pagamento da fatura 11/${YEAR} de ${card}`, 30_001],
    [`Pagamento da fatura 12/${YEAR} de ${card}`, 30_000],
    [`Pagamento da fatura 01/${YEAR + 1} de ${card}`, 30_000],
  ]);
});
