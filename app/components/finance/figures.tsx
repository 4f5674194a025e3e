import { href, Link } from "react-router";
import { formatDate } from "~/config/format";
import { Money } from "./money";
import { StatusBadge } from "./status-badge";

export const CARD = "rounded-xl border border-(--surface-border) bg-(--surface-card) p-4";
export const FIGURE_LINK = "text-sm font-medium text-(--primary-text) hover:underline";

/** `cents`: the amount shown large; `children`: the lines under it. */
export function Figure({ title, cents, children }: { title: string; cents: number; children?: React.ReactNode }) {
  return (
    <section aria-label={title} className={CARD}>
      <h2 className="text-sm text-(--text-muted)">{title}</h2>
      <p className="mt-1 text-2xl font-semibold">
        <Money cents={cents} />
      </p>
      {children ? <div className="mt-2 space-y-1 text-sm">{children}</div> : null}
    </section>
  );
}

/** Small labelled figures side by side (a dl): `className` sets the grid's columns. */
export function FigureList({ items, className }: { items: Array<{ label: string; value: React.ReactNode }>; className: string }) {
  return (
    <dl className={`mb-4 grid gap-3 ${className}`}>
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-(--surface-border) bg-(--surface-card) p-3">
          <dt className="text-xs text-(--text-muted)">{item.label}</dt>
          <dd className="text-lg font-semibold text-(--text-color)">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface AccountBalance {
  id: string;
  name: string;
  balanceCents: number;
  detail?: string;
}

/** "Saldo por conta": each account linking to its entries, with its balance. */
export function AccountBalances({ accounts }: { accounts: AccountBalance[] }) {
  return (
    <section aria-labelledby="saldos" className={CARD}>
      <h2 id="saldos" className="mb-3 font-semibold">
        Saldo por conta
      </h2>
      <ul className="divide-y divide-(--surface-border)">
        {accounts.map((account) => (
          <li key={account.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <Link to={`${href("/financeiro/lancamentos")}?conta=${account.id}`} className="block truncate hover:underline">
                {account.name}
              </Link>
              {account.detail ? <span className="block text-xs text-(--text-muted)">{account.detail}</span> : null}
            </span>
            <Money cents={account.balanceCents} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A lançamento in a short list: its date, description (a link to it), status and signed amount. */
export interface EntryLine {
  id: string;
  date: string;
  description: string;
  status: string;
  statusLabel: string;
  cents: number;
}

/** A short list of lançamentos, or `empty` when there is none. */
export function EntryLines({ entries, empty }: { entries: EntryLine[]; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-(--text-muted)">{empty}</p>;
  return (
    <ul className="divide-y divide-(--surface-border)">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
          <span className="flex min-w-0 items-center gap-2">
            <span className="text-sm text-(--text-muted) tabular-nums">{formatDate(entry.date)}</span>
            <Link
              to={href("/financeiro/lancamentos/:id", { id: entry.id })}
              className="truncate font-medium text-(--primary-text) hover:underline"
            >
              {entry.description}
            </Link>
          </span>
          <span className="flex items-center gap-2">
            <StatusBadge status={entry.status} label={entry.statusLabel} />
            <Money cents={entry.cents} />
          </span>
        </li>
      ))}
    </ul>
  );
}
