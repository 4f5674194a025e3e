/**
 * The product's zod, without compiled parsers: finding out whether it may
 * compile them calls `new Function`, which the Content-Security-Policy
 * refuses and the browser reports as a violation on every page with a
 * form. Every module takes `z` from here (a lint rule), so the setting
 * holds before any schema is built, and a page without a form loads no zod.
 */
import { z } from "zod";

z.config({ jitless: true });

/**
 * The largest value of a PostgreSQL `integer` column (SQLite's are wider):
 * every integer field that reaches a query stops here, so a larger one is
 * the form's 400, not the database's "integer out of range".
 */
export const SQL_INTEGER_MAX = 2_147_483_647;

export { z };
