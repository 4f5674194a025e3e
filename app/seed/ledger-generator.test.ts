import { describe, expect, it } from "vitest";
import { DEFAULT_CATEGORIES } from "~/modules/finance/default-plan";
import type { LedgerBatch } from "./ledger-book";
import { ledgerBatches, type LedgerOptions } from "./ledger-generator";
import { PROFILES, profileOf } from "./ledger-profiles";
import { seedOf } from "./random";

const options = (slug: string, today = "2026-11-23"): LedgerOptions => ({
  organizationId: "org",
  actorId: "admin",
  today,
  now: `${today}T15:00:00.000Z`,
  seed: seedOf(slug),
  profile: profileOf(slug),
  categories: new Map(DEFAULT_CATEGORIES.map(({ name }) => [name, name])),
});

function collect(o: LedgerOptions): LedgerBatch {
  const all = [...ledgerBatches(o)];
  const merged = Object.fromEntries(
    Object.keys(all[0]!).map((key) => [key, all.flatMap((batch) => batch[key as keyof LedgerBatch] as object[])]),
  );
  return merged as unknown as LedgerBatch;
}

/** What a person sees of the entries, without the random ids. */
const visible = (batch: LedgerBatch) =>
  batch.entries.map((e) => [e.description, e.amount_cents, e.settled_cents, e.due_date, e.category_id, e.cancelled_at]);

describe("generated ledger", () => {
  it("is the same on every run for the same organization and today, and another for another today", () => {
    const once = collect(options("eleve"));
    expect(visible(collect(options("eleve")))).toEqual(visible(once));
    expect(visible(collect(options("eleve", "2026-12-23")))).not.toEqual(visible(once));
    expect(visible(collect(options("sereno")))).not.toEqual(visible(once));
  });

  it("splits a parcelamento into equal monthly parcelas with the odd centavos on the first", () => {
    const { series, entries } = collect(options("manager"));
    const installments = series.filter((s) => s.kind === "parcelamento");
    expect(installments.length).toBeGreaterThan(5);
    for (const plan of installments) {
      const parcels = entries.filter((e) => e.series_id === plan.id).sort((a, b) => a.series_index! - b.series_index!);
      expect(parcels).toHaveLength(plan.occurrences!);
      const [first, ...rest] = parcels.map((e) => e.amount_cents);
      expect(new Set(rest).size).toBe(1);
      expect(first! - rest[0]!).toBeGreaterThanOrEqual(0);
      expect(first! - rest[0]!).toBeLessThan(parcels.length);
      expect(parcels.map((e) => e.due_date.slice(5, 7))).toEqual(
        parcels.map((_, i) => String(((Number(plan.first_due_date.slice(5, 7)) - 1 + i) % 12) + 1).padStart(2, "0")),
      );
    }
  });

  it("keeps the recorrências three months ahead and nothing settled after today", () => {
    const { series, entries, settlements } = collect(options("sereno"));
    const recurring = new Set(series.filter((s) => s.kind === "recorrencia" && !s.ended_at).map((s) => s.id));
    const last = entries.filter((e) => recurring.has(e.series_id!)).reduce((max, e) => (e.due_date > max ? e.due_date : max), "");
    expect(last >= "2027-02-01").toBe(true);
    expect(settlements.every((s) => s.settled_on <= "2026-11-23")).toBe(true);
  });

  it("makes product sales only before productSalesUntil, when the demo's sales take over", () => {
    const productMonths = (o: LedgerOptions) =>
      new Set(
        collect(o)
          .entries.filter((e) => e.category_id === "Vendas de produtos")
          .map((e) => e.competence_date.slice(0, 7)),
      );
    const every = productMonths(options("sereno"));
    expect([...every].some((month) => month >= "2025-06")).toBe(true);
    const until = productMonths({ ...options("sereno"), productSalesUntil: "2025-06" });
    expect(until.size).toBeGreaterThan(0);
    expect([...until].every((month) => month < "2025-06")).toBe(true);
  });

  it("has a positive result in most past months of every business", () => {
    for (const slug of Object.keys(PROFILES)) {
      const { entries } = collect(options(slug));
      const result = new Map<string, number>();
      for (const e of entries) {
        if (e.kind === "transferencia" || e.cancelled_at || e.competence_date >= "2026-11-01") continue;
        const month = e.competence_date.slice(0, 7);
        result.set(month, (result.get(month) ?? 0) + (e.kind === "receita" ? e.amount_cents : -e.amount_cents));
      }
      const positive = [...result.values()].filter((cents) => cents > 0).length;
      expect(positive / result.size, slug).toBeGreaterThanOrEqual(0.75);
    }
  });
});
