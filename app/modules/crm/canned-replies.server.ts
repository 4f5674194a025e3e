import { randomUUID } from "node:crypto";
import { fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import type { CrmCannedReplyTable } from "~/db/schema/crm";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import type { CannedReplyInput } from "./canned-reply-schemas";

/** A resposta pronta as the pages and the reply box see it. */
export interface CannedReply {
  id: string;
  code: string;
  title: string;
  body: string;
  updatedAt: string;
}

/** The answer of a create or an edit: saved, or refused because another one has the código. */
export type CannedReplySave = { status: "saved"; row: CannedReply } | { status: "duplicate" };

const toCannedReply = (row: CrmCannedReplyTable): CannedReply => ({
  id: row.id,
  code: row.code,
  title: row.title,
  body: row.body,
  updatedAt: row.updated_at,
});

const organizationRows = async (scope: TenantScope) =>
  (await db()).selectFrom("crm_canned_replies").where("organization_id", "=", scope.organizationId);

/** The organization's respostas prontas by código, filtered by `q` here (organizations keep a few dozen at most). */
export async function listCannedReplies(scope: TenantScope, q = ""): Promise<CannedReply[]> {
  const rows = (await (await organizationRows(scope)).selectAll().orderBy("code").execute()).map(toCannedReply);
  const folded = fold(q.trim().replace(/^\//, ""));
  if (folded === "") return rows;
  return rows.filter((row) => [row.code, row.title, row.body].some((field) => fold(field).includes(folded)));
}

/** Resposta pronta `id` of the organization, or null (another organization's, none, or not an id). */
export async function getCannedReply(scope: TenantScope, id: string): Promise<CannedReply | null> {
  if (!isId(id)) return null;
  const row = await (await organizationRows(scope)).selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCannedReply(row) : null;
}

async function codeTaken(scope: TenantScope, code: string, exceptId?: string): Promise<boolean> {
  const row = await (
    await organizationRows(scope)
  )
    .select("id")
    .where("code", "=", code)
    .$if(!!exceptId, (query) => query.where("id", "<>", exceptId!))
    .executeTakeFirst();
  return !!row;
}

/** Creates a resposta pronta (validated by `cannedReplySchema`); refused when the código is taken in the organization. */
export async function createCannedReply(scope: TenantScope, input: CannedReplyInput): Promise<CannedReplySave> {
  if (await codeTaken(scope, input.code)) return { status: "duplicate" };
  const now = new Date().toISOString();
  const row: CrmCannedReplyTable = {
    id: randomUUID(),
    organization_id: scope.organizationId,
    code: input.code,
    title: input.title,
    body: input.body,
    created_at: now,
    updated_at: now,
  };
  try {
    await (await db()).insertInto("crm_canned_replies").values(row).execute();
  } catch (error) {
    // Another request saved the same código between the check and the insert.
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
  return { status: "saved", row: toCannedReply(row) };
}

/** Saves resposta pronta `id`; null when it is not the organization's; refused on a código another one has. */
export async function updateCannedReply(
  scope: TenantScope,
  id: string,
  input: CannedReplyInput,
): Promise<CannedReplySave | null> {
  if (!isId(id)) return null;
  if (await codeTaken(scope, input.code, id)) return { status: "duplicate" };
  try {
    const row = await (
      await db()
    )
      .updateTable("crm_canned_replies")
      .set({ code: input.code, title: input.title, body: input.body, updated_at: new Date().toISOString() })
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? { status: "saved", row: toCannedReply(row) } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

/** Deletes resposta pronta `id`; true when done, null when it is not the organization's. */
export async function deleteCannedReply(scope: TenantScope, id: string): Promise<true | null> {
  if (!isId(id)) return null;
  const result = await (
    await db()
  )
    .deleteFrom("crm_canned_replies")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n ? true : null;
}
