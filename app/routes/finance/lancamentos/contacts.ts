/**
 * /financeiro/lancamentos/contatos. GET ?q=: contact suggestions as JSON `[{ id, name }]`. POST: a contato created from
 * the entry form (name, CPF/CNPJ optional, cliente or fornecedor), answered as `{ contact }` or `{ error }` (pt-BR).
 */
import { contactsNamed, createContact } from "~/modules/contacts/contacts.server";
import { contactSchema, duplicateDocumentMessage } from "~/modules/contacts/schemas";
import { MAX_QUERY_TEXT } from "~/modules/finance/entry-query";
import { idempotent } from "~/web/idempotency.server";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/contacts";

const CONTACT_SUGGESTIONS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const text = new URL(request.url).searchParams.get("q") ?? "";
  const rows = text.length > MAX_QUERY_TEXT ? [] : await contactsNamed(scope, text, CONTACT_SUGGESTIONS);
  return Response.json(rows, { headers: { "Cache-Control": "private, no-store" } });
}

/** What the entry form's "Novo contato" gets back. */
export type NewContactAnswer =
  | { contact: { id: string; name: string; document: string | null } }
  | { error: string; field: "name" | "document" | "roles" | null };

export async function action({ request, context }: Route.ActionArgs): Promise<NewContactAnswer> {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  return idempotent(
    scope,
    form,
    "financeiro/lancamentos/contatos",
    async (): Promise<NewContactAnswer> => {
      const submission = parseSubmission(form, { schema: contactSchema });
      if (submission.status !== "success") {
        const [field, messages] = Object.entries(submission.error ?? {}).find(([, list]) => list?.length) ?? [];
        const known = field === "name" || field === "document" || field === "roles" ? field : null;
        return { error: messages?.[0] ?? "Confira os dados do contato.", field: known };
      }
      const saved = await createContact(scope, submission.value);
      if (saved.status === "duplicate") return { error: duplicateDocumentMessage(saved.existing), field: "document" };
      if (saved.status === "refused")
        return { error: Object.values(saved.fieldErrors)[0]?.[0] ?? "Confira os dados do contato.", field: null };
      const { id, name, document } = saved.row;
      return { contact: { id, name, document } };
    },
    { done: (answer) => "contact" in answer },
  );
}
