import { Money } from "./money";
import { CELL, HEAD, ROW_HEAD } from "./reports/report-frame";

export interface ChartTableRow {
  key: string;
  head: string;
  cents: number[];
}

/** `columns`: the heading of the rows' column first, then one per amount. */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ChartTableRow[] }) {
  return (
    <div className="sr-only [@media(scripting:none)]:not-sr-only">
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
              {row.cents.map((cents, i) => (
                <td key={columns[i + 1] ?? i} className={CELL}>
                  <Money cents={cents} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
