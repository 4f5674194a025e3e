import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { marked } from "../reference.server";
import { closedThrough } from "../period-lock.server";
import type { SheetLine } from "./sheet";
import { contactLookups, lookupKey, type Directory } from "./validate";

/** Values per `in (...)` list: far under both databases' parameter limits. */
const CHUNK = 500;

function group<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
}

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) out.push(values.slice(start, start + CHUNK));
  return out;
}

/** The `Directory` of `scope`'s organization for the contact cells of `lines`. */
export async function loadDirectory(
  database: Kysely<Database>,
  scope: TenantScope,
  lines: readonly SheetLine[],
): Promise<Directory> {
  const org = scope.organizationId;
  const [accounts, categories, costCenters] = await Promise.all([
    database
      .selectFrom("finance_accounts")
      .select(["id", "name", "opening_date as openingDate", "archived_at"])
      .where("organization_id", "=", org)
      .execute(),
    database
      .selectFrom("finance_categories")
      .select(["id", "name", "kind", "archived_at"])
      .where("organization_id", "=", org)
      .execute(),
    database
      .selectFrom("finance_cost_centers")
      .select(["id", "name", "archived_at"])
      .where("organization_id", "=", org)
      .execute(),
  ]);
  const { names, documents } = contactLookups(lines);
  const contacts: { id: string; name: string; sort_name: string; document: string | null; archived_at: string | null }[] = [];
  const select = () =>
    database
      .selectFrom("contacts")
      .select(["id", "name", "sort_name", "document", "archived_at"])
      .where("organization_id", "=", org);
  for (const part of chunks(names)) contacts.push(...(await select().where("sort_name", "in", part).execute()));
  for (const part of chunks(documents)) contacts.push(...(await select().where("document", "in", part).execute()));
  const contactRefs = new Map<string, Directory["contacts"] extends Map<string, infer R> ? R : never>();
  for (const contact of contacts) {
    const ref = { id: contact.id, name: contact.name, archived: contact.archived_at !== null };
    for (const key of [contact.sort_name, contact.document ? `doc:${contact.document}` : null]) {
      if (key === null) continue;
      const list = contactRefs.get(key) ?? [];
      if (!list.some((each) => each.id === ref.id)) contactRefs.set(key, [...list, ref]);
    }
  }
  return {
    accounts: group(accounts.map(marked), (row) => lookupKey(row.name)),
    categories: group(categories.map(marked), (row) => lookupKey(row.name)),
    costCenters: group(costCenters.map(marked), (row) => lookupKey(row.name)),
    contacts: contactRefs,
    closedThrough: await closedThrough(database, scope),
  };
}
