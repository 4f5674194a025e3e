import type { ReactNode } from "react";
import { TABLE_BOX } from "~/components/ui/sort-header";

export const HEAD = "px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-(--text-muted) uppercase";
export const ROW_HEAD = "px-3 py-2 text-left font-normal whitespace-nowrap";
export const CELL = "px-3 py-2 text-right";

export function ReportFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so a keyboard can scroll it
      tabIndex={0}
      className={`${TABLE_BOX} focus-visible:outline-2 focus-visible:outline-(--focus-ring)`}
    >
      <table className="w-full border-collapse text-sm">{children}</table>
    </div>
  );
}
