/** Collects a generated ledger's rows as the finance module would write them; `take()` hands over the rows since the last call, so a large ledger streams out in batches. */
import { randomUUID } from "node:crypto";
import { settlementAmounts, signedCashCents } from "~/modules/finance/balance";
import { searchTextOf } from "~/modules/finance/references.server";
import type {
  ContactTable,
  Direction,
  EntryKind,
  FinanceAccountDayTable,
  FinanceAccountTable,
  FinanceCostCenterTable,
  FinanceEntryEventTable,
  FinanceEntryTable,
  FinanceSeriesTable,
  FinanceSettlementTable,
  SeriesKind,
} from "~/db/schema";

/** The rows of one batch, each table's in insertion (foreign key) order. */
export interface LedgerBatch {
  accounts: FinanceAccountTable[];
  contacts: ContactTable[];
  costCenters: FinanceCostCenterTable[];
  series: FinanceSeriesTable[];
  entries: FinanceEntryTable[];
  settlements: FinanceSettlementTable[];
  events: FinanceEntryEventTable[];
  accountDays: FinanceAccountDayTable[];
}

export const emptyBatch = (): LedgerBatch => ({
  accounts: [],
  contacts: [],
  costCenters: [],
  series: [],
  entries: [],
  settlements: [],
  events: [],
  accountDays: [],
});

export interface EntrySpec {
  kind: EntryKind;
  direction?: Direction;
  description: string;
  amountCents: number;
  accountId: string;
  categoryId: string | null;
  contact?: { id: string; name: string } | null;
  costCenterId?: string | null;
  competenceDate: string;
  dueDate: string;
  createdOn: string;
  series?: { id: string; index: number };
  transferId?: string;
}

export interface Baixa {
  on: string;
  amountCents: number;
  interestCents?: number;
  fineCents?: number;
  discountCents?: number;
  reversed?: boolean;
}

export class LedgerBook {
  private batch = emptyBatch();
  private readonly days = new Map<string, number>();
  private readonly balances = new Map<string, number>();

  constructor(
    private readonly organizationId: string,
    private readonly actorId: string,
    private readonly now: string,
    private readonly withEvents = true,
  ) {}

  private stamp(date: string, hour: number): string {
    const at = `${date}T${String(hour).padStart(2, "0")}:00:00.000Z`;
    return at < this.now ? at : this.now;
  }

  private event(entry: FinanceEntryTable, action: FinanceEntryEventTable["action"], at: string, detail: object | null) {
    if (!this.withEvents) return;
    this.batch.events.push({
      id: randomUUID(),
      organization_id: this.organizationId,
      entry_id: entry.id,
      action,
      actor_id: this.actorId,
      detail: detail && JSON.stringify(detail),
      created_at: at,
    });
  }

  account(row: FinanceAccountTable): void {
    this.batch.accounts.push(row);
    this.balances.set(row.id, row.opening_balance_cents);
  }

  contact(row: ContactTable): void {
    this.batch.contacts.push(row);
  }

  costCenter(row: FinanceCostCenterTable): void {
    this.batch.costCenters.push(row);
  }

  series(input: {
    kind: SeriesKind;
    firstDueDate: string;
    occurrences: number | null;
    count: number;
    ended: boolean;
    createdOn: string;
  }): FinanceSeriesTable {
    const created = this.stamp(input.createdOn, 12);
    const row: FinanceSeriesTable = {
      id: randomUUID(),
      organization_id: this.organizationId,
      kind: input.kind,
      frequency: "mensal",
      occurrences: input.occurrences,
      until_date: null,
      first_due_date: input.firstDueDate,
      generated_count: input.count,
      ended_at: input.ended ? created : null,
      created_at: created,
    };
    this.batch.series.push(row);
    return row;
  }

  entry(spec: EntrySpec): FinanceEntryTable {
    const at = this.stamp(spec.createdOn, 12);
    const row: FinanceEntryTable = {
      id: randomUUID(),
      organization_id: this.organizationId,
      kind: spec.kind,
      direction: spec.direction ?? (spec.kind === "receita" ? "entrada" : "saida"),
      description: spec.description,
      search_text: searchTextOf(spec.description, spec.contact?.name ?? null),
      amount_cents: spec.amountCents,
      settled_cents: 0,
      account_id: spec.accountId,
      category_id: spec.categoryId,
      contact_id: spec.contact?.id ?? null,
      cost_center_id: spec.costCenterId ?? null,
      competence_date: spec.competenceDate,
      due_date: spec.dueDate,
      notes: null,
      series_id: spec.series?.id ?? null,
      series_index: spec.series?.index ?? null,
      transfer_id: spec.transferId ?? null,
      cancelled_at: null,
      deleted_at: null,
      version: 1,
      created_by: this.actorId,
      created_at: at,
      updated_at: at,
    };
    this.batch.entries.push(row);
    this.event(row, "created", at, { amountCents: row.amount_cents, dueDate: row.due_date, seriesIndex: row.series_index });
    return row;
  }

  /** The caller keeps a baixa within the open amount. */
  settle(entry: FinanceEntryTable, baixa: Baixa): void {
    // An undone baixa happened before the one that replaced it, so the history reads in order.
    const at = this.stamp(baixa.on, baixa.reversed ? 13 : 15);
    const row: FinanceSettlementTable = {
      id: randomUUID(),
      organization_id: this.organizationId,
      entry_id: entry.id,
      account_id: entry.account_id,
      settled_on: baixa.on,
      amount_cents: baixa.amountCents,
      interest_cents: baixa.interestCents ?? 0,
      fine_cents: baixa.fineCents ?? 0,
      discount_cents: baixa.discountCents ?? 0,
      reversed_at: baixa.reversed ? this.stamp(baixa.on, 14) : null,
      reversed_by: baixa.reversed ? this.actorId : null,
      reversed_on: baixa.reversed ? baixa.on : null,
      created_by: this.actorId,
      created_at: at,
    };
    this.batch.settlements.push(row);
    entry.version += baixa.reversed ? 2 : 1;
    entry.updated_at = [entry.updated_at, row.reversed_at ?? at].sort()[1]!;
    // The history's details as the finance module writes them (settlements.server.ts).
    const amounts = { settledOn: row.settled_on, ...settlementAmounts(row) };
    this.event(entry, "settled", at, { settlementId: row.id, ...amounts, accountId: row.account_id });
    if (baixa.reversed) {
      this.event(entry, "reversed", row.reversed_at!, { settlementId: row.id, ...amounts });
      return;
    }
    entry.settled_cents += row.amount_cents;
    const signed = signedCashCents(entry.direction, amounts);
    const key = `${row.account_id}|${row.settled_on}`;
    this.days.set(key, (this.days.get(key) ?? 0) + signed);
    this.balances.set(row.account_id, (this.balances.get(row.account_id) ?? 0) + signed);
  }

  cancel(entry: FinanceEntryTable, on: string): void {
    entry.cancelled_at = this.stamp(on, 18);
    entry.updated_at = entry.cancelled_at;
    entry.version += 1;
    this.event(entry, "cancelled", entry.cancelled_at, { scope: "esta" });
  }

  balanceOf(accountId: string): number {
    return this.balances.get(accountId) ?? 0;
  }

  take(): LedgerBatch {
    const batch = this.batch;
    this.batch = emptyBatch();
    return batch;
  }

  accountDays(): FinanceAccountDayTable[] {
    const rows: FinanceAccountDayTable[] = [];
    for (const [key, net] of this.days) {
      if (net === 0) continue;
      const [accountId, day] = key.split("|") as [string, string];
      rows.push({ organization_id: this.organizationId, account_id: accountId, day, net_cents: net });
    }
    return rows;
  }
}
