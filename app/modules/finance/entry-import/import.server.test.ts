/**
 * The spreadsheet import on the database the tests run on (SQLite, or
 * PostgreSQL with DATABASE_URL): a valid file writes its entries with their
 * month totals, balances and history; a refused line writes nothing until
 * confirmed; another organization's names are never found; a line
 * already imported is written once, however often or concurrently its file
 * comes back, and its entry names the file it came from.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newBooks, type Books } from "../../../../tests/support/ledger-books";
import { deleteEntries, getEntry, listEntries } from "../entries.server";
import { monthTotals } from "../month-totals.server";
import { accountBalances } from "../overview.server";
import { importEntries } from "./import.server";

const HEADER =
  "Tipo;Descrição;Valor;Categoria;Conta;Contato;Centro de custo;Competência;Vencimento;Observações;Data de pagamento";

const sheet = (...rows: string[]) => [HEADER, ...rows].join("\r\n");
/** The import's today: after the lines' dates of payment. */
const TODAY = "2027-06-30";

const GOOD = [
  "receita;Venda balcão;1.234,56;vendas;Conta corrente;Padaria São João;Loja;;05/12/2026;;",
  "despesa;Aluguel dezembro;2500,00;Aluguel;Caixa;;;01/12/2026;10/12/2026;;10/12/2026",
  "despesa;Aluguel janeiro;2.500;aluguel;caixa;;;;10/01/2027;obs;",
];
const BAD = "despesa;Material;10,00;Papelaria;Caixa;;;;11/12/2026;;";

async function entriesOf(books: Books) {
  return (await db())
    .selectFrom("finance_entries")
    .select([
      "description",
      "amount_cents",
      "account_id",
      "category_id",
      "contact_id",
      "cost_center_id",
      "settled_cents",
      "due_date",
    ])
    .where("organization_id", "=", books.scope.organizationId)
    .where("deleted_at", "is", null)
    .orderBy("due_date")
    .execute();
}

describe("importEntries", () => {
  it("writes every line of a valid file: entries, month totals, the settled one's balance and history", async () => {
    const books = await newBooks();
    const outcome = await importEntries(books.scope, sheet(...GOOD), { today: TODAY });
    expect(outcome).toEqual({ status: "imported", count: 3, alreadyImported: 0, firstDueDate: "2026-12-05" });
    const rows = await entriesOf(books);
    expect(rows.map((row) => [row.description, Number(row.amount_cents), Number(row.settled_cents)])).toEqual([
      ["Venda balcão", 123456, 0],
      ["Aluguel dezembro", 250000, 250000],
      ["Aluguel janeiro", 250000, 0],
    ]);
    expect(rows[0]).toMatchObject({
      account_id: books.checking,
      category_id: books.income,
      contact_id: books.contact,
      cost_center_id: books.costCenter,
    });
    expect(rows[1]).toMatchObject({ account_id: books.cash, category_id: books.expense });
    const december = await monthTotals(books.scope, "2026-12");
    expect(december).toEqual({ total: 2, totals: { inflowCents: 123456, outflowCents: 250000, resultCents: -126544 } });
    const listed = await listEntries(books.scope, { month: "2026-12", kind: "despesa" }, { by: "due_date", order: "asc" }, 1);
    expect(listed.totals.outflowCents).toBe(250000);
    expect((await monthTotals(books.scope, "2027-01")).totals.outflowCents).toBe(250000);
    const balances = await accountBalances(books.scope, "2026-12-31");
    expect(balances.find((account) => account.id === books.cash)?.balanceCents).toBe(-250000);
    expect(balances.find((account) => account.id === books.checking)?.balanceCents).toBe(0);
    const events = await (
      await db()
    )
      .selectFrom("finance_entry_events")
      .select("action")
      .where("organization_id", "=", books.scope.organizationId)
      .execute();
    expect(events.map((event) => event.action).sort()).toEqual(["created", "created", "created", "settled"]);
  });

  it("writes nothing when a line is refused, and on confirmation only the valid lines", async () => {
    const books = await newBooks();
    const text = sheet(GOOD[0]!, BAD, GOOD[2]!);
    const report = await importEntries(books.scope, text, { today: TODAY });
    expect(report).toEqual({
      status: "report",
      total: 3,
      valid: 2,
      invalid: [{ line: 3, messages: ['Categoria "Papelaria" não encontrada.'] }],
      ignoredColumns: [],
      changed: false,
      alreadyImported: 0,
    });
    expect(await entriesOf(books)).toEqual([]);
    expect((await monthTotals(books.scope, "2026-12")).total).toBe(0);

    const changed = await importEntries(books.scope, sheet(GOOD[0]!, BAD), { onlyValid: true, expectedValid: 2, today: TODAY });
    expect(changed).toMatchObject({ status: "report", valid: 1, changed: true });
    expect(await entriesOf(books)).toEqual([]);

    const confirmed = await importEntries(books.scope, text, { onlyValid: true, expectedValid: 2, today: TODAY });
    expect(confirmed).toEqual({ status: "imported", count: 2, alreadyImported: 0, firstDueDate: "2026-12-05" });
    expect((await entriesOf(books)).map((row) => row.description)).toEqual(["Venda balcão", "Aluguel janeiro"]);
    expect(await monthTotals(books.scope, "2026-12")).toMatchObject({
      total: 1,
      totals: { inflowCents: 123456, outflowCents: 0 },
    });
  });

  it("writes a file bigger than one insert's chunk in one go, settled lines on their accounts' days", async () => {
    const books = await newBooks();
    const rows = Array.from({ length: 1200 }, (_, index) =>
      index % 2 === 0
        ? `despesa;Linha ${index};1,00;Aluguel;Caixa;;;;15/01/2027;;15/01/2027`
        : `receita;Linha ${index};2,00;Vendas;Conta corrente;;;;20/02/2027;;`,
    );
    const outcome = await importEntries(books.scope, sheet(...rows), { today: TODAY });
    expect(outcome).toMatchObject({ status: "imported", count: 1200 });
    expect(await monthTotals(books.scope, "2027-01")).toMatchObject({ total: 600, totals: { outflowCents: 600 * 100 } });
    expect(await monthTotals(books.scope, "2027-02")).toMatchObject({ total: 600, totals: { inflowCents: 600 * 200 } });
    const balances = await accountBalances(books.scope, "2027-12-31");
    expect(balances.find((account) => account.id === books.cash)?.balanceCents).toBe(-600 * 100);
  });

  it("never finds another organization's categories, accounts, contacts or cost centres", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const database = await db();
    const now = new Date().toISOString();
    const row = { organization_id: other.scope.organizationId, archived_at: null, created_at: now, updated_at: now };
    await database
      .insertInto("finance_categories")
      .values({ ...row, id: randomUUID(), name: "Royalties", kind: "receita", group_name: "Outras", dre_line: "receita_bruta" })
      .execute();
    await database
      .insertInto("finance_cost_centers")
      .values({ ...row, id: randomUUID(), name: "Filial Sul" })
      .execute();
    await database
      .insertInto("contacts")
      .values({
        ...row,
        id: randomUUID(),
        name: "Cliente Alheio",
        sort_name: "cliente alheio",
        is_customer: 1,
        is_supplier: 0,
        document: "52998224725",
        email: null,
        phone: null,
      })
      .execute();
    await database.updateTable("finance_accounts").set({ name: "Cofre alheio" }).where("id", "=", other.cash).execute();
    const outcome = await importEntries(
      books.scope,
      sheet(
        "receita;a;1;Royalties;Conta corrente;;;;05/12/2026;;",
        "receita;b;1;Vendas;Cofre alheio;;;;05/12/2026;;",
        "receita;c;1;Vendas;Conta corrente;Cliente Alheio;;;05/12/2026;;",
        "receita;d;1;Vendas;Conta corrente;529.982.247-25;Filial Sul;;05/12/2026;;",
      ),
      { onlyValid: true },
    );
    expect(outcome).toMatchObject({
      status: "report",
      valid: 0,
      invalid: [
        { line: 2, messages: ['Categoria "Royalties" não encontrada.'] },
        { line: 3, messages: ['Conta "Cofre alheio" não encontrada.'] },
        { line: 4, messages: ['Contato "Cliente Alheio" não encontrado.'] },
        { line: 5, messages: ['Contato "529.982.247-25" não encontrado.', 'Centro de custo "Filial Sul" não encontrado.'] },
      ],
    });
    expect(await entriesOf(books)).toEqual([]);
    expect(await entriesOf(other)).toEqual([]);
  });

  it("refuses archived references and a file without its columns, writing nothing", async () => {
    const books = await newBooks();
    await (
      await db()
    )
      .updateTable("finance_categories")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "=", books.income)
      .execute();
    const outcome = await importEntries(books.scope, sheet("receita;a;1;Vendas;Conta corrente;;;;05/12/2026;;"));
    expect(outcome).toMatchObject({ status: "report", invalid: [{ line: 2, messages: ['Categoria "Vendas" está arquivada.'] }] });
    expect(await importEntries(books.scope, "nome;valor\nx;1\n")).toMatchObject({
      status: "refused",
    });
    expect(await entriesOf(books)).toEqual([]);
  });

  it("writes nothing the second time a file comes in, and says how many lines were already imported", async () => {
    const books = await newBooks();
    const text = sheet(...GOOD);
    expect(await importEntries(books.scope, text, { today: TODAY })).toMatchObject({ status: "imported", count: 3 });
    const again = await importEntries(books.scope, text, { today: TODAY });
    expect(again).toEqual({ status: "imported", count: 0, alreadyImported: 3, firstDueDate: "2026-12-05" });
    expect(await entriesOf(books)).toHaveLength(3);
    expect(await monthTotals(books.scope, "2026-12")).toMatchObject({ total: 2, totals: { outflowCents: 250000 } });
    const balances = await accountBalances(books.scope, "2026-12-31");
    expect(balances.find((account) => account.id === books.cash)?.balanceCents).toBe(-250000);

    // The same lines among new ones: only the new ones are written; the report of a refused line counts the old ones.
    const more = sheet(GOOD[1]!, "despesa;Aluguel fevereiro;2500;Aluguel;Caixa;;;;10/02/2027;;", BAD);
    expect(await importEntries(books.scope, more, { today: TODAY })).toMatchObject({
      status: "report",
      valid: 2,
      alreadyImported: 1,
    });
    expect(await importEntries(books.scope, more, { onlyValid: true, expectedValid: 2, today: TODAY })).toEqual({
      status: "imported",
      count: 1,
      alreadyImported: 1,
      firstDueDate: "2027-02-10",
    });
    expect((await entriesOf(books)).map((row) => row.description)).toEqual([
      "Venda balcão",
      "Aluguel dezembro",
      "Aluguel janeiro",
      "Aluguel fevereiro",
    ]);
  });

  it("takes the description's case, accents and spaces around it as the same line", async () => {
    const books = await newBooks();
    await importEntries(books.scope, sheet("despesa;Café da manhã;12,00;Aluguel;Caixa;;;;05/12/2026;;"), { today: TODAY });
    const outcome = await importEntries(
      books.scope,
      sheet("Despesa; CAFE DA MANHA ;12;aluguel;caixa;;;05/12/2026;05/12/2026;;"),
      {
        today: TODAY,
      },
    );
    expect(outcome).toMatchObject({ status: "imported", count: 0, alreadyImported: 1 });
  });

  it("counts equal lines: two in a file are two entries, once; a third equal line imports only the third", async () => {
    const books = await newBooks();
    const coffee = "despesa;Café;8,50;Aluguel;Caixa;;;;05/12/2026;;";
    expect(await importEntries(books.scope, sheet(coffee, coffee), { today: TODAY })).toMatchObject({ count: 2 });
    expect(await importEntries(books.scope, sheet(coffee, coffee), { today: TODAY })).toMatchObject({
      count: 0,
      alreadyImported: 2,
    });
    expect(await importEntries(books.scope, sheet(coffee, coffee, coffee), { today: TODAY })).toMatchObject({
      count: 1,
      alreadyImported: 2,
    });
    expect(await entriesOf(books)).toHaveLength(3);
  });

  it("writes a file sent twice at once only once", async () => {
    const books = await newBooks();
    const text = sheet(...GOOD);
    const outcomes = await Promise.all([
      importEntries(books.scope, text, { today: TODAY }),
      importEntries(books.scope, text, { today: TODAY }),
    ]);
    expect(outcomes.map((outcome) => ("count" in outcome ? outcome.count : null)).sort()).toEqual([0, 3]);
    expect(await entriesOf(books)).toHaveLength(3);
    expect((await monthTotals(books.scope, "2026-12")).total).toBe(2);
  });

  it("keeps each entry's batch, and a deleted entry's line imports again", async () => {
    const books = await newBooks();
    await importEntries(books.scope, sheet(GOOD[0]!), { today: TODAY, fileName: "dezembro.csv" });
    const [row] = await (
      await db()
    )
      .selectFrom("finance_entries")
      .select("id")
      .where("organization_id", "=", books.scope.organizationId)
      .execute();
    const entry = await getEntry(books.scope, row!.id);
    expect(entry?.importedFrom).toEqual({ fileName: "dezembro.csv", importedAt: expect.any(String) });
    expect(Date.now() - Date.parse(entry!.importedFrom!.importedAt)).toBeLessThan(60_000);

    await deleteEntries(books.scope, [row!.id]);
    expect(await importEntries(books.scope, sheet(GOOD[0]!), { today: TODAY })).toMatchObject({ count: 1, alreadyImported: 0 });
    expect(await entriesOf(books)).toHaveLength(1);
  });
});
