import { randomUUID } from "node:crypto";
import { fold } from "~/config/text-rules";
import type { FinanceAccountTable } from "~/db/schema";
import { bankOf } from "~/modules/finance/banks.server";
import { randomCnpj, randomCpf } from "./documents";
import type { LedgerBook } from "./ledger-book";
import { COMPANY_SUFFIXES, COMPANY_WORDS, FAMILY_NAMES, GIVEN_NAMES, SUPPLIERS, type BusinessProfile } from "./ledger-profiles";
import type { Random } from "./random";

export interface Party {
  id: string;
  name: string;
}

export interface LedgerReference {
  primary: FinanceAccountTable;
  reserve: FinanceAccountTable | null;
  cash: FinanceAccountTable | null;
  clients: Party[];
  suppliers: { [K in Exclude<keyof typeof SUPPLIERS, "goods">]: Party } & { goods: Party[] };
  costCenterIds: string[];
}

const slug = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 24);

/** Adds the reference rows to `book`; `clientCount` customers (about 18 for the demo). */
export function addReference(
  book: LedgerBook,
  random: Random,
  input: { organizationId: string; profile: BusinessProfile; openingDate: string; now: string; clientCount: number },
): LedgerReference {
  const { organizationId, profile, openingDate, now } = input;
  const stamp = { created_at: now, updated_at: now, archived_at: null };

  const accounts = profile.accounts.map((account, index) => {
    const opening = account.kind === "caixa" ? 50_000 : Math.floor((profile.monthlyRevenueCents * (index === 0 ? 60 : 35)) / 100);
    const row: FinanceAccountTable = {
      id: randomUUID(),
      organization_id: organizationId,
      name: account.name,
      kind: account.kind,
      bank_name: bankOf(account.bank?.[0])?.name ?? null,
      bank_code: account.bank?.[0] ?? null,
      agency: account.bank?.[1] ?? null,
      account_number: account.bank?.[2] ?? null,
      account_digit: account.bank?.[3] ?? null,
      closing_day: null,
      due_day: null,
      opening_balance_cents: opening,
      opening_date: openingDate,
      ...stamp,
    };
    book.account(row);
    return row;
  });

  const party = (name: string, document: string, customer: boolean, supplier: boolean, email: string): Party => {
    const id = randomUUID();
    const phone = `(${random.pick(["11", "21", "31", "41", "51", "61", "71", "81"])}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`;
    book.contact({
      id,
      organization_id: organizationId,
      name,
      sort_name: fold(name),
      is_customer: customer ? 1 : 0,
      is_supplier: supplier ? 1 : 0,
      document,
      email,
      phone,
      ...stamp,
    });
    return { id, name };
  };
  const company = (name: string, customer: boolean, supplier: boolean) =>
    party(name, randomCnpj(random), customer, supplier, `financeiro@${slug(name)}.com.br`);

  const clients = Array.from({ length: input.clientCount }, (_, i) => {
    if (i % 5 === 1 || i % 5 === 3) {
      const base = COMPANY_WORDS[i % COMPANY_WORDS.length]!;
      const name = `${base} ${COMPANY_SUFFIXES[i % COMPANY_SUFFIXES.length]}`;
      // One customer also sells to the business: a contato can be both.
      return company(name, true, i === 3);
    }
    const given = random.pick(GIVEN_NAMES);
    const family = `${random.pick(FAMILY_NAMES)} ${random.pick(FAMILY_NAMES)}`;
    return party(`${given} ${family}`, randomCpf(random), true, false, `${slug(given)}.${slug(family)}@email.com.br`);
  });

  const { goods, ...single } = SUPPLIERS;
  const suppliers = {
    ...(Object.fromEntries(Object.entries(single).map(([key, name]) => [key, company(name, false, true)])) as Omit<
      LedgerReference["suppliers"],
      "goods"
    >),
    goods: goods.map((name) => company(name, false, true)),
  };

  const costCenterIds = profile.costCenters.map((name) => {
    const id = randomUUID();
    book.costCenter({ id, organization_id: organizationId, name, ...stamp });
    return id;
  });

  const reserve = accounts.find((a, i) => i > 0 && a.kind !== "caixa") ?? null;
  return {
    primary: accounts[0]!,
    reserve,
    cash: accounts.find((a) => a.kind === "caixa") ?? null,
    clients,
    suppliers,
    costCenterIds,
  };
}
