/**
 * Sale forms as `saleCreateSchema` / `saleEditSchema` give them, for the
 * sales module's integration tests: by default one item of 3 × R$ 100,00
 * for the books' contact, à vista, saved as a proposta.
 */
import { db } from "~/db/db.server";
import type { SaleCreateInput, SaleEditInput } from "~/modules/sales/schemas";
import type { Books } from "./ledger-books";

/** A new sale's form, for `books`' contact (or any contato's id given as `contact`). */
export function saleInput(books: Pick<Books, "contact">, overrides: Partial<SaleCreateInput> = {}): SaleCreateInput {
  return {
    saveAs: "proposta",
    customer: { kind: "existing", contactId: books.contact },
    items: [
      { productId: null, description: "Consultoria", unit: "h", quantityMilli: 3000, unitPriceCents: 10_000, discount: null },
    ],
    discount: null,
    freightCents: 0,
    terms: { kind: "a_vista", installmentCount: 1, intervalDays: 0 },
    sellerId: null,
    saleDate: "2026-11-10",
    expectedInvoiceDate: null,
    categoryId: null,
    accountId: null,
    notes: null,
    ...overrides,
  };
}

/** An edit's form of a sale at `version`. */
export function saleEdit(books: Books, version: number, overrides: Partial<SaleEditInput> = {}): SaleEditInput {
  const { saveAs: _as, ...fields } = saleInput(books);
  return { ...fields, version, ...overrides };
}

/** Makes the books' acting person a member of its organization (a seller); their user id. */
export async function addMember(books: Books): Promise<string> {
  await (
    await db()
  )
    .insertInto("memberships")
    .values({
      user_id: books.scope.userId,
      organization_id: books.scope.organizationId,
      role: "administrador",
      is_primary: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  return books.scope.userId;
}
