import type { ReactNode } from "react";

const HEAD = "px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-(--text-muted) uppercase";
const ROW_HEAD = "px-3 py-2 text-left font-normal whitespace-nowrap";
const CELL = "px-3 py-2 text-right tabular-nums";

export interface CountRow {
  key: string;
  head: ReactNode;
  cells: Array<number | string>;
}

/** `columns`: the heading of the rows' column first, then one per cell. */
export function CountTable({
  caption,
  columns,
  rows,
  totals,
}: {
  caption: string;
  columns: string[];
  rows: CountRow[];
  totals?: CountRow;
}) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-(--surface-border)">
          {columns.map((column, i) => (
            <th key={column} scope="col" className={`${HEAD} ${i === 0 ? "text-left" : "text-right"}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-(--surface-border) last:border-0">
            <th scope="row" className={ROW_HEAD}>
              {row.head}
            </th>
            {row.cells.map((cell, i) => (
              <td key={columns[i + 1] ?? i} className={CELL}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <tr className="border-t border-(--surface-border) font-semibold">
            <th scope="row" className={ROW_HEAD}>
              {totals.head}
            </th>
            {totals.cells.map((cell, i) => (
              <td key={columns[i + 1] ?? i} className={CELL}>
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
