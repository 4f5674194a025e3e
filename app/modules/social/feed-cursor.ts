/** The feed's cursor (`?antes=<created_at>_<id>`): the next page holds posts strictly before it. Safe for the browser. */
import { isId } from "~/modules/ids";

export interface FeedCursor {
  createdAt: string;
  id: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export const encodeFeedCursor = (cursor: FeedCursor): string => `${cursor.createdAt}_${cursor.id}`;

/** The cursor in `value`, or null when absent or malformed (a bad cursor reads as the first page). */
export function decodeFeedCursor(value: string | null | undefined): FeedCursor | null {
  if (!value) return null;
  const at = value.lastIndexOf("_");
  if (at < 0) return null;
  const createdAt = value.slice(0, at);
  const id = value.slice(at + 1);
  if (!ISO.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isId(id)) return null;
  return { createdAt, id };
}
