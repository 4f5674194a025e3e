/** A generated ledger of a small Brazilian business, deterministic for a seed and today; `volume` scales it for the benchmark, and rows stream out one batch per month so a million entries never sit in memory. */
import { randomUUID } from "node:crypto";
import type { FinanceAccountTable } from "~/db/schema";
import { emptyBatch, LedgerBook, type EntrySpec, type LedgerBatch } from "./ledger-book";
import { addDaysTo, monthOf, monthRange, shiftMonth } from "~/config/calendar";
import { planInstallments } from "~/modules/finance/installments";
import { RECURRENCE_AHEAD_MONTHS } from "~/modules/finance/recurrence";
import { dateIn } from "./ledger-dates";
import { monthEnd, obligations, purchases, sales } from "./ledger-months";
import type { BusinessProfile } from "./ledger-profiles";
import { recurringOccurrences, shareOf } from "./ledger-recurring";
import { addReference, type LedgerReference } from "./ledger-reference";
import { settler, type Outcome, type SettleMode } from "./ledger-settle";
import { seededRandom, type Random } from "./random";

export interface LedgerOptions {
  organizationId: string;
  actorId: string;
  today: string;
  now: string;
  seed: number;
  profile: BusinessProfile;
  categories: ReadonlyMap<string, string>;
  months?: number;
  monthsAhead?: number;
  volume?: number;
  events?: boolean;
  /** The first month (`YYYY-MM`) whose product sales come from the demo sales instead; undefined: product sales every month. */
  productSalesUntil?: string;
}

/** An entry to add: a category by name, recorded on its competence date unless told. */
export type Spec = Omit<EntrySpec, "categoryId" | "createdOn"> & {
  category: string;
  createdOn?: string;
  cancelledOn?: string;
};

/** What the monthly writers share. */
export interface LedgerContext {
  o: LedgerOptions;
  random: Random;
  book: LedgerBook;
  ref: LedgerReference;
  volume: number;
  revenue: number;
  todayMonth: string;
  secondary: FinanceAccountTable;
  costCenters: { admin: string | null; operations: string | null; commercial: string | null };
  revenueOf: Map<string, number>;
  simplesPerMille: number;
  nextInvoice: number;
  categoryId(name: string): string;
  add(spec: Spec, mode: SettleMode, forced?: Outcome): void;
  installments(
    total: number,
    count: number,
    dueDate: string,
    spec: Omit<Spec, "dueDate" | "competenceDate" | "amountCents">,
  ): void;
  transfer(from: FinanceAccountTable, to: FinanceAccountTable, amountCents: number, on: string, description: string): void;
  dayIn(month: string): string;
  count(min: number, max: number, factor?: number): number;
  share(per1000: number): number;
}

/** The rows of a generated ledger: reference and series first, then each month's, the account days last. */
export function* ledgerBatches(o: LedgerOptions): Generator<LedgerBatch> {
  const random = seededRandom(o.seed);
  const volume = o.volume ?? 1;
  const book = new LedgerBook(o.organizationId, o.actorId, o.now, o.events ?? true);
  const todayMonth = monthOf(o.today);
  const last = shiftMonth(todayMonth, o.monthsAhead ?? 2);
  const first = shiftMonth(last, 1 - (o.months ?? 24));
  const revenue = Math.round(o.profile.monthlyRevenueCents * volume);
  const ref = addReference(book, random, {
    organizationId: o.organizationId,
    profile: o.profile,
    openingDate: addDaysTo(`${first}-01`, -1),
    now: o.now,
    clientCount: Math.round(18 * Math.sqrt(volume)),
  });
  const occurrences = recurringOccurrences(book, random, {
    reference: ref,
    first,
    today: o.today,
    revenueCents: revenue,
    contracts: o.profile.contracts,
    volume,
  });
  yield book.take();

  const ctx = context(o, random, book, ref, revenue, todayMonth);
  let next = 0;
  const end = [last, shiftMonth(todayMonth, RECURRENCE_AHEAD_MONTHS)].sort()[1]!;
  for (let i = 0, month = first; month <= end; i++, month = shiftMonth(month, 1)) {
    for (; next < occurrences.length && monthOf(occurrences[next]!.dueDate) === month; next++) {
      const { seriesId, index, dueDate, mode, forced, ...rest } = occurrences[next]!;
      ctx.add({ ...rest, competenceDate: dueDate, dueDate, series: { id: seriesId, index } }, mode, forced);
    }
    if (month <= last) {
      // Months ahead hold only a few sales and purchases booked in advance.
      const booked = month > todayMonth ? 0.3 : 1;
      sales(ctx, month, booked);
      purchases(ctx, month, booked);
      obligations(ctx, month, i);
      if (monthRange(month).last <= o.today) monthEnd(ctx, month);
    }
    yield book.take();
  }
  yield { ...emptyBatch(), accountDays: book.accountDays() };
}

function context(
  o: LedgerOptions,
  random: Random,
  book: LedgerBook,
  ref: LedgerReference,
  revenue: number,
  todayMonth: string,
): LedgerContext {
  const settle = settler(book, random, o.today);
  const [admin = null, operations = null] = ref.costCenterIds;
  const ctx: LedgerContext = {
    o,
    random,
    book,
    ref,
    volume: o.volume ?? 1,
    revenue,
    todayMonth,
    secondary: ref.reserve?.kind === "conta_corrente" ? ref.reserve : ref.primary,
    costCenters: { admin, operations, commercial: ref.costCenterIds.at(-1) ?? null },
    revenueOf: new Map(),
    simplesPerMille: random.int(60, 75),
    nextInvoice: random.int(1200, 4800),
    categoryId(name) {
      const id = o.categories.get(name);
      if (!id) throw new Error(`Categoria ausente do plano de contas: ${name}`);
      return id;
    },
    add(spec, mode, forced) {
      const { category, createdOn, cancelledOn, ...rest } = spec;
      const entry = book.entry({ ...rest, categoryId: ctx.categoryId(category), createdOn: createdOn ?? spec.competenceDate });
      if (cancelledOn) book.cancel(entry, cancelledOn);
      else settle(entry, mode, forced);
      if (spec.kind === "receita" && !cancelledOn) {
        const month = monthOf(entry.competence_date);
        ctx.revenueOf.set(month, (ctx.revenueOf.get(month) ?? 0) + entry.amount_cents);
      }
    },
    installments(total, count, dueDate, spec) {
      const createdOn = dueDate < o.today ? dueDate : o.today;
      const series = book.series({
        kind: "parcelamento",
        firstDueDate: dueDate,
        occurrences: count,
        count,
        ended: true,
        createdOn,
      });
      for (const { index, ...parcel } of planInstallments(total, count, dueDate, dueDate)) {
        ctx.add({ ...spec, ...parcel, createdOn, series: { id: series.id, index } }, "bill");
      }
    },
    transfer(from, to, amountCents, on, description) {
      const transferId = randomUUID();
      for (const [account, direction] of [
        [from, "saida"],
        [to, "entrada"],
      ] as const) {
        const leg = book.entry({
          kind: "transferencia",
          direction,
          description,
          amountCents,
          accountId: account.id,
          categoryId: null,
          competenceDate: on,
          dueDate: on,
          createdOn: on,
          transferId,
        });
        book.settle(leg, { on, amountCents });
      }
    },
    dayIn: (month) => dateIn(month, random.int(1, Number(monthRange(month).last.slice(8)))),
    count: (min, max, factor = 1) => Math.round(random.int(min, max) * ctx.volume * factor),
    share: (per1000) => shareOf(revenue, per1000),
  };
  return ctx;
}
