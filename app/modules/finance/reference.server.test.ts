/**
 * Contas, categorias and centros de custo on the test database (SQLite,
 * or PostgreSQL with DATABASE_URL): order, distinct names, archive instead
 * of delete when an entry names one, the choices the entry forms offer,
 * and another organization's ids finding nothing and changing nothing.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { createContact, setContactArchived } from "~/modules/contacts/contacts.server";
import { insertAccount, insertEntry, PLAIN_ACCOUNT_DETAILS, newScope } from "../../../tests/support/ledger-rows";
import { deleteReference, ledgerChoices, referenceUsage, setReferenceArchived } from "./reference.server";
import { createAccount, getAccount, listAccounts, updateAccount } from "./reference-accounts.server";
import { DRE_LINES_OF } from "./dre-lines";
import { categoryGroups, createCategory, getCategory, listCategories, updateCategory } from "./reference-categories.server";
import { createCostCenter, getCostCenter, listCostCenters, updateCostCenter } from "./reference-cost-centers.server";
import type { AccountInput } from "./reference-schemas";

type Scope = Awaited<ReturnType<typeof newScope>>;

const account = (name: string, more: Partial<AccountInput> = {}): AccountInput => ({
  name,
  kind: "conta_corrente",
  ...PLAIN_ACCOUNT_DETAILS,
  openingBalance: 0,
  openingDate: "2026-01-01",
  ...more,
});

function saved<T>(answer: { status: string; row?: T } | null): T {
  if (answer?.status !== "saved" || !answer.row) throw new Error(`not saved: ${JSON.stringify(answer)}`);
  return answer.row;
}

const newCategory = async (scope: Scope, name: string, kind: "receita" | "despesa", group: string) =>
  saved(await createCategory(scope, { name, kind, group, line: DRE_LINES_OF[kind][0]! }));

describe("accounts", () => {
  it("keeps the opening balance in centavos (negative too) and lists by name as pt-BR reads", async () => {
    const scope = await newScope();
    for (const name of ["Conta 10", "caixa", "Conta 2", "Ágil Investimentos"]) saved(await createAccount(scope, account(name)));
    const card = saved(
      await createAccount(
        scope,
        account("Cartão Visa", {
          kind: "cartao_credito",
          openingBalance: -150000,
          bankCode: "341",
          accountNumber: "12345",
          accountDigit: "x",
          closingDay: 28,
          dueDay: 5,
        }),
      ),
    );

    expect(await getAccount(scope, card.id)).toEqual({
      id: card.id,
      name: "Cartão Visa",
      kind: "cartao_credito",
      bankName: "ITAÚ UNIBANCO S.A.",
      bankCode: "341",
      agency: null,
      accountNumber: "12345",
      accountDigit: "X",
      closingDay: 28,
      dueDay: 5,
      openingBalanceCents: -150000,
      openingDate: "2026-01-01",
      archivedAt: null,
    });
    expect((await listAccounts(scope)).map((row) => row.name)).toEqual([
      "Ágil Investimentos",
      "caixa",
      "Cartão Visa",
      "Conta 2",
      "Conta 10",
    ]);
  });

  it("archives an account only with a zero balance, saying what is left in it", async () => {
    const scope = await newScope();
    const full = saved(await createAccount(scope, account("Reserva", { openingBalance: 27310007 })));
    expect(await setReferenceArchived(scope, "account", full.id, true)).toEqual({
      refused: "Esta conta tem saldo de R$\u00a0273.100,07: transfira-o para outra conta antes de arquivá-la.",
    });
    expect((await getAccount(scope, full.id))?.archivedAt).toBeNull();
    const empty = saved(await createAccount(scope, account("Vazia")));
    expect(await setReferenceArchived(scope, "account", empty.id, true)).toBe(true);
    expect((await getAccount(scope, empty.id))?.archivedAt).not.toBeNull();
  });

  it("refuses a name another account has, case and accents aside, archived ones too", async () => {
    const scope = await newScope();
    const first = saved(await createAccount(scope, account("Poupança")));
    await setReferenceArchived(scope, "account", first.id, true);
    expect(await createAccount(scope, account("POUPANCA"))).toEqual({
      status: "duplicate",
      existing: { id: first.id, name: "Poupança", archived: true },
    });
    const other = saved(await createAccount(scope, account("Caixa")));
    expect((await updateAccount(scope, other.id, account("poupança")))?.status).toBe("duplicate");
    expect((await updateAccount(scope, first.id, account("Poupança", { bankCode: "104", agency: "0123-4" })))?.status).toBe(
      "saved",
    );
    expect((await getAccount(scope, first.id))?.bankName).toBe("Caixa Econômica Federal");
  });

  it("refuses a bank code none of the list's, on create and on edit, writing nothing", async () => {
    const scope = await newScope();
    const refused = { status: "refused", fieldErrors: { bankCode: ["Escolha o banco da lista."] } };
    expect(await createAccount(scope, account("Banco inventado", { bankCode: "999" }))).toEqual(refused);
    const real = saved(await createAccount(scope, account("Itaú", { bankCode: "341" })));
    expect(await updateAccount(scope, real.id, account("Itaú", { bankCode: "998" }))).toEqual(refused);
    expect((await listAccounts(scope)).map((row) => [row.name, row.bankCode])).toEqual([["Itaú", "341"]]);
    expect(await updateAccount(await newScope(), real.id, account("Itaú", { bankCode: "998" }))).toBeNull();
  });
});

describe("categories", () => {
  it("orders receitas first, then by group and name; a name may repeat across kinds only", async () => {
    const scope = await newScope();
    await newCategory(scope, "Aluguel", "despesa", "Despesas administrativas");
    await newCategory(scope, "Juros pagos", "despesa", "Despesas financeiras");
    await newCategory(scope, "Vendas", "receita", "Receitas operacionais");
    await newCategory(scope, "Juros", "receita", "Receitas financeiras");
    expect(
      (await createCategory(scope, { name: "juros", kind: "receita", group: "Outras", line: "receitas_financeiras" })).status,
    ).toBe("duplicate");
    const juros = await newCategory(scope, "Juros", "despesa", "Despesas financeiras");

    expect((await listCategories(scope)).map((row) => `${row.kind}/${row.group}/${row.name}`)).toEqual([
      "receita/Receitas financeiras/Juros",
      "receita/Receitas operacionais/Vendas",
      "despesa/Despesas administrativas/Aluguel",
      "despesa/Despesas financeiras/Juros",
      "despesa/Despesas financeiras/Juros pagos",
    ]);
    expect(await categoryGroups(scope)).toEqual([
      "Despesas administrativas",
      "Despesas financeiras",
      "Receitas financeiras",
      "Receitas operacionais",
    ]);
    expect(
      await updateCategory(scope, juros.id, {
        name: "Juros e multas",
        kind: "despesa",
        group: "Despesas financeiras",
        line: "despesas_financeiras",
      }),
    ).toMatchObject({
      status: "saved",
      row: { name: "Juros e multas" },
    });
  });
});

describe("archive instead of delete", () => {
  it("deletes what no entry names and refuses, with the count, what one does", async () => {
    const scope = await newScope();
    const accountId = saved(await createAccount(scope, account("Conta usada"))).id;
    const category = await newCategory(scope, "Aluguel", "despesa", "Despesas administrativas");
    const center = saved(await createCostCenter(scope, { name: "Loja centro" }));
    await insertEntry(scope, { accountId, categoryId: category.id, costCenterId: center.id });
    await insertEntry(scope, { accountId, categoryId: category.id });

    expect(await deleteReference(scope, "account", accountId)).toEqual({ status: "in_use", entries: 2 });
    expect(await deleteReference(scope, "category", category.id)).toEqual({ status: "in_use", entries: 2 });
    expect(await deleteReference(scope, "costCenter", center.id)).toEqual({ status: "in_use", entries: 1 });
    expect(await getAccount(scope, accountId)).not.toBeNull();
    expect(await getCategory(scope, category.id)).not.toBeNull();
    expect(await getCostCenter(scope, center.id)).not.toBeNull();

    expect(await setReferenceArchived(scope, "costCenter", center.id, true)).toBe(true);
    expect((await getCostCenter(scope, center.id))?.archivedAt).toEqual(expect.any(String));
    expect(await setReferenceArchived(scope, "costCenter", center.id, false)).toBe(true);
    expect((await getCostCenter(scope, center.id))?.archivedAt).toBeNull();

    const unused = saved(await createCostCenter(scope, { name: "Projeto encerrado" }));
    expect(await deleteReference(scope, "costCenter", unused.id)).toEqual({ status: "deleted" });
    expect(await getCostCenter(scope, unused.id)).toBeNull();
  });

  it("counts an account that a baixa of another account's entry moved money into", async () => {
    const scope = await newScope();
    const entryAccount = await insertAccount(scope, "Conta do lançamento");
    const paidFrom = saved(await createAccount(scope, account("Conta da baixa"))).id;
    const entryId = await insertEntry(scope, { accountId: entryAccount });
    await (
      await db()
    )
      .insertInto("finance_settlements")
      .values({
        id: randomUUID(),
        organization_id: scope.organizationId,
        entry_id: entryId,
        account_id: paidFrom,
        settled_on: "2026-11-10",
        amount_cents: 500,
        interest_cents: 0,
        fine_cents: 0,
        discount_cents: 0,
        reversed_at: null,
        reversed_by: null,
        created_by: scope.userId,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await referenceUsage(scope, "account", paidFrom)).toBe(1);
    expect(await deleteReference(scope, "account", paidFrom)).toEqual({ status: "in_use", entries: 1 });
  });
});

describe("ledgerChoices", () => {
  it("offers the active accounts, categories, cost centres and contacts, by name", async () => {
    const scope = await newScope();
    const itau = saved(await createAccount(scope, account("Itaú")));
    const old = saved(await createAccount(scope, account("Antiga")));
    await setReferenceArchived(scope, "account", old.id, true);
    const vendas = await newCategory(scope, "Vendas", "receita", "Receitas operacionais");
    const aluguel = await newCategory(scope, "Aluguel", "despesa", "Despesas administrativas");
    const center = saved(await createCostCenter(scope, { name: "Matriz" }));
    const contact = await createContact(scope, { name: "Zeca", roles: ["cliente"], document: null, email: null, phone: null });
    const gone = await createContact(scope, { name: "Arquivado", roles: ["cliente"], document: null, email: null, phone: null });
    if (gone.status === "saved") await setContactArchived(scope, gone.row.id, true);

    expect(await ledgerChoices(scope)).toEqual({
      accounts: [{ id: itau.id, name: "Itaú", kind: "conta_corrente", archived: false }],
      categories: [
        { id: vendas.id, name: "Vendas", kind: "receita", group: "Receitas operacionais", archived: false },
        { id: aluguel.id, name: "Aluguel", kind: "despesa", group: "Despesas administrativas", archived: false },
      ],
      costCenters: [{ id: center.id, name: "Matriz", archived: false }],
      contacts: [{ id: contact.status === "saved" ? contact.row.id : "", name: "Zeca", document: null }],
    });
  });
});

describe("another organization", () => {
  it("finds nothing by another organization's ids and changes nothing", async () => {
    const owner = await newScope();
    const stranger = await newScope();
    const accountId = saved(await createAccount(owner, account("Conta da dona"))).id;
    const category = await newCategory(owner, "Vendas", "receita", "Receitas operacionais");
    const center = saved(await createCostCenter(owner, { name: "Filial" }));
    const snapshot = async () => {
      const database = await db();
      return Promise.all([
        database.selectFrom("finance_accounts").selectAll().where("id", "=", accountId).executeTakeFirst(),
        database.selectFrom("finance_categories").selectAll().where("id", "=", category.id).executeTakeFirst(),
        database.selectFrom("finance_cost_centers").selectAll().where("id", "=", center.id).executeTakeFirst(),
      ]);
    };
    const before = await snapshot();

    expect(await getAccount(stranger, accountId)).toBeNull();
    expect(await getCategory(stranger, category.id)).toBeNull();
    expect(await getCostCenter(stranger, center.id)).toBeNull();
    expect(await updateAccount(stranger, accountId, account("Invadida"))).toBeNull();
    expect(await updateCategory(stranger, category.id, { name: "X", kind: "despesa", group: "Y", line: "custos" })).toBeNull();
    expect(await updateCostCenter(stranger, center.id, { name: "X" })).toBeNull();
    for (const [kind, id] of [
      ["account", accountId],
      ["category", category.id],
      ["costCenter", center.id],
    ] as const) {
      expect(await setReferenceArchived(stranger, kind, id, true)).toBeNull();
      expect(await deleteReference(stranger, kind, id)).toBeNull();
    }
    expect(await listAccounts(stranger)).toEqual([]);
    expect(await listCategories(stranger)).toEqual([]);
    expect(await listCostCenters(stranger)).toEqual([]);
    expect(await ledgerChoices(stranger)).toEqual({ accounts: [], categories: [], costCenters: [], contacts: [] });
    // Names are distinct within one organization only.
    expect((await createAccount(stranger, account("Conta da dona"))).status).toBe("saved");

    expect(await snapshot()).toEqual(before);
  });

  it("answers null for an id that is not a UUID", async () => {
    const scope = await newScope();
    expect(await getAccount(scope, "abc")).toBeNull();
    expect(await deleteReference(scope, "category", "1; drop table x")).toBeNull();
    expect(await setReferenceArchived(scope, "costCenter", "", true)).toBeNull();
  });
});
