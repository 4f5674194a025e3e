import type { ReactNode } from "react";

export function StatCard({ title, value, children }: { title: string; value: string; children?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-(--surface-border) bg-(--surface-card) p-4">
      <h2 className="text-sm text-(--text-muted)">{title}</h2>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-figure={title}>
        {value}
      </p>
      {children ? <div className="mt-2 space-y-1 text-sm text-(--text-muted)">{children}</div> : null}
    </section>
  );
}
