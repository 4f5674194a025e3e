/**
 * Ledger data for the finance end-to-end tests, made through the modules
 * (reference data, createEntry, createTransfer, settleInFull) in the test's own process,
 * against the database the e2e server uses (the same DATABASE_URL; SQLite
 * in WAL mode takes both). Demo finance data is never relied on: each test
 * gets an account and categories of its own in Eleve, named with a unique
 * suffix, and its entries in years no demo data reaches yet inside the
 * window of a competência or vencimento (tests/support/ledger-years.ts: a
 * few years ahead, or long overdue nine years back), so filtering by its
 * account shows only them.
 */
import { isValidCnpj } from "~/modules/contacts/document";
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { scopeOf } from "./database";

const [reference, categories, entries, settlements, contacts, references] = await Promise.all([
  import("~/modules/finance/reference-accounts.server"),
  import("~/modules/finance/reference-categories.server"),
  import("~/modules/finance/entries.server"),
  import("~/modules/finance/settlements.server"),
  import("~/modules/contacts/contacts.server"),
  import("~/modules/finance/reference.server"),
]);

import type { TenantScope } from "~/modules/tenant-scope";
import type { ContactInput } from "~/modules/contacts/schemas";
import type { EntryInput } from "~/modules/finance/schemas";
import type { AccountInput } from "~/modules/finance/reference-schemas";
import { PLAIN_ACCOUNT_DETAILS } from "../support/ledger-rows";

export interface Ledger {
  scope: TenantScope;
  /** Unique to the test: in every name it made. */
  suffix: string;
  account: { id: string; name: string };
  income: { id: string; name: string };
  expense: { id: string; name: string };
}

function saved<T>(answer: { status: string; row?: T }): T {
  if (answer.status !== "saved" || !answer.row) throw new Error(`not saved: ${JSON.stringify(answer)}`);
  return answer.row;
}

/** A fresh account (opening balance R$ 1.000,00 on 2000-01-01; `bank` its bank details, none by default) and a receita and a despesa category in `slug`. */
export async function newLedger(
  slug = "eleve",
  bank: Partial<Pick<AccountInput, keyof typeof PLAIN_ACCOUNT_DETAILS>> = {},
): Promise<Ledger> {
  const scope = await scopeOf(slug, `admin-${slug}`);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = saved(
    await reference.createAccount(scope, {
      name: `Conta E2E ${suffix}`,
      kind: "conta_corrente",
      ...PLAIN_ACCOUNT_DETAILS,
      ...bank,
      openingBalance: 100_000,
      openingDate: "2000-01-01",
    }),
  );
  const income = saved(
    await categories.createCategory(scope, {
      name: `Vendas E2E ${suffix}`,
      kind: "receita",
      group: "Receitas operacionais",
      line: "receita_bruta",
    }),
  );
  const expense = saved(
    await categories.createCategory(scope, {
      name: `Aluguel E2E ${suffix}`,
      kind: "despesa",
      group: "Despesas administrativas",
      line: "despesas_operacionais",
    }),
  );
  return { scope, suffix, account, income, expense };
}

/** A new contato (cliente and fornecedor) of the ledger's organization named `name`; returns its id. */
export async function addContact(ledger: Ledger, name: string): Promise<string> {
  const input: ContactInput = { name, roles: ["cliente", "fornecedor"], document: null, email: null, phone: null };
  return saved(await contacts.createContact(ledger.scope, input)).id;
}

/** Creates a receita or despesa in the ledger's account (of `contactId` when given; its competência the vencimento unless given; in `installments` parcelas when given); `amountCents` in centavos. Returns its (first) id. */
export async function addEntry(
  ledger: Ledger,
  {
    contactId = null,
    competenceDate,
    installments,
    ...entry
  }: {
    kind: "receita" | "despesa";
    description: string;
    amountCents: number;
    dueDate: string;
    competenceDate?: string;
    installments?: number;
    contactId?: string | null;
  },
): Promise<string> {
  const input: EntryInput = {
    ...entry,
    competenceDate: competenceDate ?? entry.dueDate,
    accountId: ledger.account.id,
    categoryId: entry.kind === "receita" ? ledger.income.id : ledger.expense.id,
    contactId,
    costCenterId: null,
    notes: null,
    settledOn: null,
    repeat: installments ? { mode: "parcelada", installments } : { mode: "unica" },
  };
  const created = await entries.createEntry(ledger.scope, input);
  if (!("entryId" in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.entryId;
}

/** Creates a transfer from the ledger's account to `toAccountId`, settled on `date`; returns its saída's id. */
export async function addTransfer(
  ledger: Ledger,
  transfer: { toAccountId: string; description: string; amountCents: number; date: string },
): Promise<string> {
  const created = await entries.createTransfer(ledger.scope, {
    ...transfer,
    fromAccountId: ledger.account.id,
    notes: null,
  });
  if (!("entryId" in created)) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.entryId;
}

/** The entry as the module reads it now (null once deleted). */
export const readEntry = (ledger: Ledger, id: string) => entries.getEntry(ledger.scope, id);

/** Settles entries in full on `settledOn`, as the one-click baixa does. */
export const settle = (ledger: Ledger, ids: string[], settledOn: string) =>
  settlements.settleInFull(ledger.scope, ids, settledOn);

/** One baixa of entry `id` in the ledger's account, with juros, multa and desconto as given (centavos); returns the settlement's id. */
export async function settlePart(
  ledger: Ledger,
  id: string,
  baixa: { settledOn: string; amountCents: number; interestCents?: number; fineCents?: number; discountCents?: number },
): Promise<string> {
  const done = await settlements.settleEntry(ledger.scope, id, {
    interestCents: 0,
    fineCents: 0,
    discountCents: 0,
    ...baixa,
    accountId: ledger.account.id,
  });
  if (done?.status !== "settled") throw new Error(`not settled: ${JSON.stringify(done)}`);
  return done.settlementId;
}

/** Clicks Exportar CSV and reads the download: its name and its lines after the BOM (which it must start with). */
export async function downloadCsv(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), lines: bytes.subarray(3).toString("utf8").split("\r\n") };
}

/** Archives the ledger's category `id` (receita or despesa), as its page's Arquivar does. */
export async function archiveCategory(ledger: Ledger, id: string): Promise<void> {
  if ((await references.setReferenceArchived(ledger.scope, "category", id, true)) !== true) throw new Error("not archived");
}

/** A CNPJ no other test uses: 12 random digits and the check digits that make it valid. */
export function freshCnpj(): string {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join("");
  for (let digits = 0; digits < 100; digits++) {
    const cnpj = `${base}${String(digits).padStart(2, "0")}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error("no check digits");
}
