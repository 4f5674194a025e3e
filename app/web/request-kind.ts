import { AVATAR_MAX_BYTES } from "~/config/profile-rules";
import { RECEIPT_MAX_BYTES } from "~/config/receipt-rules";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file";

export type RequestKind = "service" | "storage" | "upload" | "page";

const UPLOAD_PAGES = new Set(["/profiles/create", "/profiles/edit", "/profiles/upload"]);
const UPLOAD_SERVICES = new Set(["/api/profiles/with-avatar"]);
const TEXT_IMPORT_PAGES = new Set(["/financeiro/lancamentos/importar", "/financeiro/conciliacao/importar"]);
const RECEIPT_PAGE = /^\/financeiro\/lancamentos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IMAGES_PAGE = /^\/(labfeelings\/discovery|conversations\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Bytes of a form or JSON body. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** Bytes of a body that carries a file: twice the avatar cap, so a file a little over it still reaches the parser, which names the 5 MB rule. */
export const UPLOAD_BODY_LIMIT = 2 * AVATAR_MAX_BYTES;
/** Bytes of a body to an entry's page: twice the comprovante cap, for the same reason. */
export const RECEIPT_BODY_LIMIT = 2 * RECEIPT_MAX_BYTES;
/** Bytes of a body with 4 images (feed, conversations) and 1 MB more, so the parser names the 5 MB rule. */
export const IMAGES_BODY_LIMIT = 4 * AVATAR_MAX_BYTES + 1024 * 1024;
/** Bytes of a body to the ledger's imports: twice the text file cap, for the same reason. */
export const TEXT_UPLOAD_BODY_LIMIT = 2 * TEXT_FILE_MAX_BYTES;

const routePath = (pathname: string) => pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

export function requestKind(pathname: string): RequestKind {
  const path = routePath(pathname);
  if (/^\/(connect|api)(\/|$)/.test(path)) return "service";
  if (path.startsWith("/storage/")) return "storage";
  return UPLOAD_PAGES.has(path) || RECEIPT_PAGE.test(path) || IMAGES_PAGE.test(path) || TEXT_IMPORT_PAGES.has(path)
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
  if (IMAGES_PAGE.test(path)) return IMAGES_BODY_LIMIT;
  return UPLOAD_PAGES.has(path) || UPLOAD_SERVICES.has(path) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}
