/** Contatos of an organization; archived, not deleted, once an entry names it (one nothing names may be deleted: duplicates, personal data no longer needed). */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { containsPattern, fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import { isForeignKeyViolation } from "~/db/errors";
import type { ContactTable, Database } from "~/db/schema";
import { searchTextOf } from "~/modules/finance/references.server";
import { setArchived } from "~/modules/archive.server";
import { isId } from "~/modules/ids";
import type { ReferenceDelete, ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { normalizeDocument } from "./document";
import type { ContactInput } from "./schemas";

export interface Contact {
  id: string;
  name: string;
  isCustomer: boolean;
  isSupplier: boolean;
  document: string | null;
  email: string | null;
  phone: string | null;
  archivedAt: string | null;
}

export const CONTACTS_PER_PAGE = 20;

/** A page of contacts, `page` 1-based, with the total of the filter. */
export interface ContactPage {
  rows: Contact[];
  total: number;
  page: number;
  totalPages: number;
}

export type ContactSave = ReferenceSave<Contact>;

const toContact = (row: ContactTable): Contact => ({
  id: row.id,
  name: row.name,
  isCustomer: row.is_customer === 1,
  isSupplier: row.is_supplier === 1,
  document: row.document,
  email: row.email,
  phone: row.phone,
  archivedAt: row.archived_at,
});

/** A page (CONTACTS_PER_PAGE rows, 1-based) of the active contacts, or of the archived ones, sorted by name as pt-BR readers expect (`sort_name`, case and accents folded). */
export async function listContacts(
  scope: TenantScope,
  filters: { q?: string; archived?: boolean },
  page = 1,
): Promise<ContactPage> {
  const database = await db();
  const name = fold(filters.q?.trim() ?? "");
  const document = normalizeDocument(filters.q ?? "");
  const base = database
    .selectFrom("contacts")
    .where("organization_id", "=", scope.organizationId)
    .where("archived_at", filters.archived ? "is not" : "is", null)
    .$if(name !== "", (query) =>
      query.where((eb) =>
        eb.or([
          sql<boolean>`sort_name like ${containsPattern(name)} escape '\\'`,
          ...(document ? [sql<boolean>`document like ${containsPattern(document)} escape '\\'`] : []),
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("sort_name")
      .orderBy("id")
      .limit(CONTACTS_PER_PAGE)
      .offset((page - 1) * CONTACTS_PER_PAGE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  return { rows: rows.map(toContact), total, page, totalPages: Math.max(1, Math.ceil(total / CONTACTS_PER_PAGE)) };
}

export interface ContactName {
  id: string;
  name: string;
}

/** Up to `limit` active contacts whose name contains `text` (case and accents folded), one named exactly so first, then by name: the suggestions of a contact field, and how a typed name is resolved. */
export async function contactsNamed(scope: TenantScope, text: string, limit: number): Promise<ContactName[]> {
  const name = fold(text.trim());
  if (name === "") return [];
  return (await db())
    .selectFrom("contacts")
    .select(["id", "name"])
    .where("organization_id", "=", scope.organizationId)
    .where("archived_at", "is", null)
    .where(sql<boolean>`sort_name like ${containsPattern(name)} escape '\\'`)
    .orderBy(sql`case when sort_name = ${name} then 0 else 1 end`)
    .orderBy("sort_name")
    .orderBy("id")
    .limit(limit)
    .execute();
}

async function findRow(database: Kysely<Database>, scope: TenantScope, id: string) {
  if (!isId(id)) return undefined;
  return database
    .selectFrom("contacts")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The contact `id` of the tenant's organization, or null (another organization's, or none). */
export async function getContact(scope: TenantScope, id: string): Promise<Contact | null> {
  const row = await findRow(await db(), scope, id);
  return row ? toContact(row) : null;
}

/** Another contact of the organization with this document, if any. */
async function sameDocument(
  database: Kysely<Database>,
  scope: Pick<TenantScope, "organizationId">,
  document: string | null,
  exceptId?: string,
) {
  if (!document) return undefined;
  return database
    .selectFrom("contacts")
    .select(["id", "name", "archived_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("document", "=", document)
    .$if(!!exceptId, (query) => query.where("id", "!=", exceptId!))
    .executeTakeFirst();
}

const columnsOf = (input: ContactInput) => ({
  name: input.name,
  sort_name: fold(input.name),
  is_customer: input.roles.includes("cliente") ? (1 as const) : (0 as const),
  is_supplier: input.roles.includes("fornecedor") ? (1 as const) : (0 as const),
  document: input.document,
  email: input.email,
  phone: input.phone,
});

const duplicate = (row: { id: string; name: string; archived_at: string | null }): ContactSave => ({
  status: "duplicate",
  existing: { id: row.id, name: row.name, archived: row.archived_at !== null },
});

/**
 * Creates a contact (validated by `contactSchema`); refused when another one has the same CPF/CNPJ.
 * `executor`: a transaction the contact is created in (another module's write that needs it).
 */
export async function createContact(
  scope: Pick<TenantScope, "organizationId">,
  input: ContactInput,
  executor?: Kysely<Database>,
): Promise<ContactSave> {
  const database = executor ?? (await db());
  const other = await sameDocument(database, scope, input.document);
  if (other) return duplicate(other);
  const now = new Date().toISOString();
  const row: ContactTable = {
    id: randomUUID(),
    organization_id: scope.organizationId,
    ...columnsOf(input),
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  await database.insertInto("contacts").values(row).execute();
  return { status: "saved", row: toContact(row) };
}

/** Renamed contact: the entries naming it get their search text again, so the ledger's text filter finds the new name. */
async function refreshEntrySearch(trx: Kysely<Database>, scope: TenantScope, contactId: string, name: string) {
  const descriptions = await trx
    .selectFrom("finance_entries")
    .select("description")
    .distinct()
    .where("organization_id", "=", scope.organizationId)
    .where("contact_id", "=", contactId)
    .execute();
  for (const { description } of descriptions) {
    await trx
      .updateTable("finance_entries")
      .set({ search_text: searchTextOf(description, name) })
      .where("organization_id", "=", scope.organizationId)
      .where("contact_id", "=", contactId)
      .where("description", "=", description)
      .execute();
  }
}

/** Saves the fields of contact `id` (a new name reaches the search text of the entries naming it, in the same transaction); null when it is not the organization's; refused on a CPF/CNPJ another one has. */
export async function updateContact(scope: TenantScope, id: string, input: ContactInput): Promise<ContactSave | null> {
  const database = await db();
  const before = await findRow(database, scope, id);
  if (!before) return null;
  const other = await sameDocument(database, scope, input.document, id);
  if (other) return duplicate(other);
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("contacts")
      .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (row.name !== before.name) await refreshEntrySearch(trx, scope, id, row.name);
    return { status: "saved", row: toContact(row) } as const;
  });
}

/** Archives (`archived: true`) or brings back contact `id`: an archived one is offered for no new entry and keeps the entries that name it; null when it is not the organization's. */
export async function setContactArchived(scope: TenantScope, id: string, archived: boolean): Promise<Contact | null> {
  return (await setArchived(scope, "contacts", id, archived)) ? getContact(scope, id) : null;
}

/** How many entries (deleted ones too: their history stays) name contact `id` of the organization. */
export async function contactUsage(scope: TenantScope, id: string): Promise<number> {
  if (!isId(id)) return 0;
  const row = await (
    await db()
  )
    .selectFrom("finance_entries")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("organization_id", "=", scope.organizationId)
    .where("contact_id", "=", id)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Deletes contact `id` when no entry names it; `in_use` with the count otherwise (archive instead); null when not the organization's. */
export async function deleteContact(scope: TenantScope, id: string): Promise<ReferenceDelete> {
  const database = await db();
  if (!(await findRow(database, scope, id))) return null;
  const entries = await contactUsage(scope, id);
  if (entries > 0) return { status: "in_use", entries };
  try {
    await database.deleteFrom("contacts").where("organization_id", "=", scope.organizationId).where("id", "=", id).execute();
  } catch (error) {
    // An entry naming it was saved between the count and the delete.
    if (isForeignKeyViolation(error)) return { status: "in_use", entries: Math.max(1, await contactUsage(scope, id)) };
    throw error;
  }
  return { status: "deleted" };
}
