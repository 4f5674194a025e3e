/**
 * The desk's e-mail to contacts, per organization (docs/decisions/0035): whose name it comes in (the sender's name
 * set here, else the organization's) and where an answer goes: the atendimento's reply address when the listener is
 * on (INBOUND_SMTP_PORT), else the reply address set here, else nowhere (MAIL_FROM's own address).
 */
import { randomBytes } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import type { MailSettingsInput } from "./mail-settings-schemas";
import { base32, inboxAddress, REPLY_TOKEN_BYTES, ticketReplyAddress } from "./reply-address";

/** What the settings page shows: the values set (null: the default), the organization's name, and its inbox when the listener is on. */
export interface MailSettings extends MailSettingsInput {
  organizationName: string;
  /** `<slug>@<INBOUND_MAIL_DOMAIN>`, where a new e-mail opens an atendimento; null when the listener is off. */
  inbox: string | null;
}

async function settingsRow(organizationId: string) {
  return (await db())
    .selectFrom("organizations as o")
    .leftJoin("crm_mail_settings as s", "s.organization_id", "o.id")
    .select(["o.slug", "o.display_name", "s.sender_name", "s.reply_address"])
    .where("o.id", "=", organizationId)
    .executeTakeFirstOrThrow();
}

export async function readMailSettings(scope: TenantScope): Promise<MailSettings> {
  const row = await settingsRow(scope.organizationId);
  const inbound = config().inboundMail;
  return {
    senderName: row.sender_name,
    replyAddress: row.reply_address,
    organizationName: row.display_name,
    inbox: inbound ? inboxAddress(row.slug, inbound.domain) : null,
  };
}

/** Saves both settings (an upsert: two saves at once both succeed, the last wins). */
export async function saveMailSettings(scope: TenantScope, input: MailSettingsInput): Promise<void> {
  const values = { sender_name: input.senderName, reply_address: input.replyAddress, updated_at: new Date().toISOString() };
  await (
    await db()
  )
    .insertInto("crm_mail_settings")
    .values({ organization_id: scope.organizationId, ...values })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(values))
    .execute();
}

/** The atendimento's reply token, made now if it has none (two at once keep the first). */
async function replyToken(organizationId: string, ticketId: string): Promise<string> {
  const database = await db();
  await database
    .updateTable("crm_tickets")
    .set({ reply_token: base32(randomBytes(REPLY_TOKEN_BYTES)) })
    .where("organization_id", "=", organizationId)
    .where("id", "=", ticketId)
    .where("reply_token", "is", null)
    .execute();
  const row = await database
    .selectFrom("crm_tickets")
    .select("reply_token")
    .where("organization_id", "=", organizationId)
    .where("id", "=", ticketId)
    .executeTakeFirstOrThrow();
  return row.reply_token!;
}

/** The sender's name and Reply-To of an e-mail about atendimento `ticketId` to its contact. */
export async function contactMailHeaders(
  organizationId: string,
  ticketId: string,
): Promise<{ senderName: string; replyTo?: string }> {
  const row = await settingsRow(organizationId);
  const senderName = row.sender_name ?? row.display_name;
  const inbound = config().inboundMail;
  if (inbound)
    return { senderName, replyTo: ticketReplyAddress(row.slug, await replyToken(organizationId, ticketId), inbound.domain) };
  return row.reply_address ? { senderName, replyTo: row.reply_address } : { senderName };
}
