/**
 * The régua de cobrança on the test database, the clock moved day by day: with the defaults a charge due on 10/12 is
 * reminded on 07/12, 10/12, 13/12 and 17/12, once each even when two runs meet; nothing after a baixa, a
 * cancellation or the contato's opt-out; each reminder is on the entry's history.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { entryEvents } from "~/modules/finance/events.server";
import { settleEntry } from "~/modules/finance/settlements.server";
import { chargeBooks } from "../../../tests/support/charges";
import { baixaInput } from "../../../tests/support/ledger-books";
import { messagesTo } from "../../../tests/support/outbox";
import { cancelCharge, optOutOfReminders, sendCharges } from "./charges.server";
import { saveChargeSettings } from "./company.server";
import { remindCharges } from "./reminders.server";
import { dueStep, reminderOffsets } from "./reminders";

/** Noon in São Paulo on `day`. */
const noonOf = (day: string) => new Date(`${day}T15:00:00.000Z`);
const reminders = async (email: string) => (await messagesTo(email)).filter((mail) => mail.subject.startsWith("Lembrete"));

describe("the steps of the régua", () => {
  it("are the latest step reached, after the day the charge was sent", () => {
    const offsets = reminderOffsets({ remindersOn: true, daysBefore: 3, onDueDate: true, daysAfter: [3, 7] });
    expect(offsets).toEqual([-3, 0, 3, 7]);
    expect(dueStep(offsets, "2026-12-10", "2026-11-20", "2026-12-06")).toBeNull();
    expect(dueStep(offsets, "2026-12-10", "2026-11-20", "2026-12-08")).toBe(-3);
    expect(dueStep(offsets, "2026-12-10", "2026-11-20", "2026-12-30")).toBe(7);
    expect(dueStep(offsets, "2026-12-10", "2026-12-07", "2026-12-07")).toBeNull();
    expect(reminderOffsets({ remindersOn: false, daysBefore: 3, onDueDate: true, daysAfter: [3] })).toEqual([]);
  });
});

describe("the reminders of a charge", () => {
  it("go out on the right days, once each, and stop at the baixa", async () => {
    const { books, entryId, email } = await chargeBooks();
    await sendCharges(books.scope, [entryId], noonOf("2026-11-20"));
    const sentOn: Record<string, number> = {};
    for (let day = 1; day <= 20; day++) {
      const date = `2026-12-${String(day).padStart(2, "0")}`;
      // Two runs at once (two workers) and a later one the same day: one e-mail at most.
      await Promise.all([remindCharges(noonOf(date)), remindCharges(noonOf(date))]);
      await remindCharges(new Date(noonOf(date).getTime() + 3_600_000));
      const count = (await reminders(email)).length;
      if (count > Object.values(sentOn).reduce((a, b) => a + b, 0))
        sentOn[date] = count - Object.values(sentOn).reduce((a, b) => a + b, 0);
    }
    expect(sentOn).toEqual({ "2026-12-07": 1, "2026-12-10": 1, "2026-12-13": 1, "2026-12-17": 1 });
    const subjects = (await reminders(email)).map((mail) => mail.subject);
    expect(new Set(subjects)).toEqual(new Set(["Lembrete de pagamento: R$\u00a01.234,56, vencimento 10/12/2026"]));
    const history = await entryEvents(await db(), books.scope, entryId);
    expect(history.filter((event) => event.action === "reminded").map((event) => event.actorName)).toEqual(
      Array(4).fill("Régua de cobrança"),
    );

    const late = await chargeBooks({ dueDate: "2026-11-28" });
    await sendCharges(late.books.scope, [late.entryId], noonOf("2026-11-20"));
    await settleEntry(
      late.books.scope,
      late.entryId,
      baixaInput(late.books, { settledOn: "2026-11-27", amountCents: 123456 }),
      "2026-11-30",
    );
    await remindCharges(noonOf("2026-12-01"));
    expect(await reminders(late.email)).toEqual([]);
  });

  it("stop for a cancelled charge, a contato who opted out, and an organization that turned them off", async () => {
    const cancelled = await chargeBooks();
    await sendCharges(cancelled.books.scope, [cancelled.entryId], noonOf("2026-11-20"));
    await cancelCharge(cancelled.books.scope, cancelled.entryId);

    const optedOut = await chargeBooks();
    await sendCharges(optedOut.books.scope, [optedOut.entryId], noonOf("2026-11-20"));
    const token = /\/cobranca\/([A-Za-z0-9_-]{43})/.exec((await messagesTo(optedOut.email))[0]!.text)![1]!;
    expect(await optOutOfReminders(token, optedOut.slug)).toBe(true);

    const off = await chargeBooks();
    await saveChargeSettings(off.books.scope, {
      remindersOn: false,
      daysBefore: 3,
      onDueDate: true,
      daysAfter: [3],
      fine: 200,
      interest: 100,
    });
    await sendCharges(off.books.scope, [off.entryId], noonOf("2026-11-20"));

    for (const date of ["2026-12-07", "2026-12-10", "2026-12-13"]) await remindCharges(noonOf(date));
    for (const { email } of [cancelled, optedOut, off]) expect(await reminders(email)).toEqual([]);
  });
});
