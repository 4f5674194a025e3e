const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a UUID: check URL ids first, since PostgreSQL errors (rather than matching nothing) on a non-uuid in a uuid comparison. */
export const isId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);
