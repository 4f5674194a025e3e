/**
 * Pix charges on the test database (SQLite, or PostgreSQL with DATABASE_URL): the e-mail links to the public page,
 * whose BR Code reads back to the key, amount and txid; a baixa shows "Pago em", a cancellation answers not found;
 * another organization can neither send, see nor cancel the charge of an entry not its own.
 */
import { describe, expect, it } from "vitest";
import { entryEvents } from "~/modules/finance/events.server";
import { settleEntry } from "~/modules/finance/settlements.server";
import { db } from "~/db/db.server";
import { chargeBooks, chargeLinkIn } from "../../../tests/support/charges";
import { baixaInput, createdId, entryInput, newBooks } from "../../../tests/support/ledger-books";
import { createEntry } from "~/modules/finance/entries.server";
import { messagesTo } from "../../../tests/support/outbox";
import { brCode, readBrCode } from "./brcode.server";
import {
  cancelCharge,
  chargeByToken,
  chargeSale,
  chargesOf,
  lateCharges,
  openChargesOfContact,
  optOutOfReminders,
  sendCharges,
} from "./charges.server";
import { invoicedSale } from "../../../tests/support/invoiced-sales";

const tokenIn = (text: string) => chargeLinkIn(text).token;

describe("a Pix charge", () => {
  it("e-mails the link; the page's BR Code carries the key, the amount and the txid; a baixa closes it", async () => {
    const { books, entryId, email, slug } = await chargeBooks();
    expect(await sendCharges(books.scope, [entryId], new Date("2026-11-20T12:00:00Z"))).toEqual({ sent: 1, refused: [] });
    const [mail] = await messagesTo(email);
    expect(mail!.subject).toBe("Cobrança de Eleve Consultoria: R$\u00a01.234,56, vencimento 10/12/2026");
    const token = tokenIn(mail!.text)!;
    expect(token).toBeTruthy();

    const charge = await chargeByToken(token, slug, new Date("2026-11-20T12:00:00Z"));
    if (charge?.state !== "aberta") throw new Error(JSON.stringify(charge));
    expect(charge).toMatchObject({
      description: "Consultoria de novembro",
      openCents: 123456,
      totalCents: 123456,
      dueDate: "2026-12-10",
    });
    const code = brCode({
      key: charge.pixKey,
      merchantName: charge.merchantName,
      merchantCity: charge.merchantCity,
      amountCents: charge.totalCents,
      txid: charge.txid,
    });
    expect(readBrCode(code)).toEqual({
      key: "11222333000181",
      merchantName: "ELEVE CONSULTORIA",
      merchantCity: "SAO PAULO",
      amountCents: 123456,
      txid: charge.txid,
    });

    const summary = (await chargesOf(books.scope, [entryId])).get(entryId);
    expect(summary).toMatchObject({ state: "aberta", recipient: email, sendCount: 1 });
    expect(summary!.link.endsWith(`/cobranca/${token}?organization=${slug}`)).toBe(true);

    // Reenviar: the same link again, counted, and both sends on the entry's history.
    await sendCharges(books.scope, [entryId]);
    expect((await messagesTo(email)).map((each) => tokenIn(each.text))).toEqual([token, token]);
    expect((await chargesOf(books.scope, [entryId])).get(entryId)?.sendCount).toBe(2);
    const history = await entryEvents(await db(), books.scope, entryId);
    expect(history.filter((event) => event.action === "charged")).toHaveLength(2);

    await settleEntry(books.scope, entryId, baixaInput(books, { settledOn: "2026-11-25", amountCents: 123456 }), "2026-11-30");
    expect(await chargeByToken(token, slug)).toMatchObject({ state: "paga", paidOn: "2026-11-25" });
    // On another organization's address the same link finds nothing.
    expect(await chargeByToken(token, "eleve")).toBeNull();
    expect((await chargesOf(books.scope, [entryId])).get(entryId)?.state).toBe("paga");
  });

  it("adds the multa and the juros per day late to what the BR Code asks after the due date", async () => {
    expect(lateCharges(100000, "2026-12-10", "2026-12-10", { fineBasisPoints: 200, interestBasisPoints: 100 })).toEqual({
      fineCents: 0,
      interestCents: 0,
    });
    expect(lateCharges(100000, "2026-12-10", "2026-12-25", { fineBasisPoints: 200, interestBasisPoints: 100 })).toEqual({
      fineCents: 2000,
      interestCents: 500,
    });
    const { books, entryId, email, slug } = await chargeBooks({ dueDate: "2026-11-10" });
    await sendCharges(books.scope, [entryId]);
    const token = tokenIn((await messagesTo(email))[0]!.text)!;
    expect(await chargeByToken(token, slug, new Date("2026-11-25T12:00:00Z"))).toMatchObject({
      openCents: 123456,
      fineCents: 2469,
      interestCents: 617,
      totalCents: 126542,
    });
  });

  it("answers not found once cancelled, and a guessed token finds nothing", async () => {
    const { books, entryId, email, slug } = await chargeBooks();
    await sendCharges(books.scope, [entryId]);
    const token = tokenIn((await messagesTo(email))[0]!.text)!;
    expect(await cancelCharge(books.scope, entryId)).toBe(true);
    expect(await chargeByToken(token, slug)).toBeNull();
    expect(await optOutOfReminders(token, slug)).toBe(false);
    expect(await chargeByToken("A".repeat(43), slug)).toBeNull();
    expect(await chargeByToken("../etc", slug)).toBeNull();
    // Sent again, the charge has a new link; the cancelled one stays closed.
    await sendCharges(books.scope, [entryId]);
    const renewed = tokenIn((await messagesTo(email))[0]!.text)!;
    expect(renewed).not.toBe(token);
    expect(await chargeByToken(renewed, slug)).toMatchObject({ state: "aberta" });
    expect(await chargeByToken(token, slug)).toBeNull();
  });

  it("sends nothing without entries, and refuses a settled entry", async () => {
    const bare = await newBooks();
    expect(await sendCharges(bare.scope, [])).toEqual({ sent: 0, refused: [] });
    const { books, entryId } = await chargeBooks();
    await settleEntry(books.scope, entryId, baixaInput(books, { settledOn: "2026-11-25", amountCents: 123456 }), "2026-11-30");
    expect(await sendCharges(books.scope, [entryId])).toEqual({ sent: 0, refused: [{ entryId, reason: "settled" }] });
  });

  it("in bulk sends the new ones and leaves out, each with its reason, the charged, the settled and those without e-mail", async () => {
    const { books, entryId: charged, email, contactId } = await chargeBooks();
    await sendCharges(books.scope, [charged]);
    const receita = (overrides: Partial<Parameters<typeof entryInput>[1]>) =>
      createEntry(
        books.scope,
        entryInput(books, { kind: "receita", dueDate: "2026-12-10", competenceDate: "2026-12-10", ...overrides }),
      );
    const fresh = createdId(await receita({ description: "Consultoria de dezembro", contactId }));
    const noEmail = createdId(await receita({ description: "Sem e-mail", contactId: books.contact }));
    const settled = createdId(await receita({ description: "Já paga", contactId, settledOn: "2026-11-20" }));
    const despesa = createdId(await createEntry(books.scope, entryInput(books)));

    const outcome = await sendCharges(books.scope, [charged, fresh, noEmail, settled, despesa], new Date(), { onlyNew: true });
    expect(outcome.sent).toBe(1);
    expect(Object.fromEntries(outcome.refused.map(({ entryId, reason }) => [entryId, reason]))).toEqual({
      [charged]: "charged",
      [noEmail]: "noEmail",
      [settled]: "settled",
      [despesa]: "notOpen",
    });
    // One e-mail for the new charge; the one charged before was not sent again.
    expect(await messagesTo(email)).toHaveLength(2);
    expect((await chargesOf(books.scope, [charged])).get(charged)?.sendCount).toBe(1);
    expect((await chargesOf(books.scope, [fresh])).get(fresh)?.state).toBe("aberta");
    // Sent again, the batch sends nothing new.
    expect((await sendCharges(books.scope, [fresh, charged], new Date(), { onlyNew: true })).sent).toBe(0);
  });

  it("never sends, shows or cancels another organization's charge", async () => {
    const ours = await chargeBooks();
    const theirs = await chargeBooks();
    await sendCharges(ours.books.scope, [ours.entryId]);
    expect(await sendCharges(theirs.books.scope, [ours.entryId])).toEqual({ sent: 0, refused: [] });
    expect((await chargesOf(theirs.books.scope, [ours.entryId])).size).toBe(0);
    expect(await cancelCharge(theirs.books.scope, ours.entryId)).toBe(false);
    expect((await chargesOf(ours.books.scope, [ours.entryId])).get(ours.entryId)?.state).toBe("aberta");
    expect(await messagesTo(theirs.email)).toEqual([]);
  });

  it("lists a contato's open charges for the CRM, late ones as vencida, and none of another organization", async () => {
    const { books, entryId, contactId } = await chargeBooks({ dueDate: "2026-11-10" });
    expect(await openChargesOfContact(books.scope, contactId)).toEqual([]);
    await sendCharges(books.scope, [entryId]);
    expect(await openChargesOfContact(books.scope, contactId, new Date("2026-11-05T12:00:00Z"))).toEqual([
      { entryId, description: "Consultoria de novembro", openCents: 123456, dueDate: "2026-11-10", state: "aberta" },
    ]);
    expect((await openChargesOfContact(books.scope, contactId, new Date("2026-11-20T12:00:00Z")))[0]?.state).toBe("vencida");
    const theirs = await chargeBooks();
    expect(await openChargesOfContact(theirs.books.scope, contactId)).toEqual([]);
    expect(await openChargesOfContact(books.scope, "não é um id")).toEqual([]);
    await settleEntry(books.scope, entryId, baixaInput(books, { settledOn: "2026-11-25", amountCents: 123456 }), "2026-11-30");
    expect(await openChargesOfContact(books.scope, contactId)).toEqual([]);
  });

  it("finds the sale of a parcela's charge by its token, on its organization's address only", async () => {
    const { books, email, slug, contactId } = await chargeBooks();
    const sale = await invoicedSale({ ...books, contact: contactId });
    expect(await sendCharges(books.scope, sale.entryIds, new Date(), { onlyNew: true })).toMatchObject({ sent: 3 });
    const token = tokenIn((await messagesTo(email))[0]!.text);
    expect(await chargeSale(token, slug)).toEqual({ organizationId: books.scope.organizationId, saleId: sale.saleId });
    expect(await chargeByToken(token, slug)).toMatchObject({ saleCode: sale.code });
    const theirs = await chargeBooks();
    expect(await chargeSale(token, theirs.slug)).toBeNull();
    expect(await chargeSale("A".repeat(43), slug)).toBeNull();
    // A charge not of a sale has no sale to show.
    const plain = await chargeBooks();
    await sendCharges(plain.books.scope, [plain.entryId]);
    expect(await chargeSale(tokenIn((await messagesTo(plain.email))[0]!.text), plain.slug)).toBeNull();
    // Cancelled, the charge's sale is no longer shown.
    const entryId = (await chargesOf(books.scope, sale.entryIds)).keys().next().value!;
    const cancelled = (await chargesOf(books.scope, [entryId])).get(entryId)!.link.split("/cobranca/")[1]!.split("?")[0]!;
    await cancelCharge(books.scope, entryId);
    expect(await chargeSale(cancelled, slug)).toBeNull();
  });
});
