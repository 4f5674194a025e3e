/**
 * A replayed POST does the work once (docs/decisions/0030), through the
 * production server: the entry page's baixa form, as the server renders it
 * (no script needed), carries an idempotency key; posting that form again —
 * after it succeeded, or twice at the same time — records one baixa and
 * answers the first post's redirect, while the form rendered after the
 * success records the next one. Tagged @sql: the key store is written on
 * both databases. The entry is the test's own, due in a month no demo data
 * reaches, its baixas dated today (a baixa is never dated ahead). The bulk "Enviar cobrança" of the lançamentos
 * list, posted again with its key, e-mails the charge once.
 */
import { expect, test } from "@playwright/test";
import { todayInSaoPaulo } from "~/config/calendar";
import { addEntry, newLedger, readEntry } from "../e2e/finance-helpers";
import { yearAhead } from "../support/ledger-years";
import { cliente, eleveCharging } from "../e2e/charges-helpers";
import { call, signIn } from "./support";

const charges = await import("~/modules/charges/charges.server");

/** The hidden fields of the form on `html` whose intent is `intent`. */
function formFields(html: string, intent: string): Record<string, string> {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map(([text]) => text)
    .find((text) => text.includes(`name="intent" value="${intent}"`));
  expect(form, `a form with intent ${intent}`).toBeDefined();
  const fields: Record<string, string> = {};
  for (const [input] of form!.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name) fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return fields;
}

test("a baixa form posted again, or twice at once, records one baixa and answers the same", { tag: "@sql" }, async () => {
  const ledger = await newLedger();
  const id = await addEntry(ledger, {
    kind: "despesa",
    description: `Aluguel ${ledger.suffix}`,
    amountCents: 100_000,
    dueDate: `${yearAhead(4)}-03-10`,
  });
  const cookie = await signIn("admin-eleve");
  const page = `/financeiro/lancamentos/${id}`;
  const rendered = async () => formFields(await (await call(page, { cookie })).text(), "baixa");
  const baixa = (fields: Record<string, string>) =>
    call(page, { cookie, form: { ...fields, settledOn: todayInSaoPaulo(), amount: "100,00", accountId: ledger.account.id } });

  const fields = await rendered();
  expect(fields.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,120}$/);
  const first = await baixa(fields);
  expect(first.status).toBe(302);
  const replay = await baixa(fields);
  expect([replay.status, replay.headers.get("location")]).toEqual([302, first.headers.get("location")]);
  expect((await readEntry(ledger, id))!.settlements).toHaveLength(1);

  const next = await rendered();
  expect(next.idempotencyKey).not.toBe(fields.idempotencyKey);
  const twins = await Promise.all([baixa(next), baixa(next), baixa(next)]);
  expect(twins.map((answer) => answer.status)).toEqual([302, 302, 302]);
  expect(new Set(twins.map((answer) => answer.headers.get("location"))).size).toBe(1);
  const entry = await readEntry(ledger, id);
  expect(entry!.settlements).toHaveLength(2);
  expect(entry!.openCents).toBe(80_000);
});

test("the bulk Enviar cobrança posted again sends each charge once and answers the same", { tag: "@sql" }, async () => {
  await eleveCharging();
  const ledger = await newLedger();
  const contactId = await cliente(ledger.scope, `Cliente ${ledger.suffix}`, `cliente-${ledger.suffix}@example.com`);
  const month = `${yearAhead(4)}-04`;
  const id = await addEntry(ledger, {
    kind: "receita",
    description: `Mensalidade ${ledger.suffix}`,
    amountCents: 100_000,
    dueDate: `${month}-10`,
    contactId,
  });
  const cookie = await signIn("admin-eleve");
  const list = `/financeiro/lancamentos?mes=${month}&conta=${ledger.account.id}`;
  // The selection form's own key (its buttons carry the intents; the server renders `value` before `name`).
  const selection = /<form id="lancamentos-selecionados"[\s\S]*?<\/form>/.exec(await (await call(list, { cookie })).text());
  const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(selection?.[0] ?? "")?.[1];
  expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,120}$/);
  const fields = { idempotencyKey: idempotencyKey!, de: list };
  const send = () => call("/financeiro/cobrancas", { cookie, form: { ...fields, intent: "enviar-lote", id } });

  const first = await send();
  expect([first.status, first.headers.get("location")]).toEqual([302, `${list}&cobrancas=1`]);
  const replay = await send();
  expect([replay.status, replay.headers.get("location")]).toEqual([302, first.headers.get("location")]);
  expect((await charges.chargesOf(ledger.scope, [id])).get(id)?.sendCount).toBe(1);
});
