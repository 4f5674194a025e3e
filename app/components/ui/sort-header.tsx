import { Link } from "react-router";
import { icon } from "./icon";

const ArrowDown = icon("arrow-down");
const ArrowUp = icon("arrow-up");
const ArrowUpDown = icon("arrow-up-down");

export interface TableSort {
  by: string;
  order: "asc" | "desc";
}

/** The look of a table's column headers. */
/** A table's scrolling box. `relative`: the headers' sr-only text is placed inside it; else it can widen the page on a phone. */
export const TABLE_BOX = "relative overflow-x-auto rounded-xl border border-(--surface-border) bg-(--surface-card)";
export const TABLE_HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-(--text-muted) uppercase";

export function SortHeader({
  by,
  label,
  sort,
  sortHref,
  className = "",
}: {
  by: string;
  label: string;
  sort: TableSort;
  sortHref: (sort: TableSort) => string;
  className?: string;
}) {
  const active = sort.by === by;
  const next: TableSort = { by, order: active && sort.order === "asc" ? "desc" : "asc" };
  const Icon = !active ? ArrowUpDown : sort.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : undefined}
      className={`${TABLE_HEAD} ${className}`}
    >
      <Link
        to={sortHref(next)}
        className="inline-flex items-center gap-1 hover:text-(--text-color) focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
      >
        {label}
        <Icon aria-hidden className={`size-3.5 ${active ? "" : "opacity-50"}`} />
        <span className="sr-only">{`, ordenar ${next.order === "asc" ? "crescente" : "decrescente"}`}</span>
      </Link>
    </th>
  );
}
