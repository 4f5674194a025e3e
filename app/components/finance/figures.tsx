/**
 * The pieces of the ledger's summary pages (/financeiro and the home
 * dashboard): a card, a figure card (a title over an amount in centavos,
 * with links or lines under it) and the balance of each account.
 */
import { Link } from "react-router";
import { Money } from "./money";

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

export interface AccountBalance {
  id: string;
  name: string;
  balanceCents: number;
  /** A line under the name (the account's kind), when the page shows one. */
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
              <Link to={`/financeiro/lancamentos?conta=${account.id}`} className="block truncate hover:underline">
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
