/**
 * Comprovantes are stored without an extension under `<storageDir>/finance/<organizationId>/`, so the public /storage path refuses them;
 * they are served only through the entry's receipt route after the organization is checked. Type read from the content.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { receiptProblem, receiptTypeOf } from "~/config/receipt-rules";
import { cleanFileName } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { readPrivateFile, removePrivateFile, writePrivateFile } from "~/media/private-files.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { recordEvent } from "./events.server";
import type { AttachmentRow } from "./types";

export type AddReceiptResult = { status: "added"; attachment: AttachmentRow } | { status: "refused"; message: string };

/** A downloaded comprovante: its bytes and what the answer's headers say. */
export interface ReceiptContent {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const FILE_NAME_MAX = 200;

async function liveEntry(database: Kysely<Database>, scope: TenantScope, entryId: string) {
  if (!isId(entryId)) return undefined;
  return database
    .selectFrom("finance_entries")
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", entryId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/**
 * Attaches a comprovante to an entry and records "attached" in its history.
 * Refused (pt-BR message, nothing stored) when empty, over RECEIPT_MAX_BYTES or not PDF/JPEG/PNG/WebP by content; null when the entry is not the organization's.
 */
export async function addReceipt(
  scope: TenantScope,
  entryId: string,
  file: { name: string; bytes: Uint8Array },
): Promise<AddReceiptResult | null> {
  const database = await db();
  if (!(await liveEntry(database, scope, entryId))) return null;
  const problem = receiptProblem(file.bytes);
  if (problem) return { status: "refused", message: problem };
  const contentType = receiptTypeOf(file.bytes)!;

  const id = randomUUID();
  const key = `finance/${scope.organizationId}/${id}`;
  await writePrivateFile(key, file.bytes);
  const row = {
    id,
    organization_id: scope.organizationId,
    entry_id: entryId,
    file_name: cleanFileName(file.name, "comprovante", FILE_NAME_MAX),
    content_type: contentType,
    size_bytes: file.bytes.length,
    storage_key: key,
    uploaded_by: scope.userId,
    created_at: new Date().toISOString(),
  };
  try {
    await database.transaction().execute(async (trx) => {
      await trx.insertInto("finance_attachments").values(row).execute();
      await recordEvent(trx, scope, entryId, "attached", { fileName: row.file_name }, row.created_at);
    });
  } catch (error) {
    await removePrivateFile(key).catch(() => undefined);
    throw error;
  }
  const { file_name: fileName, size_bytes: sizeBytes, created_at: createdAt } = row;
  return { status: "added", attachment: { id, fileName, contentType, sizeBytes, createdAt } };
}

async function findAttachment(database: Kysely<Database>, scope: TenantScope, entryId: string, attachmentId: string) {
  if (!isId(entryId) || !isId(attachmentId)) return undefined;
  return database
    .selectFrom("finance_attachments")
    .innerJoin("finance_entries", "finance_entries.id", "finance_attachments.entry_id")
    .select(["finance_attachments.id", "file_name", "content_type", "storage_key"])
    .where("finance_attachments.organization_id", "=", scope.organizationId)
    .where("finance_entries.organization_id", "=", scope.organizationId)
    .where("finance_attachments.id", "=", attachmentId)
    .where("finance_attachments.entry_id", "=", entryId)
    .where("finance_entries.deleted_at", "is", null)
    .executeTakeFirst();
}

/** The file of a comprovante, for download; null when the attachment, the entry or the file on disk is not found for the organization. */
export async function openReceipt(scope: TenantScope, entryId: string, attachmentId: string): Promise<ReceiptContent | null> {
  const found = await findAttachment(await db(), scope, entryId, attachmentId);
  if (!found) return null;
  const bytes = await readPrivateFile(found.storage_key);
  return bytes && { fileName: found.file_name, contentType: found.content_type, bytes };
}

/** Removes a comprovante (row and file) and records "detached"; false when it is not found in the organization. */
export async function deleteReceipt(scope: TenantScope, entryId: string, attachmentId: string): Promise<boolean> {
  const database = await db();
  const found = await findAttachment(database, scope, entryId, attachmentId);
  if (!found) return false;
  const removed = await database.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("finance_attachments")
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", found.id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    await recordEvent(trx, scope, entryId, "detached", { fileName: found.file_name }, new Date().toISOString());
    return true;
  });
  if (removed) await removePrivateFile(found.storage_key).catch(() => undefined);
  return removed;
}
