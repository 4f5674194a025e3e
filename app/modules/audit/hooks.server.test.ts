/** The back office's sensitive actions write their audit event, in their own transaction, and only when they did something. */
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/config/format";
import { createApiKey } from "~/modules/crm/api-keys.server";
import { createEntry, deleteEntries } from "~/modules/finance/entries.server";
import { reverseSettlement, settleEntry } from "~/modules/finance/settlements.server";
import { cancelSale } from "~/modules/sales/invoicing.server";
import { createSale } from "~/modules/sales/sales.server";
import { baixaInput, createdId, entryInput, newBooks, settlementIdOf, type Books } from "../../../tests/support/ledger-books";
import { saleInput } from "../../../tests/support/sale-forms";
import { auditCsv } from "./log-csv";
import { exportAuditEvents, listAuditEvents } from "./log.server";

const today = "2026-11-24";

const events = async (books: Books) =>
  (await listAuditEvents(books.scope, { filters: {} })).rows.map(({ action, targetType, targetLabel, detail, actorName }) => ({
    action,
    targetType,
    targetLabel,
    detail,
    actorName,
  }));

describe("audit hooks", () => {
  it("an entry deleted and a baixa reversed are recorded once, by whom, with what", async () => {
    const books = await newBooks();
    const id = createdId(
      await createEntry(books.scope, entryInput(books, { amountCents: 123_456, description: "Aluguel da loja" }), today),
    );
    const baixa = settlementIdOf(
      await settleEntry(
        books.scope,
        id,
        baixaInput(books, { amountCents: 1_000, interestCents: 50, fineCents: 20, discountCents: 10, settledOn: "2026-11-20" }),
      ),
    );
    await reverseSettlement(books.scope, baixa, "2026-11-22", today);
    await reverseSettlement(books.scope, baixa, "2026-11-22", today);
    // What the baixa moved, as its confirmation said: juros and multa in, desconto out.
    expect(await events(books)).toEqual([
      {
        action: "settlement.reversed",
        targetType: "settlement",
        targetLabel: "Aluguel da loja",
        detail: `valor: ${formatMoney(1_060)}; data da baixa: 20/11/2026; data do estorno: 22/11/2026`,
        actorName: "Ana Lima",
      },
    ]);
    expect(await deleteEntries(books.scope, [id])).toMatchObject({ deleted: 1, settled: 0, owned: 0 });
    expect(await deleteEntries(books.scope, [id])).toMatchObject({ deleted: 0, settled: 0, owned: 0 });
    const [deleted, ...rest] = await events(books);
    expect(rest).toHaveLength(1);
    expect(deleted).toMatchObject({
      action: "finance_entry.deleted",
      targetType: "finance_entry",
      targetLabel: "Aluguel da loja",
    });
    expect(deleted?.detail).toContain(formatMoney(123_456));
  });

  it("an entry deleted reads its vencimento as a pt-BR date, on the page and in the CSV", async () => {
    const books = await newBooks();
    const id = createdId(
      await createEntry(
        books.scope,
        entryInput(books, { amountCents: 2_500, dueDate: "2027-02-25", competenceDate: "2027-02-25" }),
        today,
      ),
    );
    expect(await deleteEntries(books.scope, [id])).toMatchObject({ deleted: 1, settled: 0, owned: 0 });
    const detail = `valor: ${formatMoney(2_500)}; vencimento: 25/02/2027`;
    expect((await events(books)).map((event) => event.detail)).toEqual([detail]);
    const file = auditCsv(await exportAuditEvents(books.scope, {}));
    expect(file).toContain(detail);
    expect(file).not.toContain("2027-02-25");
  });

  it("a sale cancelled and an API key created are recorded; another organization's sale is neither cancelled nor recorded", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    const outcome = await createSale(books.scope, saleInput(books));
    if (outcome.status !== "created") throw new Error("sale refused");
    expect(await cancelSale(other.scope, outcome.saleId)).toBeNull();
    expect(await cancelSale(books.scope, outcome.saleId)).toEqual({ status: "cancelled" });
    expect(await cancelSale(books.scope, outcome.saleId)).toEqual({ status: "cancelled" });
    const { summary } = await createApiKey(books.scope, "Integração do site");
    expect(await events(books)).toEqual([
      {
        action: "api_key.created",
        targetType: "api_key",
        targetLabel: "Integração do site",
        detail: `prefixo: ${summary.prefix}`,
        actorName: "Ana Lima",
      },
      {
        action: "sale.cancelled",
        targetType: "sale",
        targetLabel: "PR-000001 - Padaria São João",
        detail: "de rascunho para cancelada",
        actorName: "Ana Lima",
      },
    ]);
    expect(await events(other)).toEqual([]);
  });
});
