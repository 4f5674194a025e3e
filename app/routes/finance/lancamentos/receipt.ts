/**
 * A comprovante's file, to an Administrador of its organization only, else 404.
 * Sent as an attachment so a browser never renders it as a page of this site.
 */
import { stripAccents } from "~/config/text-rules";
import { openReceipt } from "~/modules/finance/receipts.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/receipt";

const asciiName = (name: string) => stripAccents(name).replace(/[^\x20-\x7e]|["\\]/g, "_");

/** encodeURIComponent leaves ' ( ) * as they are; RFC 8187 does not. */
const extendedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

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
