/**
 * The régua de cobrança end to end (docs/decisions/0038), on both databases: admin-eleve sends the charge of a
 * receivable due on the 10th; the test runs the reminders in its own process against the server's database with the
 * clock moved a day at a time (twice at once, and again an hour later, as several workers would), and reads
 * /dev/outbox after each day: one reminder 3 days before, on the day, 3 and 7 days after, none on the others.
 */
import { expect, test } from "@playwright/test";
import { addDaysTo } from "~/config/calendar";
import { addEntry, newLedger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { chargeLinks, cliente, eleveCharging, outboxOf } from "./charges-helpers";
import { yearAhead } from "../support/ledger-years";

const { remindCharges } = await import("~/modules/charges/reminders.server");

const eleve = origin("eleve");

/** Noon in São Paulo on `day`. */
const noonOf = (day: string) => new Date(`${day}T15:00:00.000Z`);

/** One run of the régua on `now` that did its work (on PostgreSQL the server's own run may hold the lock a moment). */
async function remindOnce(now: Date): Promise<void> {
  await expect.poll(() => remindCharges(now), { timeout: 10_000 }).not.toBeNull();
}

test("reminders go out 3 days before, on, 3 and 7 days after the due date, once each", { tag: "@sql" }, async ({ page }) => {
  test.slow();
  await eleveCharging();
  const ledger = await newLedger("eleve");
  const email = `lembretes-${ledger.suffix}@example.com`;
  const contactId = await cliente(ledger.scope, `Oficina ${ledger.suffix}`, email);
  // Years ahead, where no other test's charge is due: the server's own hourly run, on today's clock, sends nothing.
  // The run reminds every organization's charges due within a week of its clock, so repeats of this test (which may
  // run at once) each get a due date five weeks from the others'.
  const dueDate = addDaysTo(`${yearAhead(3)}-01-10`, 35 * test.info().repeatEachIndex);
  const entryId = await addEntry(ledger, {
    kind: "receita",
    description: `Revisão ${ledger.suffix}`,
    amountCents: 123_456,
    dueDate,
    contactId,
  });
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/financeiro/lancamentos/${entryId}`);
  await page.getByRole("button", { name: "Enviar cobrança", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cobrança enviada por e-mail." })).toBeVisible();
  await chargeLinks(page, email, 1);

  const reminders = async () => (await outboxOf(page, email)).filter((mail) => mail.subject.startsWith("Lembrete"));
  const sentOn: Record<string, number> = {};
  let seen = 0;
  for (let offset = -5; offset <= 9; offset++) {
    const day = addDaysTo(dueDate, offset);
    await Promise.all([remindCharges(noonOf(day)), remindCharges(noonOf(day))]);
    await remindOnce(new Date(noonOf(day).getTime() + 3_600_000));
    const count = (await reminders()).length;
    if (count > seen) sentOn[`${offset}`] = count - seen;
    seen = count;
  }
  expect(sentOn).toEqual({ "-3": 1, "0": 1, "3": 1, "7": 1 });
  const [latest] = await reminders();
  expect(latest!.text).toMatch(/\/cobranca\/[A-Za-z0-9_-]{43}\?organization=eleve/);
});
