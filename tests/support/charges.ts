/**
 * A ledger ready to send Pix charges (docs/decisions/0038): the books of ledger-books.ts, the company data and a CNPJ
 * Pix key saved through the charges module, a cliente with an e-mail and an open receita of R$ 1.234,56 due on
 * `dueDate` (default 2026-12-10) for that cliente.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import { addPixKey, saveCompany } from "~/modules/charges/company.server";
import { createEntry } from "~/modules/finance/entries.server";
import { insertContact } from "./contacts";
import { createdId, entryInput, newBooks, type Books } from "./ledger-books";

export interface ChargeBooks {
  books: Books;
  entryId: string;
  /** The cliente's e-mail, unique per call. */
  email: string;
  contactId: string;
  /** The organization's slug, which its charge links name. */
  slug: string;
}

/** The company of the charges' tests: Eleve Consultoria in São Paulo, CNPJ 11.222.333/0001-81 (also its Pix key). */
export const TEST_COMPANY = {
  legalName: "Eleve Consultoria Ltda",
  tradeName: "Eleve Consultoria",
  cnpj: "11222333000181",
  cep: "01310100",
  street: "Av. Paulista",
  number: "1000",
  complement: null,
  district: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  email: "financeiro@eleve.example.com",
  phone: "1132654321",
};

export async function chargeBooks(options: { dueDate?: string; today?: string } = {}): Promise<ChargeBooks> {
  const books = await newBooks();
  await saveCompany(books.scope, TEST_COMPANY);
  await addPixKey(books.scope, { kind: "cnpj", key: TEST_COMPANY.cnpj });
  const email = `cliente-${randomUUID().slice(0, 8)}@example.com`;
  const contactId = await insertContact(books.scope, "Padaria Central", { email });
  const dueDate = options.dueDate ?? "2026-12-10";
  const entryId = createdId(
    await createEntry(
      books.scope,
      entryInput(books, {
        kind: "receita",
        description: "Consultoria de novembro",
        amountCents: 123456,
        dueDate,
        competenceDate: dueDate,
        contactId,
      }),
      options.today,
    ),
  );
  const { slug } = await (
    await db()
  )
    .selectFrom("organizations")
    .select("slug")
    .where("id", "=", books.scope.organizationId)
    .executeTakeFirstOrThrow();
  return { books, entryId, email, contactId, slug };
}

/** The charge link in an e-mail's text: its token and the organization it names; throws when there is none. */
export function chargeLinkIn(text: string): { token: string; slug: string } {
  const match = /\/cobranca\/([A-Za-z0-9_-]{43})\?organization=([a-z0-9-]+)/.exec(text);
  if (!match) throw new Error(`no charge link in ${JSON.stringify(text)}`);
  return { token: match[1]!, slug: match[2]! };
}
