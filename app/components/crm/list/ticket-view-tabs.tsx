import { Link } from "react-router";
import { formatNumber } from "~/config/format";

export interface TicketViewTab {
  label: string;
  count: number;
  capped: boolean;
  href: string;
  current: boolean;
}

export function TicketViewTabs({ tabs }: { tabs: TicketViewTab[] }) {
  return (
    <nav aria-label="Visões" className="mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-(--surface-border)">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              preventScrollReset
              className={`inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
                tab.current
                  ? "border-(--primary-color) text-(--primary-text)"
                  : "border-transparent text-(--text-muted) hover:text-(--text-color)"
              }`}
            >
              {tab.label}
              <span className="rounded-full bg-(--surface-hover) px-2 text-xs tabular-nums text-(--text-color)">
                {formatNumber(tab.count)}
                {tab.capped ? "+" : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
