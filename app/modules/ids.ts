/**
 * Ids of the business tables are UUIDs. A route hands whatever the URL
 * held; a value that is not one names no row, and must not reach
 * PostgreSQL, which refuses it in a uuid comparison with an error.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` has the shape of a row id (a UUID). */
export const isId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
