/**
 * Vendedores: the members of the organization (memberships with their
 * users), the only people a sale may name as its seller.
 */
import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

/** A person who may sell for the organization: user id and full name. */
export interface Seller {
  id: string;
  name: string;
}

const fullName = (row: { given_name: string; family_name: string }) => `${row.given_name} ${row.family_name}`.trim();

/** The organization's members with an active user, by name. */
export async function listSellers(scope: TenantScope, database?: Kysely<Database>): Promise<Seller[]> {
  const rows = await (database ?? (await db()))
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.given_name", "u.family_name"])
    .where("m.organization_id", "=", scope.organizationId)
    .where("u.is_active", "=", 1)
    .orderBy("u.given_name")
    .orderBy("u.family_name")
    .execute();
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

/** Whether `userId` is a member of the organization (an id that is not a UUID is not). */
export async function isSeller(database: Kysely<Database>, scope: TenantScope, userId: string): Promise<boolean> {
  if (!isId(userId)) return false;
  const row = await database
    .selectFrom("memberships")
    .select("user_id")
    .where("organization_id", "=", scope.organizationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
