/**
 * What a request path is, for the checks made before any route runs
 * (docs/decisions/0008-request-edge.md):
 * - `service`: the built-in services on their spec paths (`/connect/*`,
 *   `/api/*`): Bearer tokens, JSON or form bodies they parse themselves;
 * - `storage`: stored files, public, read only;
 * - `upload`: the page actions that take a multipart form with a file;
 * - `page`: every other page and web action: forms only.
 * A `.data` suffix (React Router's data requests) is the same path. Pure.
 */
import { AVATAR_MAX_BYTES } from "~/config/profile-rules";
import { RECEIPT_MAX_BYTES } from "~/config/receipt-rules";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file";

export type RequestKind = "service" | "storage" | "upload" | "page";

const UPLOAD_PAGES = new Set(["/profiles/create", "/profiles/edit", "/profiles/upload"]);
const UPLOAD_SERVICES = new Set(["/api/profiles/with-avatar"]);
/**
 * The ledger's imports of a text file (TEXT_FILE_MAX_BYTES): a spreadsheet
 * of lançamentos, or its text sent back on confirmation; a bank statement
 * (OFX or CSV), or its CSV text sent back with the column mapping.
 */
const TEXT_IMPORT_PAGES = new Set(["/financeiro/lancamentos/importar", "/financeiro/conciliacao/importar"]);
/** A ledger entry's page, whose comprovante form sends a file. */
const RECEIPT_PAGE = /^\/financeiro\/lancamentos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The feed's compose form: up to 4 images of 5 MB each. */
const POST_PAGE = "/labfeelings/discovery";

/** Bytes of a form or JSON body. */
export const FORM_BODY_LIMIT = 64 * 1024;
/**
 * Bytes of a body that carries a file: twice the avatar cap, so a file a
 * little over it still reaches the parser, which names the 5 MB rule.
 */
export const UPLOAD_BODY_LIMIT = 2 * AVATAR_MAX_BYTES;
/** Bytes of a body to an entry's page: twice the comprovante cap, for the same reason. */
export const RECEIPT_BODY_LIMIT = 2 * RECEIPT_MAX_BYTES;
/** Bytes of a body to the feed's compose form: its 4 images and the text fields. */
export const POST_BODY_LIMIT = 4 * 5 * 1024 * 1024 + 1024 * 1024;
/** Bytes of a body to the ledger's imports: twice the text file cap, for the same reason. */
export const TEXT_UPLOAD_BODY_LIMIT = 2 * TEXT_FILE_MAX_BYTES;

const routePath = (pathname: string) => pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

export function requestKind(pathname: string): RequestKind {
  const path = routePath(pathname);
  if (/^\/(connect|api)(\/|$)/.test(path)) return "service";
  if (path.startsWith("/storage/")) return "storage";
  return UPLOAD_PAGES.has(path) || RECEIPT_PAGE.test(path) || TEXT_IMPORT_PAGES.has(path) || path === POST_PAGE
    ? "upload"
    : "page";
}

/** The pt-BR message of a body over `limit` bytes. */
export function bodyTooLargeMessage(limit: number): string {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
  return `O envio é grande demais: o limite é de ${size}.`;
}

/** The largest body, in bytes, that a request to `pathname` may send. */
export function bodyLimit(pathname: string): number {
  const path = routePath(pathname);
  if (RECEIPT_PAGE.test(path)) return RECEIPT_BODY_LIMIT;
  if (TEXT_IMPORT_PAGES.has(path)) return TEXT_UPLOAD_BODY_LIMIT;
  if (path === POST_PAGE) return POST_BODY_LIMIT;
  return UPLOAD_PAGES.has(path) || UPLOAD_SERVICES.has(path) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}
