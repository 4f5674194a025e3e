/**
 * Where a ledger figure leads when clicked, so its drill-down shows a list
 * whose total is the figure: a figure by vencimento or competência opens
 * the lançamentos list on that basis, period and filters (its "Entradas",
 * "Saídas", "A receber" or "A pagar" total is the figure); a caixa figure
 * opens the DRE on caixa for its year, because a caixa figure sums baixas
 * by their own dates (with juros, multa and desconto, an estorno on its own
 * date), which is no set of entries by a date of theirs. Pure.
 */
import type { DateRange } from "./entry-period";
import { DEFAULT_SORT, entrySearch } from "./entry-query";
import { dreSearch } from "./report-query";
import type { EntryStatus } from "./status";
import type { EntryKind } from "./types";

const ENTRIES_PATH = "/financeiro/lancamentos";

/** A figure: its basis, its period (`YYYY-MM` or days `YYYY-MM-DD`) and what of the ledger it sums. */
export interface LedgerFigure {
  basis: "vencimento" | "competencia" | "caixa";
  period: string | DateRange;
  kind?: EntryKind;
  categoryId?: string;
  accountId?: string;
  costCenterId?: string;
  status?: EntryStatus;
}

/** The address of the list (or, on caixa, the DRE) that shows `figure`: `/financeiro/lancamentos?de=…&ate=…&base=competencia&categoria=…`. */
export function figureHref({ basis, period, ...filters }: LedgerFigure): string {
  const month = typeof period === "string" ? period : period.from.slice(0, 7);
  if (basis === "caixa") return `/financeiro/dre${dreSearch({ year: Number(month.slice(0, 4)), regime: "caixa" })}`;
  const defined = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  const query = {
    filters: {
      month,
      ...(typeof period === "string" ? {} : { range: period }),
      ...(basis === "competencia" ? { basis } : {}),
      ...defined,
    },
    sort: DEFAULT_SORT,
    page: 1,
  };
  return `${ENTRIES_PATH}${entrySearch(query)}`;
}
