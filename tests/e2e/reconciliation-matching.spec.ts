/**
 * /financeiro/conciliacao, one line against several entries: an
 * Administrador of Eleve opens "Buscar lançamento" on a deposit, checks the
 * three receipts it brought, sees their sum agree and reconciles them in one
 * step. Each test has an account of its own (finance-helpers) and writes its
 * statement lines straight to the e2e server's database, in a year ahead of
 * the demo data (tests/support/ledger-years.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "~/config/format";
import { yearAhead } from "../support/ledger-years";
import { insertStatement } from "../support/statement-lines";
import { addEntry, newLedger, readEntry } from "./finance-helpers";
import { origin } from "./helpers";
import { waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const YEAR = yearAhead(3);

test.use({ viewport: { width: 1280, height: 900 } });

const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const line = (page: Page, description: string) => page.getByRole("article", { name: description });

test("a deposit reconciles against three receipts", { tag: "@sql" }, async ({ page }) => {
  const ledger = await newLedger();
  const receipts = [
    { name: `Bolo ${ledger.suffix}`, cents: 12_000, day: "02" },
    { name: `Doces ${ledger.suffix}`, cents: 8_550, day: "03" },
    { name: `Salgados ${ledger.suffix}`, cents: 30_000, day: "04" },
  ];
  const ids: string[] = [];
  for (const receipt of receipts)
    ids.push(
      await addEntry(ledger, {
        kind: "receita",
        description: receipt.name,
        amountCents: receipt.cents,
        dueDate: `${YEAR}-06-${receipt.day}`,
      }),
    );
  const total = 12_000 + 8_550 + 30_000;
  const deposit = `DEPOSITO ${ledger.suffix}`;
  await insertStatement(ledger.scope, ledger.account.id, [
    { postedOn: `${YEAR}-06-05`, amountCents: total, description: deposit },
  ]);
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/financeiro/conciliacao?conta=${ledger.account.id}`);
  await waitForLayout(page);

  const card = line(page, deposit);
  // No single receipt is the deposit's amount: nothing to accept.
  await expect(card.getByText("Nenhum lançamento desta conta com o mesmo valor")).toBeVisible();
  await card.getByRole("link", { name: `Buscar lançamento para a linha ${deposit} de 05/06/${YEAR}` }).click();
  const panel = card.getByRole("region", { name: /^Buscar receitas para a linha/ });
  await expect(panel.getByRole("heading", { name: /^Buscar receitas/ })).toBeFocused();
  for (const receipt of receipts) await panel.getByRole("checkbox", { name: new RegExp(`^${receipt.name}`) }).check();
  await expect(panel).toContainText(
    `3 selecionados: ${formatMoney(total)} de ${formatMoney(total)} da linha. Os valores conferem.`,
  );
  await expect(panel.getByRole("radio")).toHaveCount(0);
  await panel.getByRole("button", { name: /^Conciliar selecionados com a linha/ }).click();

  await expect(notice(page, "Linha conciliada.")).toBeVisible();
  await expect(page.getByText("Tudo conciliado.")).toBeVisible();
  for (const id of ids) expect(await readEntry(ledger, id)).toMatchObject({ status: "recebido", openCents: 0 });
  await page.getByRole("link", { name: "Conciliadas (1)" }).click();
  await expect(line(page, deposit)).toContainText(
    `Conciliada com ${receipts[0]!.name} (baixa em 05/06/${YEAR}), ${receipts[1]!.name} (baixa em 05/06/${YEAR}) e ${receipts[2]!.name} (baixa em 05/06/${YEAR}).`,
  );
});
