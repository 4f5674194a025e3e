/** The demo sales of one organization as pure rows: ~18 months in every status by age, invoiced ones with receivables through a LedgerBook. Deterministic for a seed and today. */
import { randomUUID } from "node:crypto";
import { addDaysTo, daysBetween, monthOf, monthRange, shiftMonth } from "~/config/calendar";
import { fold } from "~/config/text-rules";
import type { PaymentTermsKind, SaleItemTable, SaleReceivableTable, SalesProductTable, SaleStatus, SaleTable } from "~/db/schema";
import { receivableDescription } from "~/modules/sales/numbers";
import { installmentsOf, paymentTerms } from "~/modules/sales/payment-terms";
import { lineAmounts, saleAmounts, type Discount } from "~/modules/sales/pricing";
import { saleSearchText } from "~/modules/sales/search-text";
import { catalogueOf } from "./demo-catalogue";
import { dateIn } from "./ledger-dates";
import { LedgerBook, type LedgerBatch } from "./ledger-book";
import { settler } from "./ledger-settle";
import { seededRandom, type Random } from "./random";

/** Months of demo sales, today's included. */
export const DEMO_SALES_MONTHS = 18;

/** The first month (`YYYY-MM`) of the demo sales for `today`: from it on they are the ledger's product sales. */
export const demoSalesFirstMonth = (today: string) => shiftMonth(monthOf(today), 1 - DEMO_SALES_MONTHS);

export interface DemoSalesInput {
  organizationId: string;
  slug: string;
  actorId: string;
  today: string;
  now: string;
  seed: number;
  accountId: string;
  cashAccountId: string | null;
  categoryId: string;
  clients: ReadonlyArray<{ id: string; name: string }>;
  sellers: readonly string[];
  monthlyCents: number;
}

export interface DemoSales {
  products: SalesProductTable[];
  sales: SaleTable[];
  items: SaleItemTable[];
  receivables: SaleReceivableTable[];
  lastNumbers: { PR: number; PV: number };
  ledger: LedgerBatch;
}

const TERMS: ReadonlyArray<[PaymentTermsKind, number]> = [
  ["a_vista", 0.35],
  ["30_dias", 0.6],
  ["30_60_90", 0.85],
  ["parcelas", 1],
];
const NOTES = [
  "Entrega combinada com o cliente.",
  "Cliente pediu nota fiscal com o CNPJ da matriz.",
  "Condição especial de lançamento.",
];

function statusOf(random: Random, age: number): SaleStatus {
  const roll = random.next();
  const [rascunho, enviada, aprovada, faturada] =
    age > 60 ? [0.03, 0.12, 0.12, 0.9] : age > 15 ? [0.07, 0.22, 0.37, 0.92] : [0.25, 0.55, 0.8, 0.97];
  if (roll < rascunho) return "rascunho";
  if (roll < enviada) return "enviada";
  if (roll < aprovada) return age > 60 ? "faturada" : "aprovada";
  return roll < faturada ? "faturada" : "cancelada";
}

const stamp = (date: string, hour: number, now: string) => {
  const at = `${date}T${String(hour).padStart(2, "0")}:00:00.000Z`;
  return at < now ? at : now;
};

/** The rows of the organization's demo sales. */
export function demoSales(input: DemoSalesInput): DemoSales {
  const random = seededRandom(input.seed);
  const { organizationId, today, now } = input;
  const firstMonth = demoSalesFirstMonth(today);
  const created = stamp(`${firstMonth}-01`, 9, now);
  const products: SalesProductTable[] = catalogueOf(input.slug).map((item) => ({
    id: randomUUID(),
    organization_id: organizationId,
    kind: item.kind,
    code: item.code,
    name: item.name,
    sort_name: fold(item.name),
    unit: item.unit,
    price_cents: item.priceCents,
    archived_at: item.archived ? created : null,
    created_at: created,
    updated_at: created,
  }));
  const offered = products.filter((product) => product.archived_at === null);

  const dates: string[] = [];
  const todayMonth = monthOf(today);
  for (let month = firstMonth; month <= todayMonth; month = shiftMonth(month, 1)) {
    const last = month === todayMonth ? Number(today.slice(8)) : Number(monthRange(month).last.slice(8));
    const count = Math.max(1, Math.round((random.int(8, 14) * last) / 30));
    for (let i = 0; i < count; i++) dates.push(dateIn(month, random.int(1, last)));
  }
  dates.sort();
  const average = input.monthlyCents / 11;

  const book = new LedgerBook(organizationId, input.actorId, now);
  const settle = settler(book, random, today);
  const out: DemoSales = { products, sales: [], items: [], receivables: [], lastNumbers: { PR: 0, PV: 0 }, ledger: book.take() };
  for (const saleDate of dates) {
    const id = randomUUID();
    const age = daysBetween(saleDate, today);
    const status = statusOf(random, age);
    const contact = random.pick(input.clients);
    const target = average * (random.int(40, 170) / 100);
    const lineCount = random.int(1, 4);
    const lines = Array.from({ length: lineCount }, (_, i) => {
      const product = random.pick(offered);
      const units = Math.max(1, Math.min(200, Math.round(target / lineCount / Number(product.price_cents))));
      const half = product.unit === "h" && random.chance(0.3);
      const quantityMilli = units * 1000 + (half ? 500 : 0);
      const discount: Discount | null = random.chance(0.2) ? { kind: "percent", value: random.pick([500, 1000, 1500]) } : null;
      const line = { quantityMilli, unitPriceCents: Number(product.price_cents), discount };
      const amounts = lineAmounts(line);
      const row: SaleItemTable = {
        id: randomUUID(),
        organization_id: organizationId,
        sale_id: id,
        position: i + 1,
        product_id: product.id,
        description: product.name,
        unit: product.unit,
        quantity_milli: quantityMilli,
        unit_price_cents: line.unitPriceCents,
        discount_kind: discount?.kind ?? null,
        discount_value: discount?.value ?? null,
        gross_cents: amounts.grossCents,
        discount_cents: amounts.discountCents,
        total_cents: amounts.totalCents,
      };
      return { row, amounts, product };
    });
    const saleDiscount: Discount | null = random.chance(0.1) ? { kind: "percent", value: 500 } : null;
    const freight = lines.some(({ product }) => product.kind === "produto") && random.chance(0.4) ? random.int(15, 60) * 100 : 0;
    const totals = saleAmounts(
      lines.map(({ amounts }) => amounts),
      saleDiscount,
      freight,
    );
    const roll = random.next();
    const termsKind = TERMS.find(([, upTo]) => roll < upTo)![0];
    const terms = paymentTerms(termsKind, random.int(2, 6), 30);

    const accountId =
      terms.kind === "a_vista" && input.cashAccountId && random.chance(0.5) ? input.cashAccountId : input.accountId;
    const asProposal = status === "rascunho" || status === "enviada" || random.chance(0.8);
    const ordered = status === "aprovada" || status === "faturada" || (status === "cancelada" && random.chance(0.4));
    const proposalNumber = asProposal ? ++out.lastNumbers.PR : null;
    const orderNumber = ordered ? ++out.lastNumbers.PV : null;
    const approvedOn = ordered ? [addDaysTo(saleDate, asProposal ? random.int(1, 6) : 0), today].sort()[0]! : null;
    const invoicedOn =
      status === "faturada" || (status === "cancelada" && ordered && random.chance(0.3))
        ? [addDaysTo(approvedOn!, random.int(0, 7)), today].sort()[0]!
        : null;
    const cancelledOn =
      status === "cancelada" ? [addDaysTo(invoicedOn ?? approvedOn ?? saleDate, random.int(1, 10)), today].sort()[0]! : null;
    const notes = random.chance(0.15) ? random.pick(NOTES) : null;
    const createdAt = stamp(saleDate, 11, now);
    const sale: SaleTable = {
      id,
      organization_id: organizationId,
      status,
      proposal_number: proposalNumber,
      order_number: orderNumber,
      contact_id: contact.id,
      seller_id: random.chance(0.85) ? random.pick(input.sellers) : null,
      sale_date: saleDate,
      expected_invoice_date: status === "aprovada" ? addDaysTo(approvedOn!, random.int(5, 20)) : null,
      payment_terms: terms.kind,
      installment_count: terms.installmentCount,
      interval_days: terms.intervalDays,
      category_id: input.categoryId,
      account_id: accountId,
      items_cents: totals.itemsCents,
      discount_kind: saleDiscount?.kind ?? null,
      discount_value: saleDiscount?.value ?? null,
      discount_cents: totals.discountCents,
      freight_cents: totals.freightCents,
      total_cents: totals.totalCents,
      notes,
      search_text: saleSearchText({ contactName: contact.name, proposalNumber, orderNumber, notes }),
      sent_at: asProposal && status !== "rascunho" ? stamp(saleDate, 14, now) : null,
      approved_at: approvedOn && stamp(approvedOn, 10, now),
      invoiced_on: invoicedOn,
      invoiced_at: invoicedOn && stamp(invoicedOn, 16, now),
      cancelled_at: cancelledOn && stamp(cancelledOn, 17, now),
      version: 1 + Number(status !== "rascunho") + Number(!!approvedOn) + Number(!!invoicedOn) + Number(!!cancelledOn),
      created_by: input.actorId,
      created_at: createdAt,
      updated_at: stamp(cancelledOn ?? invoicedOn ?? approvedOn ?? saleDate, 18, now),
    };
    out.sales.push(sale);
    out.items.push(...lines.map(({ row }) => row));
    if (invoicedOn) receivablesOf(sale, contact, invoicedOn, cancelledOn);
  }
  out.ledger = { ...book.take(), accountDays: book.accountDays() };
  return out;

  function receivablesOf(sale: SaleTable, contact: { id: string; name: string }, on: string, cancelledOn: string | null) {
    const parcels = installmentsOf(
      paymentTerms(sale.payment_terms, sale.installment_count, sale.interval_days),
      sale.total_cents,
      on,
    );
    for (const parcel of parcels) {
      const entry = book.entry({
        kind: "receita",
        description: receivableDescription(sale.order_number!, parcel.index, parcels.length, contact.name),
        amountCents: parcel.amountCents,
        accountId: sale.account_id!,
        categoryId: input.categoryId,
        contact,
        competenceDate: on,
        dueDate: parcel.dueDate,
        createdOn: on,
      });
      if (cancelledOn) book.cancel(entry, cancelledOn);
      else settle(entry, "bill");
      out.receivables.push({ entry_id: entry.id, organization_id: organizationId, sale_id: sale.id, installment: parcel.index });
    }
  }
}
