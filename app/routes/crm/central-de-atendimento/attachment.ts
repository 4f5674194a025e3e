/** A file of an atendimento's message, to a member of its organization only, else 404; sent as an attachment. */
import { openTicketAttachment } from "~/modules/crm/attachments.server";
import { uploadedFileResponse } from "~/web/csv-response.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/attachment";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = await openTicketAttachment(scopeOf(requireTenant(context, request)), params.id, params.attachmentId);
  if (!file) {
    return new Response("Anexo não encontrado.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return uploadedFileResponse(file);
}
