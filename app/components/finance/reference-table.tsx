import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArchiveButton } from "./archive-button";
import { TABLE_BOX } from "~/components/ui/sort-header";

export interface ReferenceRow {
  id: string;
  name: string;
  href: string;
  /** The row's edit page, when `href` opens another view of it: an Editar link, and where Arquivar posts. */
  editHref?: string;
  archived: boolean;
  cells: ReactNode[];
}

const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-(--text-muted) uppercase";
const CELL = "px-3 py-2 align-top";

export function ReferenceTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReferenceRow[] }) {
  return (
    <div className={TABLE_BOX}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-(--surface-border)">
          <tr>
            <th scope="col" className={HEAD}>
              Nome
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${HEAD} hidden sm:table-cell`}>
                {header}
              </th>
            ))}
            <th scope="col" className={`${HEAD} text-right`}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-(--surface-border)">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={CELL}>
                <Link to={row.href} className="font-medium text-(--primary-text) hover:underline">
                  {row.name}
                </Link>
                {row.cells.length > 0 ? (
                  <div className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-(--text-muted) sm:hidden">
                    {row.cells.map((cell, index) => (
                      <span key={headers[index]}>{cell}</span>
                    ))}
                  </div>
                ) : null}
              </td>
              {row.cells.map((cell, index) => (
                <td key={headers[index]} className={`${CELL} hidden text-(--text-color) sm:table-cell`}>
                  {cell}
                </td>
              ))}
              <td className={`${CELL} text-right`}>
                <div className="flex items-center justify-end gap-1">
                  {row.editHref ? (
                    <Link
                      to={row.editHref}
                      aria-label={`Editar ${row.name}`}
                      className="rounded-md px-2 py-1 text-sm font-medium text-(--primary-text) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
                    >
                      Editar
                    </Link>
                  ) : null}
                  <ArchiveButton action={row.editHref ?? row.href} archived={row.archived} rowName={row.name} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
