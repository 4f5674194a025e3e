import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newBooks } from "../../../tests/support/ledger-books";
import { addMember, saleEdit, saleInput } from "../../../tests/support/sale-forms";
import { insertProduct } from "../../../tests/support/sales-rows";
import { saleChoices, withSaleCurrent } from "./sale-choices.server";
import { createSale, getSale, moveSale, updateSale } from "./sales.server";

const created = async (outcome: Awaited<ReturnType<typeof createSale>>) => {
  expect(outcome.status).toBe("created");
  return outcome.status === "created" ? outcome.saleId : "";
};

describe("createSale", () => {
  it("saves a proposta as rascunho with a PR number and a pedido as aprovada with a PV number, totals per line", async () => {
    const books = await newBooks();
    const seller = await addMember(books);
    const items = [
      {
        productId: null,
        description: "A",
        unit: "un",
        quantityMilli: 3333,
        unitPriceCents: 1001,
        discount: { kind: "percent" as const, value: 1000 },
      },
      {
        productId: null,
        description: "B",
        unit: "un",
        quantityMilli: 1000,
        unitPriceCents: 999,
        discount: { kind: "amount" as const, value: 99 },
      },
    ];
    const first = await created(
      await createSale(books.scope, saleInput(books, { items, sellerId: seller, freightCents: 500, notes: "Entrega urgente" })),
    );
    const second = await created(await createSale(books.scope, saleInput(books, { saveAs: "pedido" })));
    const sale = await getSale(books.scope, first);
    // 3,333 × 10,01 = 33,363… → 3336; 10 % → 334; line 3002. 9,99 − 0,99 = 900. Items 3902 + frete 500.
    expect(sale).toMatchObject({
      status: "rascunho",
      code: "PR-000001",
      itemsCents: 3902,
      freightCents: 500,
      totalCents: 4402,
      seller: { id: seller, name: "Ana Lima" },
      contact: { id: books.contact, name: "Padaria São João" },
    });
    expect(sale!.items.map((item) => item.totalCents)).toEqual([3002, 900]);
    expect(await getSale(books.scope, second)).toMatchObject({ status: "aprovada", code: "PV-000001", proposalNumber: null });
    const row = await (await db()).selectFrom("sales").select("search_text").where("id", "=", first).executeTakeFirstOrThrow();
    expect(row.search_text).toBe("padaria sao joao pr-000001 entrega urgente");
  });

  it("numbers twenty concurrent propostas 1..20 without gaps", async () => {
    const books = await newBooks();
    const ids = await Promise.all(Array.from({ length: 20 }, () => createSale(books.scope, saleInput(books)).then(created)));
    const numbers = await (
      await db()
    )
      .selectFrom("sales")
      .select("proposal_number")
      .where("organization_id", "=", books.scope.organizationId)
      .execute();
    expect(new Set(ids).size).toBe(20);
    expect(numbers.map((row) => row.proposal_number).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("creates a new customer in the same transaction, and refuses a CPF another contact has", async () => {
    const books = await newBooks();
    const contact = { name: "Maria Souza", document: "52998224725", email: null, phone: null, roles: ["cliente" as const] };
    const id = await created(await createSale(books.scope, saleInput(books, { customer: { kind: "new", contact } })));
    expect((await getSale(books.scope, id))?.contact).toMatchObject({ name: "Maria Souza", document: "52998224725" });
    const again = await createSale(
      books.scope,
      saleInput(books, { customer: { kind: "new", contact: { ...contact, name: "Outra" } } }),
    );
    expect(again).toMatchObject({
      status: "invalid",
      fieldErrors: { newContactDocument: [expect.stringContaining("Maria Souza")] },
    });
  });

  it("refuses another organization's contact, product, account, category and a seller who is not a member", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    const product = await insertProduct(other.scope, { code: "X1", name: "Alheio", priceCents: 100 });
    const input = saleInput(books, {
      customer: { kind: "existing", contactId: other.contact },
      items: [{ productId: product, description: "X", unit: "un", quantityMilli: 1000, unitPriceCents: 100, discount: null }],
      accountId: other.checking,
      categoryId: books.expense,
      sellerId: other.scope.userId,
    });
    const outcome = await createSale(books.scope, input);
    expect(outcome).toMatchObject({
      status: "invalid",
      fieldErrors: {
        contactId: ["Escolha um cliente ativo da lista."],
        "items[0].productId": ["Escolha um item ativo do catálogo."],
        accountId: ["Escolha uma conta ativa da lista."],
        categoryId: ["Escolha uma categoria de receita da lista."],
        sellerId: ["Escolha um vendedor da lista."],
      },
    });
    const count = await (
      await db()
    )
      .selectFrom("sales")
      .select("id")
      .where("organization_id", "=", books.scope.organizationId)
      .execute();
    expect(count).toHaveLength(0);
  });
});

describe("updateSale, moveSale and getSale", () => {
  it("replaces items and totals, answers a conflict on an old version and refuses a faturada sale", async () => {
    const books = await newBooks();
    const id = await created(await createSale(books.scope, saleInput(books)));
    const items = [
      { productId: null, description: "Novo", unit: "un", quantityMilli: 2500, unitPriceCents: 400, discount: null },
    ];
    expect(await updateSale(books.scope, id, saleEdit(books, 1, { items }))).toEqual({ status: "updated" });
    const sale = await getSale(books.scope, id);
    expect(sale).toMatchObject({ version: 2, totalCents: 1000, items: [{ description: "Novo", quantityMilli: 2500 }] });
    expect(await updateSale(books.scope, id, saleEdit(books, 1))).toEqual({ status: "conflict" });
    await (await db()).updateTable("sales").set({ status: "faturada" }).where("id", "=", id).execute();
    expect(await updateSale(books.scope, id, saleEdit(books, 2))).toMatchObject({ status: "invalid" });
  });

  it("approving a proposta gives it the next PV number once; a move status.ts forbids is refused", async () => {
    const books = await newBooks();
    await created(await createSale(books.scope, saleInput(books, { saveAs: "pedido" })));
    const id = await created(await createSale(books.scope, saleInput(books)));
    expect(await moveSale(books.scope, id, "enviada", 1)).toEqual({ status: "moved" });
    expect(await moveSale(books.scope, id, "aprovada", 1)).toEqual({ status: "conflict" });
    expect(await moveSale(books.scope, id, "aprovada", 2)).toEqual({ status: "moved" });
    expect(await getSale(books.scope, id)).toMatchObject({
      status: "aprovada",
      code: "PV-000002",
      proposalNumber: 1,
      version: 3,
    });
    expect(await moveSale(books.scope, id, "rascunho", 3)).toMatchObject({ status: "invalid" });
  });

  it("does not see another organization's sale, nor an id that is not a UUID", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    const id = await created(await createSale(books.scope, saleInput(books)));
    expect(await getSale(other.scope, id)).toBeNull();
    expect(await getSale(books.scope, "1 or 1=1")).toBeNull();
    expect(await getSale(books.scope, randomUUID())).toBeNull();
    expect(await updateSale(other.scope, id, saleEdit(other, 1))).toBeNull();
    expect(await moveSale(other.scope, id, "enviada", 1)).toBeNull();
    expect(await moveSale(books.scope, "nope", "enviada", 1)).toBeNull();
    expect((await getSale(books.scope, id))?.version).toBe(1);
  });

  it("keeps an archived customer and account in the edit form's choices, marked, and offers only receita categories", async () => {
    const books = await newBooks();
    const id = await created(
      await createSale(books.scope, saleInput(books, { accountId: books.cash, categoryId: books.income })),
    );
    const now = new Date().toISOString();
    await (await db()).updateTable("contacts").set({ archived_at: now }).where("id", "=", books.contact).execute();
    await (await db()).updateTable("finance_accounts").set({ archived_at: now }).where("id", "=", books.cash).execute();
    const sale = await getSale(books.scope, id);
    expect(sale).toMatchObject({ accountName: "Caixa", categoryName: "Vendas" });
    const fresh = await saleChoices(books.scope);
    expect(fresh.contacts.map((c) => c.id)).not.toContain(books.contact);
    expect(fresh.categories.map((c) => c.id)).toEqual([books.income]);
    expect(fresh.defaults).toEqual({ categoryId: books.income, accountId: books.checking });
    const choices = withSaleCurrent(fresh, sale!);
    expect(choices.contacts).toContainEqual({ id: books.contact, name: "Padaria São João (arquivado)", document: null });
    expect(choices.accounts.map((a) => a.name)).toEqual(["Conta corrente", "Caixa (arquivado)"]);
  });
});
