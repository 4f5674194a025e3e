/** Pages past MAX_PAGE must not reach SQL as an offset (PostgreSQL refuses one past bigint). */
export const MAX_PAGE = 100_000;

/** The page of a query value: 1 when missing or unreadable, at most MAX_PAGE. */
export function pageNumber(value: string | null | undefined): number {
  const page = /^\s*\d+\s*$/.test(value ?? "") ? Number(value) : 1;
  return Math.min(MAX_PAGE, Math.max(1, page));
}

/** The SQL offset of page `page` (1-based, clamped to 1..MAX_PAGE) of `size` rows. */
export const pageOffset = (page: number, size: number) => (Math.min(MAX_PAGE, Math.max(1, Math.trunc(page) || 1)) - 1) * size;
