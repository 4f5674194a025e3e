import type { ReactNode } from "react";

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-(--surface-border) bg-(--surface-card) p-6 text-center">
      <p className="font-medium text-(--text-color)">{title}</p>
      {children ? <div className="mt-1 text-sm text-(--text-muted)">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
