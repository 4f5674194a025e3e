import { href } from "react-router";
import { useFollowLinks } from "~/components/ui/follow-links";
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

/** "Saldo por conta": each account linking to its entries (anchors the app follows as links), with its balance. */
export function AccountBalances({ accounts }: { accounts: AccountBalance[] }) {
  const follow = useFollowLinks();
  const list = href("/financeiro/lancamentos");
  return (
    <section aria-labelledby="saldos" className={CARD}>
      <h2 id="saldos" className="mb-3 font-semibold">
        Saldo por conta
      </h2>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- it only follows its anchors' clicks, which Enter on an anchor makes too */}
      <ul className="divide-y divide-(--surface-border)" onClick={follow}>
        {accounts.map((account) => (
          <li key={account.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <a href={`${list}?conta=${account.id}`} className="block truncate hover:underline">
                {account.name}
              </a>
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

/** A short list of lançamentos (anchors the app follows as links), or `empty` when there is none. */
export function EntryLines({ entries, empty }: { entries: EntryLine[]; empty: string }) {
  const follow = useFollowLinks();
  if (entries.length === 0) return <p className="text-sm text-(--text-muted)">{empty}</p>;
  const list = href("/financeiro/lancamentos");
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- it only follows its anchors' clicks, which Enter on an anchor makes too
    <ul className="divide-y divide-(--surface-border)" onClick={follow}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
          <span className="flex min-w-0 items-center gap-2">
            <span className="text-sm text-(--text-muted) tabular-nums">{formatDate(entry.date)}</span>
            <a href={`${list}/${entry.id}`} className="truncate font-medium text-(--primary-text) hover:underline">
              {entry.description}
            </a>
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
