/** GET /financeiro/lancamentos/contatos?q=: contact suggestions as JSON `[{ id, name }]`. */
import { contactsNamed } from "~/modules/contacts/contacts.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { MAX_QUERY_TEXT } from "~/modules/finance/entry-query";
import type { Route } from "./+types/contacts";

const CONTACT_SUGGESTIONS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const text = new URL(request.url).searchParams.get("q") ?? "";
  const rows = text.length > MAX_QUERY_TEXT ? [] : await contactsNamed(scope, text, CONTACT_SUGGESTIONS);
  return Response.json(rows, { headers: { "Cache-Control": "private, no-store" } });
}
