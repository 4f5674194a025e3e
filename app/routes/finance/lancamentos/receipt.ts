/**
 * A comprovante's file, to an Administrador of its organization only, else 404.
 * Sent as an attachment so a browser never renders it as a page of this site.
 */
import { openReceipt } from "~/modules/finance/receipts.server";
import { uploadedFileResponse } from "~/web/csv-response.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/receipt";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tenant = requireAdministratorTenant(context, request);
  const receipt = await openReceipt(scopeOf(tenant), params.id, params.attachmentId);
  if (!receipt) {
    return new Response("Comprovante não encontrado.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return uploadedFileResponse(receipt);
}
