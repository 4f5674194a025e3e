/**
 * GET /financeiro/lancamentos/:id/comprovantes/:attachmentId: a
 * comprovante's file, to the entry's organization only (an Administrador);
 * another organization's, a missing one or a malformed id answers 404. Sent
 * as an attachment, with its content type read at upload, so a browser
 * never renders it as a page of this site (nosniff and the other security
 * headers come from the HTTP server, on every answer).
 */
import { stripAccents } from "~/config/text-rules";
import { openReceipt } from "~/modules/finance/receipts.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/receipt";

/** The file name as plain ASCII for old clients (accents dropped, anything else "_"). */
const asciiName = (name: string) => stripAccents(name).replace(/[^\x20-\x7e]|["\\]/g, "_");

/** The name percent-encoded as RFC 8187 wants it (encodeURIComponent leaves ' ( ) * as they are). */
const extendedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment` with the name as ASCII and, for everyone else, exactly (RFC 6266). */
const disposition = (name: string) => `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${extendedName(name)}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tenant = requireAdministratorTenant(context, request);
  const receipt = await openReceipt(scopeOf(tenant), params.id, params.attachmentId);
  if (!receipt) {
    return new Response("Comprovante não encontrado.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(new Uint8Array(receipt.bytes), {
    headers: {
      "Content-Type": receipt.contentType,
      "Content-Length": String(receipt.bytes.length),
      "Content-Disposition": disposition(receipt.fileName),
      "Cache-Control": "private, no-store",
    },
  });
}
