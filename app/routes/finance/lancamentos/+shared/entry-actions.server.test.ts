/**
 * The entry page's baixa and estorno posted again with the same rendered
 * form (the same idempotency key), on the test database: the replay, even
 * at the same time as the first, records nothing more and answers the
 * first post's redirect. The cancel form is parsed with its schema.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getEntry } from "~/modules/finance/entries.server";
import { createEntry } from "~/modules/finance/entries.server";
import { settleEntry } from "~/modules/finance/settlements.server";
import { IDEMPOTENCY_FIELD } from "~/config/idempotency-rules";
import { todayInSaoPaulo } from "~/config/calendar";
import {
  baixaInput,
  createdId,
  entryInput,
  newBooks,
  settlementIdOf,
  type Books,
} from "../../../../../tests/support/ledger-books";
import { formData } from "../../../../../tests/support/forms";
import { invoicedSale } from "../../../../../tests/support/invoiced-sales";
import { runEntryAction } from "./entry-actions.server";

const today = "2026-11-24";

/** A despesa of R$ 1.000,00 in fresh books. */
async function openEntry(): Promise<{ books: Books; id: string }> {
  const books = await newBooks();
  return { books, id: createdId(await createEntry(books.scope, entryInput(books, { amountCents: 100000 }), today)) };
}

/** What the action answered: the thrown redirect's status and address, or what it returned. */
async function answerOf(books: Books, id: string, fields: Record<string, string>) {
  const entry = await getEntry(books.scope, id);
  const request = new Request(`http://localhost/financeiro/lancamentos/${id}`, { method: "POST", body: formData(fields) });
  try {
    return { returned: await runEntryAction(request, books.scope, entry!) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

const newKey = () => randomBytes(18).toString("base64url");

describe("a replayed entry form", () => {
  it("records one baixa when the same baixa form is posted twice, and answers the same redirect", async () => {
    const { books, id } = await openEntry();
    const baixa = {
      intent: "baixa",
      settledOn: "2026-11-10",
      amount: "300,00",
      accountId: books.checking,
      [IDEMPOTENCY_FIELD]: newKey(),
    };
    const first = await answerOf(books, id, baixa);
    const replay = await answerOf(books, id, baixa);
    expect(first).toMatchObject({ status: 302, location: expect.stringContaining("aviso=baixa") });
    expect(replay).toEqual(first);
    const entry = await getEntry(books.scope, id);
    expect(entry!.settlements).toHaveLength(1);
    expect(entry!.openCents).toBe(70000);

    // A new render of the form (a new key) records the next baixa.
    await answerOf(books, id, { ...baixa, [IDEMPOTENCY_FIELD]: newKey() });
    expect((await getEntry(books.scope, id))!.settlements).toHaveLength(2);
  });

  it("records one baixa when the same baixa form arrives twice at the same time", async () => {
    const { books, id } = await openEntry();
    const baixa = {
      intent: "baixa",
      settledOn: "2026-11-10",
      amount: "300,00",
      accountId: books.checking,
      [IDEMPOTENCY_FIELD]: newKey(),
    };
    const answers = await Promise.all([answerOf(books, id, baixa), answerOf(books, id, baixa), answerOf(books, id, baixa)]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((await getEntry(books.scope, id))!.settlements).toHaveLength(1);
  });

  it("reverses a baixa once when the same estorno form is posted twice, and answers the same redirect", async () => {
    const { books, id } = await openEntry();
    const settlementId = settlementIdOf(await settleEntry(books.scope, id, baixaInput(books, { amountCents: 40000 })));
    const estorno = { intent: "estorno", settlementId, reversedOn: todayInSaoPaulo(), [IDEMPOTENCY_FIELD]: newKey() };
    const first = await answerOf(books, id, estorno);
    const replay = await answerOf(books, id, estorno);
    expect(first).toMatchObject({ status: 302, location: expect.stringContaining("aviso=estorno") });
    expect(replay).toEqual(first);
    const entry = await getEntry(books.scope, id);
    expect(entry!.settlements.map((each) => each.reversed)).toEqual([true]);
    expect(entry!.openCents).toBe(100000);
  });

  it("refuses an estorno dated before its baixa on the date field, and changes nothing", async () => {
    const { books, id } = await openEntry();
    const settledOn = todayInSaoPaulo();
    const settlementId = settlementIdOf(await settleEntry(books.scope, id, baixaInput(books, { amountCents: 40000, settledOn })));
    const before = new Date(Date.parse(`${settledOn}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const refused = await answerOf(books, id, {
      intent: "estorno",
      settlementId,
      reversedOn: before,
      [IDEMPOTENCY_FIELD]: newKey(),
    });
    expect(refused).toHaveProperty("returned.intent", "estorno");
    expect(JSON.stringify(refused)).toContain("A data do estorno não pode ser anterior à da baixa");
    expect((await getEntry(books.scope, id))!.settlements.map((each) => each.reversed)).toEqual([false]);
  });

  it("lets a refused baixa be corrected and sent with the same key", async () => {
    const { books, id } = await openEntry();
    const key = newKey();
    const refused = await answerOf(books, id, {
      intent: "baixa",
      settledOn: "2026-11-10",
      amount: "2.000,00",
      accountId: books.checking,
      [IDEMPOTENCY_FIELD]: key,
    });
    expect(refused).toHaveProperty("returned.intent", "baixa");
    const corrected = await answerOf(books, id, {
      intent: "baixa",
      settledOn: "2026-11-10",
      amount: "1.000,00",
      accountId: books.checking,
      [IDEMPOTENCY_FIELD]: key,
    });
    expect(corrected).toMatchObject({ status: 302 });
    expect((await getEntry(books.scope, id))!.openCents).toBe(0);
  });
});

describe("the cancel form", () => {
  it("refuses a missing version with the reload message, then cancels at the version read", async () => {
    const { books, id } = await openEntry();
    const version = String((await getEntry(books.scope, id))!.version);
    expect(await answerOf(books, id, { intent: "cancelar", [IDEMPOTENCY_FIELD]: newKey() })).toMatchObject({
      returned: { intent: "cancelar", result: { error: { version: ["Recarregue a página e tente de novo."] } } },
    });
    expect((await getEntry(books.scope, id))!.cancelledAt).toBeNull();
    const cancelled = await answerOf(books, id, { intent: "cancelar", version, scope: "esta", [IDEMPOTENCY_FIELD]: newKey() });
    expect(cancelled).toMatchObject({ status: 302, location: expect.stringContaining("aviso=cancelado") });
    expect((await getEntry(books.scope, id))!.cancelledAt).not.toBeNull();
  });
});

describe("a sale's receivable", () => {
  it("refuses Excluir and Cancelar posted anyway, naming the sale above the entry, and still takes a baixa", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    const [id] = sale.entryIds;
    const refusal = {
      returned: { intent: "outro", error: `Este lançamento foi gerado pela venda ${sale.code}: altere-o pela venda.` },
    };
    expect(await answerOf(books, id!, { intent: "excluir", [IDEMPOTENCY_FIELD]: newKey() })).toEqual(refusal);
    expect(
      await answerOf(books, id!, { intent: "cancelar", version: "1", scope: "esta", [IDEMPOTENCY_FIELD]: newKey() }),
    ).toEqual(refusal);
    const baixa = { intent: "baixa", settledOn: "2026-11-24", amount: "100,00", accountId: books.checking };
    expect(await answerOf(books, id!, { ...baixa, [IDEMPOTENCY_FIELD]: newKey() })).toMatchObject({ status: 302 });
    expect(await getEntry(books.scope, id!)).toMatchObject({ status: "recebido", cancelledAt: null });
  });
});
