/**
 * The files of an atendimento's messages (docs/decisions/0035): a resposta's, sent with its e-mail, and those of
 * an e-mail that came in. Checked as the comprovantes are (PDF, JPEG, PNG or WebP by content, 10 MB each), at most
 * ATTACHMENTS_MAX and ATTACHMENTS_TOTAL_MAX a message; written under `crm/<organizationId>/` before the message's
 * transaction and removed when it does not happen; read back only for the atendimento's organization.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { ATTACHMENT_MESSAGES, receiptProblem, receiptTypeOf } from "~/config/receipt-rules";
import { cleanFileName } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { readPrivateFile, removePrivateFile, writePrivateFile } from "~/media/private-files.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { ATTACHMENT_LIMIT_MESSAGES, ATTACHMENTS_MAX, ATTACHMENTS_TOTAL_MAX } from "./attachment-rules";
import { TicketRefusal } from "./ticket-text";

const FILE_NAME_MAX = 200;

/** A file as it arrived: its name as the sender gave it, and its bytes. */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** A checked file written to storage, waiting for its message's row. */
export interface StagedFile {
  id: string;
  key: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A file as the timeline lists it. */
export interface AttachmentSummary {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** A refusal of a message's files (a TicketRefusal): the form shows it beside them. */
export class AttachmentRefusal extends TicketRefusal {}

/** Throws AttachmentRefusal (pt-BR, naming the file) unless every file passes the comprovantes' rules and they fit the message's count and total. */
export function checkAttachments(files: readonly IncomingFile[]): void {
  if (files.length > ATTACHMENTS_MAX) throw new AttachmentRefusal(ATTACHMENT_LIMIT_MESSAGES.count);
  for (const file of files) {
    const problem = receiptProblem(file.bytes, ATTACHMENT_MESSAGES);
    if (problem) throw new AttachmentRefusal(`${cleanFileName(file.name, "anexo", FILE_NAME_MAX)}: ${problem}`);
  }
  if (files.reduce((sum, file) => sum + file.bytes.length, 0) > ATTACHMENTS_TOTAL_MAX)
    throw new AttachmentRefusal(ATTACHMENT_LIMIT_MESSAGES.total);
}

/**
 * Checks `files` (AttachmentRefusal, nothing written), writes them, then runs `work` with them; when `work` throws or
 * answers null (no such atendimento) the files are removed again.
 */
export async function withAttachments<T>(
  organizationId: string,
  files: readonly IncomingFile[],
  work: (staged: StagedFile[]) => Promise<T | null>,
): Promise<T | null> {
  checkAttachments(files);
  const staged: StagedFile[] = [];
  const discard = () => Promise.all(staged.map((file) => removePrivateFile(file.key).catch(() => undefined)));
  try {
    for (const file of files) {
      const id = randomUUID();
      const key = `crm/${organizationId}/${id}`;
      await writePrivateFile(key, file.bytes);
      const fileName = cleanFileName(file.name, "anexo", FILE_NAME_MAX);
      staged.push({ id, key, fileName, contentType: receiptTypeOf(file.bytes)!, bytes: file.bytes });
    }
    const result = await work(staged);
    if (result === null) await discard();
    return result;
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Records `staged` as the files of timeline entry `timelineId`. */
export async function linkAttachments(
  trx: Transaction<Database>,
  entry: { organizationId: string; ticketId: string; timelineId: string; at: string },
  staged: readonly StagedFile[],
): Promise<void> {
  if (staged.length === 0) return;
  await trx
    .insertInto("crm_attachments")
    .values(
      staged.map((file) => ({
        id: file.id,
        organization_id: entry.organizationId,
        ticket_id: entry.ticketId,
        timeline_id: entry.timelineId,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        storage_key: file.key,
        created_at: entry.at,
      })),
    )
    .execute();
}

/** The files of the atendimento's messages, by timeline entry, in the order they came. */
export async function attachmentsByEntry(
  executor: Kysely<Database>,
  organizationId: string,
  ticketId: string,
): Promise<Map<string, AttachmentSummary[]>> {
  const rows = await executor
    .selectFrom("crm_attachments")
    .select(["id", "timeline_id", "file_name", "content_type", "size_bytes"])
    .where("organization_id", "=", organizationId)
    .where("ticket_id", "=", ticketId)
    .orderBy("created_at")
    .orderBy("file_name")
    .execute();
  const byEntry = new Map<string, AttachmentSummary[]>();
  for (const row of rows) {
    const list = byEntry.get(row.timeline_id) ?? [];
    list.push({ id: row.id, fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes });
    byEntry.set(row.timeline_id, list);
  }
  return byEntry;
}

/** A file of the organization's atendimento `ticketId`, for download; null when either is not the organization's or the file is gone. */
export async function openTicketAttachment(
  scope: Pick<TenantScope, "organizationId">,
  ticketId: string,
  attachmentId: string,
): Promise<{ fileName: string; contentType: string; bytes: Buffer } | null> {
  if (!isId(ticketId) || !isId(attachmentId)) return null;
  const found = await (
    await db()
  )
    .selectFrom("crm_attachments")
    .select(["file_name", "content_type", "storage_key"])
    .where("organization_id", "=", scope.organizationId)
    .where("ticket_id", "=", ticketId)
    .where("id", "=", attachmentId)
    .executeTakeFirst();
  const bytes = found ? await readPrivateFile(found.storage_key) : null;
  return found && bytes ? { fileName: found.file_name, contentType: found.content_type, bytes } : null;
}
