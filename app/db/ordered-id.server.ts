/** Row ids for tables listed by (time, id): a UUIDv7 (RFC 9562) rises with the clock and, within one millisecond, with each call in this process, so rows written in the same millisecond list in the order they were written instead of at random. */
import { v7 } from "uuid";

/** A new time-ordered UUID, lower-case text: valid in a PostgreSQL `uuid` column and ordered the same way there and as SQLite text. */
export const orderedId = (): string => v7();
