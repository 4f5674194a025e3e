/**
 * The régua de cobrança run by the periodic work (docs/decisions/0038): each open charge whose contato has not opted
 * out gets the reminder of the step it is at (reminders.ts), once. The step is claimed by inserting its row
 * (finance_charge_reminders, primary key charge and step) before the e-mail goes, so of several workers or instances
 * one sends it; a failed e-mail gives the claim back for the next run. Recorded on the entry's history.
 */
import { sql } from "kysely";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney } from "~/config/format";
import { db } from "~/db/db.server";
import { runAlone } from "~/db/run-alone.server";
import { chargeEmail } from "~/mail/charge-emails.server";
import { sendMail } from "~/mail/mailer.server";
import { readMailSettings } from "~/modules/crm/mail-settings.server";
import { recordEvent, SYSTEM_ACTOR_ID } from "~/modules/finance/events.server";
import { logger } from "~/server/logger.server";
import { chargeLink } from "./charges.server";
import { companyName, readChargeSettings, readCompany } from "./company.server";
import { REMINDER_DAYS_MAX } from "./company-rules";
import { dueStep, reminderOffsets } from "./reminders";

/** How often the periodic work looks for reminders due. */
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;
/** The most reminders one run sends; the rest go on the next. */
const BATCH = 500;

/** Sends the reminders due on `now`'s day in São Paulo; how many went, or null when another instance is at it. */
export function remindCharges(now: Date = new Date(), signal?: AbortSignal): Promise<number | null> {
  return runAlone("charges:reminders", async () => {
    const database = await db();
    const today = todayInSaoPaulo(now);
    const open = await database
      .selectFrom("finance_charges as ch")
      .innerJoin("finance_entries as e", (join) =>
        join.onRef("e.id", "=", "ch.entry_id").onRef("e.organization_id", "=", "ch.organization_id"),
      )
      .innerJoin("organizations as o", "o.id", "ch.organization_id")
      .innerJoin("contacts as c", (join) =>
        join.onRef("c.id", "=", "e.contact_id").onRef("c.organization_id", "=", "e.organization_id"),
      )
      .select([
        "o.slug",
        "ch.id",
        "ch.organization_id",
        "ch.entry_id",
        "ch.token",
        "ch.recipient",
        "ch.created_at",
        "e.description",
        "e.amount_cents",
        "e.settled_cents",
        "e.due_date",
      ])
      .where("ch.cancelled_at", "is", null)
      .where("e.cancelled_at", "is", null)
      .where("e.deleted_at", "is", null)
      .where("e.kind", "=", "receita")
      .where(sql<boolean>`e.settled_cents < e.amount_cents`)
      .where("c.reminders_opted_out_at", "is", null)
      .where("e.due_date", ">=", addDaysTo(today, -REMINDER_DAYS_MAX))
      .where("e.due_date", "<=", addDaysTo(today, REMINDER_DAYS_MAX))
      .orderBy("e.due_date")
      .limit(BATCH)
      .execute();
    const perOrganization = new Map<
      string,
      Promise<{ offsets: number[]; company: string; senderName: string; replyTo?: string }>
    >();
    const organizationOf = (organizationId: string) => {
      let found = perOrganization.get(organizationId);
      if (!found) {
        const scope = { organizationId, userId: SYSTEM_ACTOR_ID };
        found = Promise.all([readChargeSettings(scope), readCompany(scope), readMailSettings(scope)]).then(
          ([settings, company, mail]) => ({
            offsets: reminderOffsets(settings),
            company: companyName(company),
            senderName: mail.senderName ?? mail.organizationName,
            replyTo: mail.replyAddress ?? undefined,
          }),
        );
        perOrganization.set(organizationId, found);
      }
      return found;
    };
    let sent = 0;
    for (const charge of open) {
      if (signal?.aborted) break;
      const organization = await organizationOf(charge.organization_id);
      const step = dueStep(organization.offsets, charge.due_date, todayInSaoPaulo(new Date(charge.created_at)), today);
      if (step === null) continue;
      const claimed = await database
        .insertInto("finance_charge_reminders")
        .values({ charge_id: charge.id, offset_days: step, organization_id: charge.organization_id, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(["charge_id", "offset_days"]).doNothing())
        .returning("charge_id")
        .executeTakeFirst();
      if (!claimed) continue;
      try {
        await sendMail(
          chargeEmail({
            to: charge.recipient,
            companyName: organization.company,
            senderName: organization.senderName,
            ...(organization.replyTo ? { replyTo: organization.replyTo } : {}),
            description: charge.description,
            amount: formatMoney(charge.amount_cents - charge.settled_cents),
            dueDate: formatDate(charge.due_date),
            link: chargeLink(charge.token, charge.slug),
            reminderOffset: step,
          }),
        );
      } catch (error) {
        logger().error({ err: error, chargeId: charge.id }, "charges: a reminder could not be e-mailed");
        await database
          .deleteFrom("finance_charge_reminders")
          .where("charge_id", "=", charge.id)
          .where("offset_days", "=", step)
          .execute();
        continue;
      }
      await database
        .transaction()
        .execute((trx) =>
          recordEvent(
            trx,
            { organizationId: charge.organization_id, userId: SYSTEM_ACTOR_ID },
            charge.entry_id,
            "reminded",
            { to: charge.recipient, offsetDays: step },
            now.toISOString(),
          ),
        );
      sent++;
    }
    return sent;
  });
}
