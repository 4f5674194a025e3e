/**
 * zod without its compiled parsers: finding out whether it may compile
 * them calls `new Function`, which the Content-Security-Policy refuses and
 * the browser reports as a violation on every page with a form. Imported
 * by the root, so it holds before any schema parses, on both sides.
 */
import { z } from "zod";

z.config({ jitless: true });
