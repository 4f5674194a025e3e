import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import {
  addCategory,
  baixaInput,
  createdId,
  entryInput,
  newBooks,
  settlementIdOf,
  transferInput,
} from "../../../tests/support/ledger-books";
import {
  cancelEntry,
  createEntry,
  createTransfer,
  deleteEntries,
  exportEntries,
  getEntry,
  listEntries,
  updateEntry,
} from "./entries.server";
import { CONFLICT_MESSAGE } from "./schemas";
import { dueEntries } from "./overview.server";
import { setPeriodLock } from "./period-lock.server";
import { reverseSettlement, settleEntry } from "./settlements.server";
import type { EntrySort } from "./types";

const today = "2026-11-24";
const byDue: EntrySort = { by: "due_date", order: "asc" };

describe("entries", () => {
  it("splits a despesa in 3 parcelas due over three months, the odd centavos on the first, all in the purchase's competência", async () => {
    const books = await newBooks();
    const input = entryInput(books, {
      amountCents: 100000,
      dueDate: "2027-01-31",
      repeat: { mode: "parcelada", installments: 3 },
    });
    input.competenceDate = "2027-01-15";
    createdId(await createEntry(books.scope, input, today));
    const months = await Promise.all(
      ["2027-01", "2027-02", "2027-03", "2027-04"].map((month) => listEntries(books.scope, { month }, byDue, 1, today)),
    );
    expect(
      months.map((m) => m.rows.map((r) => [r.dueDate, r.competenceDate, r.amountCents, r.seriesIndex, r.seriesTotal])),
    ).toEqual([
      [["2027-01-31", "2027-01-15", 33334, 1, 3]],
      [["2027-02-28", "2027-01-15", 33333, 2, 3]],
      [["2027-03-31", "2027-01-15", 33333, 3, 3]],
      [],
    ]);
  });

  it("creates an entry already paid: one baixa of the whole amount on the day given, in its account, in the same write", async () => {
    const books = await newBooks();
    const id = createdId(
      await createEntry(
        books.scope,
        entryInput(books, { amountCents: 45000, dueDate: "2026-11-30", settledOn: "2026-11-20" }),
        today,
      ),
    );
    const entry = await getEntry(books.scope, id, today);
    expect(entry?.status).toBe("pago");
    expect(entry?.settlements.map((s) => [s.settledOn, s.amountCents, s.accountId])).toEqual([
      ["2026-11-20", 45000, books.checking],
    ]);
  });

  it("refuses a 'já pago' day no baixa may have (after today, before the account opened, in the closed books) and writes nothing for it", async () => {
    const books = await newBooks();
    const refusal = async (settledOn: string) => {
      const result = await createEntry(books.scope, entryInput(books, { settledOn }), today);
      return result.status === "invalid" ? result.fieldErrors.paidOn : [];
    };
    expect(await refusal("2026-11-25")).toEqual(["A data da baixa não pode ser depois de hoje (24/11/2026)."]);
    expect(await refusal("2019-12-31")).toEqual(["A data da baixa não pode ser anterior à abertura da conta (01/01/2020)."]);
    await setPeriodLock(books.scope, { closedThrough: "2026-10-31", reason: "Outubro conferido" }, today);
    expect((await refusal("2026-10-31"))?.[0]).toContain("31/10/2026");
    expect(await refusal("2026-11-24")).toEqual([]);
    expect((await listEntries(books.scope, { month: "2026-11" }, byDue, 1, today)).total).toBe(1);
  });

  it("refuses an account, category or contact that is not the organization's, creating nothing", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const result = await createEntry(
      books.scope,
      entryInput(books, { accountId: other.checking, categoryId: books.income, contactId: other.contact }),
      today,
    );
    expect(result).toMatchObject({
      status: "invalid",
      fieldErrors: {
        accountId: ["Escolha uma conta ativa da lista."],
        categoryId: ["Escolha uma categoria de despesa da lista."],
        contactId: ["Escolha um contato ativo da lista."],
      },
    });
    expect((await listEntries(books.scope, { month: "2026-11" }, byDue, 1, today)).total).toBe(0);
  });

  it("refuses an edit based on an old version and keeps the newer one", async () => {
    const books = await newBooks();
    const id = createdId(await createEntry(books.scope, entryInput(books), today));
    const edit = { ...entryInput(books), description: "Aluguel de novembro" };
    expect(await updateEntry(books.scope, id, edit, { version: 1, scope: "esta" })).toEqual({ status: "updated" });
    const stale = { ...edit, description: "Outra coisa" };
    expect(await updateEntry(books.scope, id, stale, { version: 1, scope: "esta" })).toEqual({ status: "conflict" });
    const entry = await getEntry(books.scope, id, today);
    expect(entry).toMatchObject({ description: "Aluguel de novembro", version: 2 });
    expect(entry?.events.map((e) => [e.action, e.actorName])).toEqual([
      ["created", "Ana Lima"],
      ["updated", "Ana Lima"],
    ]);
    expect(entry?.events[1]?.detail).toMatchObject({
      changes: { description: { from: "Aluguel da loja", to: "Aluguel de novembro" } },
    });
    expect(CONFLICT_MESSAGE).toBe("Este lançamento foi alterado por outra pessoa. Recarregue para ver a versão atual.");
  });

  it("edits esta e as próximas of a series, leaving the earlier and the settled ones", async () => {
    const books = await newBooks();
    const input = entryInput(books, {
      amountCents: 40000,
      dueDate: "2026-11-05",
      repeat: { mode: "parcelada", installments: 4 },
    });
    input.competenceDate = "2026-11-05";
    const first = createdId(await createEntry(books.scope, input, today));
    const rows = async () =>
      (await exportEntries(books.scope, { month: "2026-11" }, byDue, today)).concat(
        ...(await Promise.all(
          ["2026-12", "2027-01", "2027-02"].map((month) => exportEntries(books.scope, { month }, byDue, today)),
        )),
      );
    const [, second, third] = await rows();
    await settleEntry(books.scope, third!.id, baixaInput(books, { amountCents: 100 }));
    const edit = {
      ...entryInput(books),
      description: "Parcela nova",
      amountCents: 12000,
      dueDate: "2026-12-10",
      competenceDate: "2026-12-10",
    };
    expect(await updateEntry(books.scope, second!.id, edit, { version: second!.version, scope: "proximas" })).toEqual({
      status: "updated",
    });
    expect((await rows()).map((r) => [r.description, r.amountCents, r.dueDate])).toEqual([
      ["Aluguel da loja", 10000, "2026-11-05"],
      ["Parcela nova", 12000, "2026-12-10"],
      ["Aluguel da loja", 10000, "2027-01-05"],
      ["Parcela nova", 12000, "2027-02-10"],
    ]);
    expect(first).toBeTruthy();
  });

  it("filters by every field and text, sorts, pages and totals in centavos without transfers or cancelled ones", async () => {
    const books = await newBooks();
    const make = (overrides: Parameters<typeof entryInput>[1]) =>
      createEntry(books.scope, entryInput(books, overrides), today).then(createdId);
    await make({
      kind: "receita",
      description: "Venda balcão",
      amountCents: 50000,
      dueDate: "2026-11-03",
      contactId: books.contact,
    });
    await make({ description: "Conta de luz", amountCents: 12345, dueDate: "2026-11-20", costCenterId: books.costCenter });
    const cancelled = await make({ description: "Luz duplicada", amountCents: 999, dueDate: "2026-11-21" });
    await make({ description: "Fora do mês", amountCents: 1, dueDate: "2026-12-01" });
    expect((await cancelEntry(books.scope, cancelled, { version: 1, scope: "esta" }))?.status).toBe("cancelled");
    await createTransfer(books.scope, transferInput(books));
    const month = "2026-11";
    const all = await listEntries(books.scope, { month }, byDue, 1, today);
    expect(all.total).toBe(5);
    expect(all.totals).toEqual({
      inflowCents: 50000,
      outflowCents: 12345,
      resultCents: 37655,
      receivableCents: 50000,
      payableCents: 12345,
    });
    const descriptions = async (filters: object, sort = byDue) =>
      (await listEntries(books.scope, { month, ...filters }, sort, 1, today)).rows.map((r) => r.description);
    expect(await descriptions({ q: "PADARIA sao" })).toEqual(["Venda balcão"]);
    expect(await descriptions({ q: "balcao" })).toEqual(["Venda balcão"]);
    expect(await descriptions({ q: "50%" })).toEqual([]);
    expect(await descriptions({ contactId: books.contact })).toEqual(["Venda balcão"]);
    expect(await descriptions({ costCenterId: books.costCenter })).toEqual(["Conta de luz"]);
    expect(await descriptions({ categoryId: books.income })).toEqual(["Venda balcão"]);
    expect(await descriptions({ accountId: books.cash })).toEqual(["Troco do caixa"]);
    expect(await descriptions({ kind: "transferencia" })).toEqual(["Troco do caixa", "Troco do caixa"]);
    expect(await descriptions({ status: "vencido" })).toEqual(["Venda balcão", "Conta de luz"]);
    expect(await descriptions({ status: "cancelado" })).toEqual(["Luz duplicada"]);
    expect(await descriptions({ accountId: "not-an-id" })).toEqual([]);
    expect(await descriptions({ kind: "despesa" }, { by: "amount", order: "desc" })).toEqual(["Conta de luz", "Luz duplicada"]);
    expect(await descriptions({ kind: "despesa" }, { by: "description", order: "asc" })).toEqual([
      "Conta de luz",
      "Luz duplicada",
    ]);
    const filtered = await listEntries(books.scope, { month, kind: "despesa" }, byDue, 1, today);
    expect(filtered.totals).toEqual({
      inflowCents: 0,
      outflowCents: 12345,
      resultCents: -12345,
      receivableCents: 0,
      payableCents: 12345,
    });
    expect((await listEntries(books.scope, { month }, byDue, 2, today)).rows).toEqual([]);
  });

  it("sorts by categoria and descrição as pt-BR readers expect: Água before energia before Vendas", async () => {
    const books = await newBooks();
    const water = await addCategory(books, "Água e esgoto");
    const power = await addCategory(books, "energia");
    const make = (description: string, categoryId: string, kind: "receita" | "despesa" = "despesa") =>
      createEntry(books.scope, entryInput(books, { kind, description, categoryId, dueDate: "2026-11-10" }), today).then(
        createdId,
      );
    await make("Venda balcão", books.income, "receita");
    await make("Água do mês", water);
    await make("energia elétrica", power);
    const month = "2026-11";
    const sorted = async (by: EntrySort["by"], order: EntrySort["order"], page?: number) =>
      (await listEntries(books.scope, { month }, { by, order }, page ?? 1, today)).rows.map((r) => r.description);
    expect(await sorted("category", "asc")).toEqual(["Água do mês", "energia elétrica", "Venda balcão"]);
    expect(await sorted("category", "desc")).toEqual(["Venda balcão", "energia elétrica", "Água do mês"]);
    expect(await sorted("description", "asc")).toEqual(["Água do mês", "energia elétrica", "Venda balcão"]);
  });

  it("deletes entries (a transfer's two legs together), keeping their history", async () => {
    const books = await newBooks();
    const id = createdId(await createEntry(books.scope, entryInput(books), today));
    const transfer = await createTransfer(books.scope, transferInput(books, { description: "Troco" }));
    const leg = transfer.status === "created" ? transfer.entryId : "";
    expect(await deleteEntries(books.scope, [id, leg, "nonsense"])).toMatchObject({ deleted: 3, settled: 0, owned: 0 });
    expect(await getEntry(books.scope, id, today)).toBeNull();
    expect((await listEntries(books.scope, { month: "2026-11" }, byDue, 1, today)).total).toBe(0);
    const events = await (await db()).selectFrom("finance_entry_events").select("action").where("entry_id", "=", id).execute();
    expect(events.map((e) => e.action)).toEqual(["created", "deleted"]);
  });

  it("deletes no entry with a live baixa, alone or in bulk, until its estorno; a transfer still goes whole", async () => {
    const books = await newBooks();
    const paid = createdId(await createEntry(books.scope, entryInput(books, { description: "Paga" }), today));
    const open = createdId(await createEntry(books.scope, entryInput(books, { description: "Aberta" }), today));
    const transfer = await createTransfer(books.scope, transferInput(books));
    const leg = transfer.status === "created" ? transfer.entryId : "";
    const baixa = settlementIdOf(await settleEntry(books.scope, paid, baixaInput(books, { amountCents: 40000 })));
    const before = await getEntry(books.scope, paid, today);

    expect(await deleteEntries(books.scope, [paid])).toMatchObject({ deleted: 0, settled: 1, owned: 0 });
    expect(await getEntry(books.scope, paid, today)).toEqual(before);
    expect(await deleteEntries(books.scope, [paid, open, leg])).toMatchObject({ deleted: 3, settled: 1, owned: 0 });
    expect(await getEntry(books.scope, open, today)).toBeNull();
    expect(await getEntry(books.scope, leg, today)).toBeNull();
    expect(await getEntry(books.scope, paid, today)).toEqual(before);

    await reverseSettlement(books.scope, baixa);
    expect(await deleteEntries(books.scope, [paid])).toMatchObject({ deleted: 1, settled: 0, owned: 0 });
    expect(await getEntry(books.scope, paid, today)).toBeNull();
  });

  it("counts an overdue entry as vencido while anything is open, partly paid or not, in its status, the filter and the tab", async () => {
    const books = await newBooks();
    const make = (description: string, dueDate: string) =>
      createEntry(books.scope, entryInput(books, { description, dueDate }), today).then(createdId);
    await make("Atrasada", "2026-11-10");
    const partly = await make("Atrasada em parte", "2026-11-11");
    const paid = await make("Atrasada e paga", "2026-11-12");
    const soon = await make("A vencer em parte", "2026-11-30");
    await settleEntry(books.scope, partly, baixaInput(books, { amountCents: 30000 }));
    await settleEntry(books.scope, paid, baixaInput(books));
    await settleEntry(books.scope, soon, baixaInput(books, { amountCents: 30000 }));

    const overdue = ["Atrasada", "Atrasada em parte"];
    const listed = await listEntries(books.scope, { month: "2026-11", status: "vencido" }, byDue, 1, today);
    expect(listed.rows.map((row) => [row.description, row.status])).toEqual(overdue.map((d) => [d, "vencido"]));
    const partial = await listEntries(books.scope, { month: "2026-11", status: "parcial" }, byDue, 1, today);
    expect(partial.rows.map((row) => row.description)).toEqual(["A vencer em parte"]);
    const tab = await dueEntries(books.scope, { kind: "despesa", tab: "vencidos" }, 1, today);
    expect(tab.rows.map((row) => [row.description, row.status])).toEqual(overdue.map((d) => [d, "vencido"]));
    expect((await getEntry(books.scope, partly, today))?.status).toBe("vencido");
  });

  it("never reads or changes another organization's entries", async () => {
    const books = await newBooks();
    const intruder = await newBooks();
    const id = createdId(await createEntry(books.scope, entryInput(books), today));
    const them = intruder.scope;
    expect(await getEntry(them, id, today)).toBeNull();
    expect(await updateEntry(them, id, entryInput(intruder), { version: 1, scope: "todas" })).toBeNull();
    expect(await cancelEntry(them, id, { version: 1, scope: "esta" })).toBeNull();
    expect(await deleteEntries(them, [id])).toMatchObject({ deleted: 0, settled: 0, owned: 0 });
    expect(await settleEntry(them, id, baixaInput(intruder))).toBeNull();
    expect((await listEntries(them, { month: "2026-11" }, byDue, 1, today)).total).toBe(0);
    expect(await exportEntries(them, { month: "2026-11" }, byDue, today)).toEqual([]);
    expect(await getEntry(books.scope, id, today)).toMatchObject({ description: "Aluguel da loja", version: 1, settledCents: 0 });
  });
});
