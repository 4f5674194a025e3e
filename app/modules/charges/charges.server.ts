/**
 * Pix charges of receivables (docs/decisions/0038). An administrator sends one for an open receita with a contato
 * e-mail: the charge gets a public token and a txid, carries the organization's default Pix key, and is e-mailed with
 * the link to /cobranca/<token>. Its state follows the entry: settled in full by any baixa (the baixa form, a statement
 * line, a sale's) it shows "Pago em"; cancelled or deleted, or cancelled here, the link answers 404.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { config } from "~/config.server";
import type { ChargeRefusal } from "~/config/charges";
import { daysBetween, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney } from "~/config/format";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { isUniqueViolation } from "~/db/errors";
import { chargeEmail } from "~/mail/charge-emails.server";
import { sendMail } from "~/mail/mailer.server";
import { readMailSettings } from "~/modules/crm/mail-settings.server";
import { recordEvent } from "~/modules/finance/events.server";
import { isId } from "~/modules/ids";
import { saleCode } from "~/modules/sales/numbers";
import type { TenantScope } from "~/modules/tenant-scope";
import { logger } from "~/server/logger.server";
import { newTxid } from "./brcode.server";
import { companyCard, type ChargeSettings, type CompanyCard } from "./company-rules";
import { companyName, listPixKeys, readChargeSettings, readCompany } from "./company.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** A charge link's token: 32 random bytes in base64url. */
export const CHARGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The most receivables one "Enviar cobrança" sends. */
export const CHARGE_BATCH_MAX = 100;

/** The public page's address for `token` of the organization `slug` (the page answers only on its organization's address). */
export const chargeLink = (token: string, slug: string) =>
  `${config().publicUrl}/cobranca/${token}?organization=${encodeURIComponent(slug)}`;

/** The organization's slug, for its charges' links. */
async function slugOf(executor: Executor, organizationId: string): Promise<string> {
  const row = await executor
    .selectFrom("organizations")
    .select("slug")
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return row.slug;
}

/** The entries' rows a charge needs, of the organization only; `openCents` is what is left to receive. */
async function receivables(executor: Executor, organizationId: string, entryIds: readonly string[]) {
  if (entryIds.length === 0) return [];
  return executor
    .selectFrom("finance_entries as e")
    .leftJoin("contacts as c", (join) =>
      join.onRef("c.id", "=", "e.contact_id").onRef("c.organization_id", "=", "e.organization_id"),
    )
    .select([
      "e.id",
      "e.kind",
      "e.description",
      "e.amount_cents",
      "e.settled_cents",
      "e.due_date",
      "e.cancelled_at",
      "e.deleted_at",
      "c.email",
      "c.reminders_opted_out_at",
    ])
    .where("e.organization_id", "=", organizationId)
    .where("e.id", "in", entryIds)
    .execute();
}

type Receivable = Awaited<ReturnType<typeof receivables>>[number];

/** Why `row` cannot be charged at all (a settled receita, or not an open receita), or null when it can. */
const closedReason = (row: Receivable): ChargeRefusal | null =>
  row.kind !== "receita" || row.cancelled_at !== null || row.deleted_at !== null
    ? "notOpen"
    : row.settled_cents >= row.amount_cents
      ? "settled"
      : null;

/** The organization's sender for customers: the desk's sender name (else its name) and reply address. */
async function sender(scope: TenantScope) {
  const settings = await readMailSettings(scope);
  return { senderName: settings.senderName ?? settings.organizationName, replyTo: settings.replyAddress ?? undefined };
}

/** What one "Enviar cobrança" did: how many e-mails went, and each receivable refused with its reason. */
export interface ChargeOutcome {
  sent: number;
  refused: Array<{ entryId: string; reason: ChargeRefusal }>;
}

/** The entries among `entryIds` of the organization that already have a live (not cancelled) charge. */
async function charged(executor: Executor, organizationId: string, entryIds: readonly string[]): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await executor
    .selectFrom("finance_charges")
    .select("entry_id")
    .where("organization_id", "=", organizationId)
    .where("entry_id", "in", entryIds)
    .where("cancelled_at", "is", null)
    .execute();
  return new Set(rows.map((row) => row.entry_id));
}

/**
 * Sends (or sends again) the charge of each of the organization's receivables among `entryIds` (others ignored; at
 * most CHARGE_BATCH_MAX): the first send makes the charge, a later one re-sends the same link to the contato's current
 * e-mail; a cancelled charge gets a new link. With `onlyNew` (the bulk "Enviar cobrança") an entry whose charge is live
 * is refused as "charged" instead of re-sent. Each e-mail is recorded on the entry's history ("charged"). Refuses all
 * when the organization has no Pix key or no city.
 */
export async function sendCharges(
  scope: TenantScope,
  entryIds: readonly string[],
  now = new Date(),
  { onlyNew = false }: { onlyNew?: boolean } = {},
): Promise<ChargeOutcome> {
  const ids = [...new Set(entryIds.filter(isId))].slice(0, CHARGE_BATCH_MAX);
  const database = await db();
  const [key] = await listPixKeys(scope);
  const company = await readCompany(scope);
  const rows = await receivables(database, scope.organizationId, ids);
  const general: ChargeRefusal | null = !key ? "noKey" : !company.city ? "noCity" : null;
  if (general || !key) return { sent: 0, refused: rows.map((row) => ({ entryId: row.id, reason: general ?? "noKey" })) };
  const from = await sender(scope);
  const slug = await slugOf(database, scope.organizationId);
  const outcome: ChargeOutcome = { sent: 0, refused: [] };
  const live = onlyNew ? await charged(database, scope.organizationId, ids) : new Set<string>();
  for (const row of rows) {
    const closed = closedReason(row);
    if (closed) outcome.refused.push({ entryId: row.id, reason: closed });
    else if (live.has(row.id)) outcome.refused.push({ entryId: row.id, reason: "charged" });
    else if (!row.email) outcome.refused.push({ entryId: row.id, reason: "noEmail" });
    else {
      const charge = await openCharge(scope, row.id, row.email, key, now);
      try {
        await sendMail(
          chargeEmail({
            to: row.email,
            companyName: companyName(company),
            ...from,
            description: row.description,
            amount: formatMoney(row.amount_cents - row.settled_cents),
            dueDate: formatDate(row.due_date),
            link: chargeLink(charge.token, slug),
            reminderOffset: null,
          }),
        );
      } catch (error) {
        logger().error({ err: error, entryId: row.id }, "charges: a charge could not be e-mailed");
        outcome.refused.push({ entryId: row.id, reason: "mailFailed" });
        continue;
      }
      await database.transaction().execute(async (trx) => {
        await trx
          .updateTable("finance_charges")
          .set((eb) => ({ sent_at: now.toISOString(), send_count: eb("send_count", "+", 1) }))
          .where("id", "=", charge.id)
          .execute();
        await recordEvent(trx, scope, row.id, "charged", { to: row.email }, now.toISOString());
      });
      outcome.sent++;
    }
  }
  return outcome;
}

/** The entry's live charge, made now (or renewed when cancelled) to `recipient` with `key`; two at once keep one. */
async function openCharge(
  scope: TenantScope,
  entryId: string,
  recipient: string,
  key: { kind: Database["finance_pix_keys"]["kind"]; key: string },
  now: Date,
): Promise<{ id: string; token: string }> {
  const database = await db();
  const existing = await database
    .selectFrom("finance_charges")
    .select(["id", "token", "cancelled_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("entry_id", "=", entryId)
    .executeTakeFirst();
  if (existing && existing.cancelled_at === null) {
    await database.updateTable("finance_charges").set({ recipient }).where("id", "=", existing.id).execute();
    return existing;
  }
  const fresh = {
    token: randomBytes(32).toString("base64url"),
    txid: newTxid(),
    pix_kind: key.kind,
    pix_key: key.key,
    recipient,
    created_by: scope.userId,
    created_at: now.toISOString(),
    sent_at: now.toISOString(),
    send_count: 0,
    cancelled_at: null,
  };
  if (existing) {
    await database.updateTable("finance_charges").set(fresh).where("id", "=", existing.id).execute();
    await database.deleteFrom("finance_charge_reminders").where("charge_id", "=", existing.id).execute();
    return { id: existing.id, token: fresh.token };
  }
  const id = randomUUID();
  try {
    await database
      .insertInto("finance_charges")
      .values({ id, organization_id: scope.organizationId, entry_id: entryId, ...fresh })
      .execute();
    return { id, token: fresh.token };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return openCharge(scope, entryId, recipient, key, now);
  }
}

/** Cancels the entry's charge: its link answers 404 and no reminder goes; false when it has no live charge. */
export async function cancelCharge(scope: TenantScope, entryId: string, now = new Date()): Promise<boolean> {
  if (!isId(entryId)) return false;
  const done = await (
    await db()
  )
    .updateTable("finance_charges")
    .set({ cancelled_at: now.toISOString() })
    .where("organization_id", "=", scope.organizationId)
    .where("entry_id", "=", entryId)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** A charge as the back office shows it beside its entry. */
export interface ChargeSummary {
  entryId: string;
  state: "aberta" | "paga" | "cancelada";
  link: string;
  recipient: string;
  sentAt: string;
  sendCount: number;
  txid: string;
}

const stateOf = (
  row: Pick<Receivable, "cancelled_at" | "deleted_at" | "settled_cents" | "amount_cents">,
  cancelledAt: string | null,
) =>
  cancelledAt !== null || row.cancelled_at !== null || row.deleted_at !== null
    ? ("cancelada" as const)
    : row.settled_cents >= row.amount_cents
      ? ("paga" as const)
      : ("aberta" as const);

/** The organization's charges of `entryIds` (none of another organization's), by entry id. */
export async function chargesOf(
  scope: Pick<TenantScope, "organizationId">,
  entryIds: readonly string[],
): Promise<Map<string, ChargeSummary>> {
  const ids = entryIds.filter(isId);
  if (ids.length === 0) return new Map();
  const rows = await (
    await db()
  )
    .selectFrom("finance_charges as ch")
    .innerJoin("finance_entries as e", (join) =>
      join.onRef("e.id", "=", "ch.entry_id").onRef("e.organization_id", "=", "ch.organization_id"),
    )
    .innerJoin("organizations as o", "o.id", "ch.organization_id")
    .select([
      "o.slug",
      "ch.entry_id",
      "ch.token",
      "ch.txid",
      "ch.recipient",
      "ch.sent_at",
      "ch.send_count",
      "ch.cancelled_at as charge_cancelled_at",
      "e.cancelled_at",
      "e.deleted_at",
      "e.settled_cents",
      "e.amount_cents",
    ])
    .where("ch.organization_id", "=", scope.organizationId)
    .where("ch.entry_id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.entry_id,
      {
        entryId: row.entry_id,
        state: stateOf(row, row.charge_cancelled_at),
        link: chargeLink(row.token, row.slug),
        recipient: row.recipient,
        sentAt: row.sent_at,
        sendCount: row.send_count,
        txid: row.txid,
      },
    ]),
  );
}

/** An open charge as the CRM lists it beside a contato's atendimentos; money in centavos, dates `YYYY-MM-DD`. */
export interface ContactCharge {
  entryId: string;
  description: string;
  openCents: number;
  dueDate: string;
  /** "vencida" once the due date has passed (São Paulo's day), else "aberta". */
  state: "aberta" | "vencida";
}

/** The most open charges the CRM lists for one contato. */
export const CONTACT_CHARGES_MAX = 20;

/**
 * The organization's open charges (sent, not cancelled, their entry still to receive) of contato `contactId`, by due
 * date, at most CONTACT_CHARGES_MAX; none of another organization's.
 */
export async function openChargesOfContact(
  scope: Pick<TenantScope, "organizationId">,
  contactId: string,
  now = new Date(),
): Promise<ContactCharge[]> {
  if (!isId(contactId)) return [];
  const rows = await (
    await db()
  )
    .selectFrom("finance_charges as ch")
    .innerJoin("finance_entries as e", (join) =>
      join.onRef("e.id", "=", "ch.entry_id").onRef("e.organization_id", "=", "ch.organization_id"),
    )
    .select(["e.id", "e.description", "e.amount_cents", "e.settled_cents", "e.due_date"])
    .where("ch.organization_id", "=", scope.organizationId)
    .where("e.contact_id", "=", contactId)
    .where("ch.cancelled_at", "is", null)
    .where("e.kind", "=", "receita")
    .where("e.cancelled_at", "is", null)
    .where("e.deleted_at", "is", null)
    .whereRef("e.settled_cents", "<", "e.amount_cents")
    .orderBy("e.due_date")
    .orderBy("e.id")
    .limit(CONTACT_CHARGES_MAX)
    .execute();
  const today = todayInSaoPaulo(now);
  return rows.map((row) => ({
    entryId: row.id,
    description: row.description,
    openCents: row.amount_cents - row.settled_cents,
    dueDate: row.due_date,
    state: row.due_date < today ? "vencida" : "aberta",
  }));
}

/** What the public page shows of an open charge; money in centavos, dates `YYYY-MM-DD`. */
export interface PublicCharge {
  state: "aberta";
  company: CompanyCard;
  merchantName: string;
  merchantCity: string;
  description: string;
  saleCode: string | null;
  pixKey: string;
  pixKind: Database["finance_pix_keys"]["kind"];
  txid: string;
  dueDate: string;
  openCents: number;
  /** Multa and juros added when paid after the due date (0 before it), and the amount the BR Code asks. */
  fineCents: number;
  interestCents: number;
  totalCents: number;
  settings: Pick<ChargeSettings, "fineBasisPoints" | "interestBasisPoints">;
  remindersOptedOut: boolean;
}

/** A paid charge: the company and the day of the last baixa. */
export interface PaidCharge {
  state: "paga";
  company: CompanyCard;
  description: string;
  saleCode: string | null;
  paidOn: string;
}

const saleCodeOf = (row: { proposal_number: number | null; order_number: number | null }) =>
  row.order_number !== null || row.proposal_number !== null ? saleCode(row) : null;

/** Multa once and juros per day late (a month as 30 days) on `openCents`, after `dueDate` as of `today`. */
export function lateCharges(
  openCents: number,
  dueDate: string,
  today: string,
  settings: Pick<ChargeSettings, "fineBasisPoints" | "interestBasisPoints">,
) {
  const late = Math.max(0, daysBetween(dueDate, today));
  if (late === 0) return { fineCents: 0, interestCents: 0 };
  return {
    fineCents: Math.round((openCents * settings.fineBasisPoints) / 10_000),
    interestCents: Math.round((openCents * settings.interestBasisPoints * late) / (10_000 * 30)),
  };
}

async function findByToken(executor: Executor, token: string, slug: string) {
  if (!CHARGE_TOKEN.test(token)) return undefined;
  return executor
    .selectFrom("finance_charges as ch")
    .innerJoin("organizations as o", (join) => join.onRef("o.id", "=", "ch.organization_id").on("o.slug", "=", slug))
    .innerJoin("finance_entries as e", (join) =>
      join.onRef("e.id", "=", "ch.entry_id").onRef("e.organization_id", "=", "ch.organization_id"),
    )
    .leftJoin("contacts as c", (join) =>
      join.onRef("c.id", "=", "e.contact_id").onRef("c.organization_id", "=", "e.organization_id"),
    )
    .leftJoin("sale_receivables as r", (join) =>
      join.onRef("r.entry_id", "=", "e.id").onRef("r.organization_id", "=", "e.organization_id"),
    )
    .leftJoin("sales as s", (join) => join.onRef("s.id", "=", "r.sale_id").onRef("s.organization_id", "=", "r.organization_id"))
    .select([
      "ch.id",
      "ch.organization_id",
      "ch.entry_id",
      "ch.txid",
      "ch.pix_key",
      "ch.pix_kind",
      "ch.cancelled_at as charge_cancelled_at",
      "e.description",
      "e.amount_cents",
      "e.settled_cents",
      "e.due_date",
      "e.cancelled_at",
      "e.deleted_at",
      "e.contact_id",
      "c.reminders_opted_out_at",
      "s.id as sale_id",
      "s.proposal_number",
      "s.order_number",
    ])
    .where("ch.token", "=", token)
    .executeTakeFirst();
}

/** The day of the entry's last live baixa. */
async function paidOn(executor: Executor, organizationId: string, entryId: string): Promise<string> {
  const row = await executor
    .selectFrom("finance_settlements")
    .select((eb) => eb.fn.max("settled_on").as("day"))
    .where("organization_id", "=", organizationId)
    .where("entry_id", "=", entryId)
    .where("reversed_at", "is", null)
    .executeTakeFirst();
  return row?.day ?? todayInSaoPaulo();
}

/**
 * The charge of `token` as of `now`, for the public page on the address of organization `slug`; null (404) for an
 * unknown token, another organization's, a cancelled charge or entry.
 */
export async function chargeByToken(token: string, slug: string, now = new Date()): Promise<PublicCharge | PaidCharge | null> {
  const database = await db();
  const row = await findByToken(database, token, slug);
  if (!row) return null;
  const state = stateOf(row, row.charge_cancelled_at);
  if (state === "cancelada") return null;
  const scope = { organizationId: row.organization_id };
  const company = await readCompany(scope);
  const card = companyCard(company);
  if (state === "paga")
    return {
      state,
      company: card,
      description: row.description,
      saleCode: saleCodeOf(row),
      paidOn: await paidOn(database, row.organization_id, row.entry_id),
    };
  const settings = await readChargeSettings(scope);
  const openCents = row.amount_cents - row.settled_cents;
  const late = lateCharges(openCents, row.due_date, todayInSaoPaulo(now), settings);
  return {
    state,
    company: card,
    merchantName: companyName(company),
    merchantCity: company.city ?? "",
    description: row.description,
    saleCode: saleCodeOf(row),
    pixKey: row.pix_key,
    pixKind: row.pix_kind,
    txid: row.txid,
    dueDate: row.due_date,
    openCents,
    ...late,
    totalCents: openCents + late.fineCents + late.interestCents,
    settings: { fineBasisPoints: settings.fineBasisPoints, interestBasisPoints: settings.interestBasisPoints },
    remindersOptedOut: row.reminders_opted_out_at !== null,
  };
}

/**
 * The sale whose parcela `token` charges, for the public page's print view on the address of organization `slug`:
 * the organization and the sale's id; null for a charge not of a sale and for whatever chargeByToken answers 404.
 */
export async function chargeSale(token: string, slug: string): Promise<{ organizationId: string; saleId: string } | null> {
  const row = await findByToken(await db(), token, slug);
  if (!row?.sale_id || stateOf(row, row.charge_cancelled_at) === "cancelada") return null;
  return { organizationId: row.organization_id, saleId: row.sale_id };
}

/** The contato of `token`'s open charge asks for no more reminders (of any charge of the organization); false when the link does not open a charge. */
export async function optOutOfReminders(token: string, slug: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const row = await findByToken(database, token, slug);
  if (!row || stateOf(row, row.charge_cancelled_at) === "cancelada" || !row.contact_id) return false;
  await database
    .updateTable("contacts")
    .set({ reminders_opted_out_at: now.toISOString() })
    .where("organization_id", "=", row.organization_id)
    .where("id", "=", row.contact_id)
    .where("reminders_opted_out_at", "is", null)
    .execute();
  return true;
}
