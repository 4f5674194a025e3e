import { Money } from "~/components/finance/money";

export interface StatusFigure {
  status: string;
  label: string;
  count: number;
  totalCents: number;
}

export function SalesSummary({ figures }: { figures: StatusFigure[] }) {
  const shown = figures.filter((figure) => figure.count > 0);
  if (shown.length === 0) return null;
  return (
    <dl aria-label="Totais por situação" className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {shown.map((figure) => (
        <div
          key={figure.status}
          data-status={figure.status}
          className="rounded-xl border border-(--surface-border) bg-(--surface-card) px-3 py-2"
        >
          <dt className="text-xs text-(--text-muted)">{figure.label}</dt>
          <dd className="text-sm">
            <span className="font-semibold">{figure.count}</span> ·{" "}
            <Money cents={figure.totalCents} className={figure.status === "cancelada" ? "line-through" : ""} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
