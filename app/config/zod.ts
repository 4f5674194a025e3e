/** No compiled parsers: detecting support calls `new Function`, which the Content-Security-Policy refuses on every page with a form. */
import { z } from "zod";

z.config({ jitless: true });

/** The largest PostgreSQL `integer`: a larger value is the form's 400, not the database's "integer out of range". */
export const SQL_INTEGER_MAX = 2_147_483_647;

export { z };
