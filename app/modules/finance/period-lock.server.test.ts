/**
 * The fechamento: with the books closed through 31/10/2026, nothing dated on or before it is created, edited, cancelled,
 * deleted, settled or reversed, no account's opening in them moves, the closed months' reports do not move, and what is dated after still works; an
 * Administrador's change is audited with its reason, and another organization's books are not reached.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { baixaInput, createdId, entryInput, newBooks, settlementIdOf, transferInput } from "../../../tests/support/ledger-books";
import { PLAIN_ACCOUNT_DETAILS } from "../../../tests/support/ledger-rows";
import { cancelEntry, createEntry, createTransfer, deleteEntries, getEntry, updateEntry } from "./entries.server";
import { closedPeriodMessage } from "./period-lock";
import { periodLock, setPeriodLock } from "./period-lock.server";
import { accountBalances } from "./overview.server";
import { createAccount, updateAccount } from "./reference-accounts.server";
import { dre } from "./reports/dre.server";
import { importEntries } from "./entry-import/import.server";
import { reverseSettlement, settleEntry } from "./settlements.server";

const today = "2026-11-24";
const CLOSED = closedPeriodMessage("2026-10-31");
const refused = { status: "invalid", fieldErrors: {}, formErrors: [CLOSED] };

async function closedBooks() {
  const books = await newBooks();
  const october = createdId(
    await createEntry(
      books.scope,
      entryInput(books, {
        description: "Aluguel de outubro",
        amountCents: 50_000,
        competenceDate: "2026-10-05",
        dueDate: "2026-10-10",
      }),
      today,
    ),
  );
  const paid = createdId(
    await createEntry(
      books.scope,
      entryInput(books, {
        description: "Luz de setembro",
        amountCents: 9_000,
        competenceDate: "2026-09-05",
        dueDate: "2026-09-10",
      }),
      today,
    ),
  );
  const baixa = settlementIdOf(
    await settleEntry(books.scope, paid, baixaInput(books, { amountCents: 9_000, settledOn: "2026-10-12" }), today),
  );
  const november = createdId(
    await createEntry(
      books.scope,
      entryInput(books, { description: "Internet", competenceDate: "2026-11-05", dueDate: "2026-11-20" }),
      today,
    ),
  );
  expect(await setPeriodLock(books.scope, { closedThrough: "2026-10-31", reason: "Outubro conferido" }, today)).toEqual({
    status: "saved",
    closedThrough: "2026-10-31",
  });
  return { books, october, paid, baixa, november };
}

describe("the fechamento", () => {
  it("refuses every change dated on or before it, and keeps the closed months' reports", async () => {
    const { books, october, paid, baixa, november } = await closedBooks();
    const closedMonths = async () => {
      const report = await dre(books.scope, { year: 2026, regime: "competencia" });
      return [report.revenue.months.slice(0, 10), report.expense.months.slice(0, 10)];
    };
    const before = await closedMonths();
    const entry = (await getEntry(books.scope, october, today))!;

    expect(
      await createEntry(books.scope, entryInput(books, { competenceDate: "2026-10-31", dueDate: "2026-11-30" }), today),
    ).toEqual(refused);
    const edit = { ...entryInput(books, { amountCents: 1_00 }), competenceDate: entry.competenceDate, dueDate: entry.dueDate };
    expect(await updateEntry(books.scope, october, edit, { version: entry.version, scope: "esta" }, today)).toEqual(refused);
    const moveIn = { ...entryInput(books), competenceDate: "2026-10-20", dueDate: "2026-11-25" };
    const novemberNow = (await getEntry(books.scope, november, today))!;
    expect(await updateEntry(books.scope, november, moveIn, { version: novemberNow.version, scope: "esta" }, today)).toEqual(
      refused,
    );
    expect(await cancelEntry(books.scope, october, { version: entry.version, scope: "esta" })).toEqual(refused);
    expect(await deleteEntries(books.scope, [october, november])).toEqual({
      deleted: 1,
      settled: 0,
      owned: 0,
      closed: 1,
      closedThrough: "2026-10-31",
    });
    expect(
      await settleEntry(books.scope, october, baixaInput(books, { amountCents: 1_000, settledOn: "2026-10-31" }), today),
    ).toEqual({
      status: "invalid",
      fieldErrors: { settledOn: [CLOSED] },
      formErrors: [],
    });
    expect(await reverseSettlement(books.scope, baixa, "2026-10-31", today)).toEqual({
      status: "invalid",
      fieldErrors: { reversedOn: [CLOSED] },
      formErrors: [],
    });
    expect(await createTransfer(books.scope, transferInput(books, { date: "2026-10-15" }))).toEqual(refused);
    const sheet = [
      "Tipo;Descrição;Valor;Categoria;Conta;Contato;Centro de custo;Competência;Vencimento;Observações;Data de pagamento",
      "despesa;Aluguel;100,00;Aluguel;Caixa;;;;15/10/2026;;",
      "despesa;Aluguel;100,00;Aluguel;Caixa;;;;15/11/2026;;01/10/2026",
    ].join("\r\n");
    const imported = await importEntries(books.scope, sheet, { today });
    expect(imported).toMatchObject({ status: "report", valid: 0 });
    if (imported.status !== "report") throw new Error(imported.status);
    for (const line of imported.invalid) expect(line.messages.join(" ")).toContain("Os livros estão fechados até 31/10/2026");

    expect(await closedMonths()).toEqual(before);
    expect((await getEntry(books.scope, october, today))!.amountCents).toBe(50_000);

    // After the fechamento: an old entry is paid today, and an October baixa is estornada in November.
    expect(
      await settleEntry(books.scope, october, baixaInput(books, { amountCents: 50_000, settledOn: "2026-11-03" }), today),
    ).toMatchObject({
      status: "settled",
    });
    expect(await reverseSettlement(books.scope, baixa, "2026-11-03", today)).toMatchObject({ status: "reversed" });
    expect((await getEntry(books.scope, paid, today))!.openCents).toBe(9_000);
    const caixa = await dre(books.scope, { year: 2026, regime: "caixa" });
    expect(caixa.expense.months[9]).toBe(9_000);
  });

  it("is set and reopened by an Administrador with a reason, audited; another organization's books stay open", async () => {
    const { books } = await closedBooks();
    const neighbour = await newBooks();
    expect(
      await createEntry(neighbour.scope, entryInput(neighbour, { competenceDate: "2026-10-10", dueDate: "2026-10-10" }), today),
    ).toMatchObject({ status: "created" });
    expect(await periodLock(neighbour.scope)).toBeNull();

    expect(await setPeriodLock(books.scope, { closedThrough: today, reason: "Hoje" }, today)).toMatchObject({
      status: "invalid",
      fieldErrors: { closedThrough: ["Feche no máximo até ontem: hoje (24/11/2026) ainda está em aberto."] },
    });
    expect(await periodLock(books.scope)).toMatchObject({ closedThrough: "2026-10-31", reason: "Outubro conferido" });

    expect(
      await setPeriodLock(books.scope, { closedThrough: null, reason: "Ajuste de outubro pedido pela contadora" }, today),
    ).toEqual({
      status: "saved",
      closedThrough: null,
    });
    expect(await periodLock(books.scope)).toBeNull();
    expect(
      await createEntry(books.scope, entryInput(books, { competenceDate: "2026-10-31", dueDate: "2026-10-31" }), today),
    ).toMatchObject({ status: "created" });

    const audit = await (
      await db()
    )
      .selectFrom("audit_events")
      .select(["action", "detail"])
      .where("organization_id", "=", books.scope.organizationId)
      .where("action", "like", "finance.books_%")
      .orderBy("occurred_at")
      .execute();
    expect(audit.map((event) => [event.action, JSON.parse(String(event.detail))])).toEqual([
      ["finance.books_closed", { closedThrough: "31/10/2026", reason: "Outubro conferido" }],
      [
        "finance.books_reopened",
        { closedThrough: "nenhuma data", previous: "31/10/2026", reason: "Ajuste de outubro pedido pela contadora" },
      ],
    ]);
  });

  it("keeps an account's opening in the closed books: its balance and date move only after the fechamento", async () => {
    const { books } = await closedBooks();
    const balanceOn = async (date: string) =>
      (await accountBalances(books.scope, date)).find((row) => row.id === books.checking)?.balanceCents;
    const october = await balanceOn("2026-10-31");
    const opening = { name: "Conta corrente", kind: "conta_corrente", ...PLAIN_ACCOUNT_DETAILS } as const;
    const closedOn = (field: string) => ({ status: "refused", fieldErrors: { [field]: [CLOSED] } });

    expect(
      await updateAccount(books.scope, books.checking, { ...opening, openingBalance: 100_000, openingDate: "2020-01-01" }),
    ).toEqual(closedOn("openingBalance"));
    expect(
      await updateAccount(books.scope, books.checking, { ...opening, openingBalance: 0, openingDate: "2026-11-02" }),
    ).toEqual(closedOn("openingDate"));
    const late = { ...opening, name: "Poupança", openingBalance: 50_000 };
    expect(await createAccount(books.scope, { ...late, openingDate: "2026-10-31" })).toEqual(closedOn("openingDate"));
    expect(await balanceOn("2026-10-31")).toBe(october);

    expect(
      await updateAccount(books.scope, books.checking, {
        ...opening,
        name: "Conta Itaú",
        openingBalance: 0,
        openingDate: "2020-01-01",
      }),
    ).toMatchObject({
      status: "saved",
    });
    const poupanca = await createAccount(books.scope, { ...late, openingDate: "2026-11-01" });
    expect(poupanca).toMatchObject({ status: "saved" });
    expect(
      await createAccount(books.scope, { ...late, name: "Cofre", openingBalance: 0, openingDate: "2026-01-01" }),
    ).toMatchObject({
      status: "saved",
    });
    const id = poupanca.status === "saved" ? poupanca.row.id : "";
    expect(await updateAccount(books.scope, id, { ...late, openingBalance: 70_000, openingDate: "2026-11-03" })).toMatchObject({
      status: "saved",
    });
  });
});
