/**
 * The product's zod, without compiled parsers: finding out whether it may
 * compile them calls `new Function`, which the Content-Security-Policy
 * refuses and the browser reports as a violation on every page with a
 * form. Every module takes `z` from here (a lint rule), so the setting
 * holds before any schema is built, and a page without a form loads no zod.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
