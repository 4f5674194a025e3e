/**
 * Contacts on the test database (SQLite, or PostgreSQL with DATABASE_URL):
 * search, order and pages; a CPF/CNPJ used once per organization; archive
 * instead of delete when an entry names one; and another organization's
 * ids find nothing and change nothing.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { insertAccount, insertEntry, newScope } from "../../../tests/support/ledger-rows";
import {
  CONTACTS_PER_PAGE,
  createContact,
  deleteContact,
  getContact,
  listContacts,
  setContactArchived,
  updateContact,
  type Contact,
} from "./contacts.server";
import type { ContactInput } from "./schemas";

const input = (name: string, more: Partial<ContactInput> = {}): ContactInput => ({
  name,
  roles: ["cliente"],
  document: null,
  email: null,
  phone: null,
  ...more,
});

async function create(scope: Awaited<ReturnType<typeof newScope>>, name: string, more: Partial<ContactInput> = {}) {
  const saved = await createContact(scope, input(name, more));
  if (saved.status !== "saved") throw new Error(`not saved: ${name}`);
  return saved.row;
}

const names = (rows: Contact[]) => rows.map((row) => row.name);

describe("listContacts", () => {
  it("sorts by name with case and accents folded, and finds by part of the name or of the document", async () => {
    const scope = await newScope();
    for (const name of ["Zélia Prado", "mônica Alves", "Álvaro Reis", "Mário Souza", "ana Beatriz"]) await create(scope, name);
    await create(scope, "Padaria Pão Quente", { document: "11222333000181", roles: ["fornecedor"] });

    expect(names((await listContacts(scope, {})).rows)).toEqual([
      "Álvaro Reis",
      "ana Beatriz",
      "Mário Souza",
      "mônica Alves",
      "Padaria Pão Quente",
      "Zélia Prado",
    ]);
    expect(names((await listContacts(scope, { q: "MARIO" })).rows)).toEqual(["Mário Souza"]);
    expect(names((await listContacts(scope, { q: "pão" })).rows)).toEqual(["Padaria Pão Quente"]);
    expect(names((await listContacts(scope, { q: "11.222.333" })).rows)).toEqual(["Padaria Pão Quente"]);
    // LIKE wildcards are taken literally.
    expect((await listContacts(scope, { q: "%" })).total).toBe(0);
  });

  it("pages the list and keeps archived contacts apart", async () => {
    const scope = await newScope();
    for (let n = 1; n <= CONTACTS_PER_PAGE + 2; n++) await create(scope, `Cliente ${String(n).padStart(2, "0")}`);
    const archived = await create(scope, "Antigo fornecedor");
    await setContactArchived(scope, archived.id, true);

    const first = await listContacts(scope, {}, 1);
    const second = await listContacts(scope, {}, 2);
    expect(first).toMatchObject({ total: CONTACTS_PER_PAGE + 2, totalPages: 2, page: 1 });
    expect(first.rows).toHaveLength(CONTACTS_PER_PAGE);
    expect(names(second.rows)).toEqual([`Cliente ${CONTACTS_PER_PAGE + 1}`, `Cliente ${CONTACTS_PER_PAGE + 2}`]);
    expect(names((await listContacts(scope, { archived: true })).rows)).toEqual(["Antigo fornecedor"]);
  });
});

describe("saving", () => {
  it("stores the roles and the normalised document, and refuses a CPF/CNPJ another contact has", async () => {
    const scope = await newScope();
    const ana = await create(scope, "Ana", { roles: ["cliente", "fornecedor"], document: "52998224725" });
    expect(ana).toMatchObject({ isCustomer: true, isSupplier: true, document: "52998224725", archivedAt: null });

    expect(await createContact(scope, input("Ana de novo", { document: "52998224725" }))).toEqual({
      status: "duplicate",
      existing: { id: ana.id, name: "Ana", archived: false },
    });
    const bruno = await create(scope, "Bruno");
    expect(await updateContact(scope, bruno.id, input("Bruno", { document: "52998224725" }))).toMatchObject({
      status: "duplicate",
    });
    // Its own document is no duplicate; another organization may hold the same one.
    expect(await updateContact(scope, ana.id, input("Ana Lima", { document: "52998224725" }))).toMatchObject({
      status: "saved",
      row: { name: "Ana Lima" },
    });
    expect((await createContact(await newScope(), input("Ana", { document: "52998224725" }))).status).toBe("saved");
  });
});

describe("archive instead of delete", () => {
  it("deletes a contact nothing names, and refuses while an entry names it; archiving keeps it", async () => {
    const scope = await newScope();
    const unused = await create(scope, "Sem uso");
    expect(await deleteContact(scope, unused.id)).toEqual({ status: "deleted" });
    expect(await getContact(scope, unused.id)).toBeNull();

    const used = await create(scope, "Fornecedor com lançamento");
    await insertEntry(scope, { accountId: await insertAccount(scope), contactId: used.id });
    expect(await deleteContact(scope, used.id)).toEqual({ status: "in_use", entries: 1 });
    expect(await getContact(scope, used.id)).not.toBeNull();

    expect((await setContactArchived(scope, used.id, true))?.archivedAt).toEqual(expect.any(String));
    expect(names((await listContacts(scope, {})).rows)).not.toContain("Fornecedor com lançamento");
    expect((await setContactArchived(scope, used.id, false))?.archivedAt).toBeNull();
  });
});

describe("another organization", () => {
  it("finds nothing by another organization's ids and changes nothing", async () => {
    const owner = await newScope();
    const stranger = await newScope();
    const contact = await create(owner, "Cliente da outra", { document: "11222333000181" });
    const before = await (await db()).selectFrom("contacts").selectAll().where("id", "=", contact.id).executeTakeFirstOrThrow();

    expect(await getContact(stranger, contact.id)).toBeNull();
    expect(await updateContact(stranger, contact.id, input("Invadido"))).toBeNull();
    expect(await setContactArchived(stranger, contact.id, true)).toBeNull();
    expect(await deleteContact(stranger, contact.id)).toBeNull();
    expect((await listContacts(stranger, { q: "outra" })).total).toBe(0);
    // A duplicate document is judged inside one organization only.
    expect((await createContact(stranger, input("Outra", { document: "11222333000181" }))).status).toBe("saved");

    const after = await (await db()).selectFrom("contacts").selectAll().where("id", "=", contact.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("answers null for an id that is not a UUID, without asking the database", async () => {
    const scope = await newScope();
    expect(await getContact(scope, "1 or 1=1")).toBeNull();
    expect(await deleteContact(scope, "não-é-id")).toBeNull();
    expect(await setContactArchived(scope, "x", true)).toBeNull();
  });
});
