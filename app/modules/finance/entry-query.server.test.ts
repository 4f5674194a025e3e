/**
 * The lançamentos list's contact filter on the test database (SQLite, or
 * PostgreSQL with DATABASE_URL): a typed name resolves to the contact it
 * names exactly or to the only one containing it; several are offered to
 * choose from; none drops the filter with its notice; an id names only an
 * active contact of the organization; the suggestions never cross
 * organizations.
 */
import { describe, expect, it } from "vitest";
import { contactsNamed, createContact, setContactArchived } from "~/modules/contacts/contacts.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { newBooks } from "../../../tests/support/ledger-books";
import { newScope } from "../../../tests/support/ledger-rows";
import { checkEntryQuery } from "./entry-query.server";
import { setReferenceArchived } from "./reference.server";

const TODAY = "2026-11-23";
const NOT_FOUND = "Contato não encontrado: o filtro de contato foi retirado.";

async function contact(scope: TenantScope, name: string) {
  const saved = await createContact(scope, { name, roles: ["cliente"], document: null, email: null, phone: null });
  if (saved.status !== "saved") throw new Error(`not saved: ${name}`);
  return saved.row.id;
}

const check = (scope: TenantScope, contato: string) =>
  checkEntryQuery(scope, new URLSearchParams({ mes: "2026-11", contato }), TODAY);

describe("the contact filter", () => {
  it("resolves a name typed in full or in part to its one contact, and offers several to choose from", async () => {
    const scope = await newScope();
    const ana = await contact(scope, "Ana");
    const anaLima = await contact(scope, "Ana Lima");
    const padaria = await contact(scope, "Padaria São João");

    expect(await check(scope, "ana")).toMatchObject({ resolved: true, contact: { id: ana, name: "Ana" } });
    expect((await check(scope, "ana")).query.filters.contactId).toBe(ana);
    expect(await check(scope, "sao joao")).toMatchObject({ resolved: true, contact: { id: padaria } });

    const several = await check(scope, "an");
    expect(several).toMatchObject({ resolved: false, contact: null, moreCandidates: false });
    expect(several.candidates.map((row) => row.id)).toEqual([ana, anaLima]);
    expect(several.query).toMatchObject({ filters: { month: "2026-11" }, contactName: "an", notices: [] });

    expect(await check(scope, "Zélia")).toMatchObject({ resolved: false, contact: null, candidates: [] });
    expect((await check(scope, "Zélia")).query.notices).toEqual([NOT_FOUND]);
  });

  it("keeps an id of an active contact of the organization, with its name, and drops any other", async () => {
    const scope = await newScope();
    const stranger = await newScope();
    const ana = await contact(scope, "Ana");
    const theirs = await contact(stranger, "Ana");

    expect(await check(scope, ana)).toMatchObject({ resolved: false, contact: { id: ana, name: "Ana" } });
    expect((await check(scope, ana)).query.filters.contactId).toBe(ana);
    const foreign = await check(scope, theirs);
    expect([foreign.contact, foreign.query.filters.contactId, foreign.query.notices]).toEqual([null, undefined, [NOT_FOUND]]);

    await setContactArchived(scope, ana, true);
    expect((await check(scope, ana)).query.notices).toEqual([NOT_FOUND]);
    expect(await contactsNamed(scope, "ana", 10)).toEqual([]);
    expect(await contactsNamed(stranger, "ana", 10)).toEqual([{ id: theirs, name: "Ana" }]);
  });
});

describe("the account and category filters", () => {
  it("offer archived accounts and categories, marked, and keep filtering by them", async () => {
    const books = await newBooks();
    await setReferenceArchived(books.scope, "account", books.cash, true);
    await setReferenceArchived(books.scope, "category", books.expense, true);
    const checked = await checkEntryQuery(
      books.scope,
      new URLSearchParams({ mes: "2026-11", conta: books.cash, categoria: books.expense }),
      TODAY,
    );
    expect(checked.query.filters).toMatchObject({ accountId: books.cash, categoryId: books.expense });
    expect(checked.choices.accounts.map((row) => [row.name, row.archived])).toEqual([
      ["Caixa", true],
      ["Conta corrente", false],
    ]);
    expect(checked.choices.categories.find((row) => row.id === books.expense)?.archived).toBe(true);
  });
});
