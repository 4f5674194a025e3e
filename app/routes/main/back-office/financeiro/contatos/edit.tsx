/**
 * /financeiro/contatos/:id: a contato's form, and archiving it (or
 * bringing it back) and deleting it while no entry names it. Another
 * organization's id answers 404.
 */
import { data } from "react-router";
import { ReferenceStatePanel } from "~/components/finance/reference-state-panel";
import { PageTitle } from "~/components/ui/page-title";
import { contactUsage, deleteContact, getContact, setContactArchived, updateContact } from "~/modules/contacts/contacts.server";
import { formatDocument } from "~/modules/contacts/document";
import { contactSchema, duplicateDocumentMessage, rolesLabel } from "~/modules/contacts/schemas";
import { CONTACT_NOUN, inUseMessage, notFoundMessage, stateWords } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { ContactForm } from "../+shared/contact-form";
import { submitReference } from "../+shared/reference-save.server";
import { isStateIntent, runStateIntent } from "../+shared/reference-state.server";
import type { Route } from "./+types/edit";

const LIST = "/financeiro/contatos";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).contact.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.contact.name : "Contato");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const contact = await getContact(scope, params.id);
  if (!contact) throw data(notFoundMessage(CONTACT_NOUN), { status: 404 });
  return { contact, usage: await contactUsage(scope, contact.id) };
}

const stateCalls = (scope: TenantScope) => ({
  noun: CONTACT_NOUN,
  listPath: LIST,
  setArchived: (id: string, archived: boolean) => setContactArchived(scope, id, archived),
  remove: (id: string) => deleteContact(scope, id),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const intent = form.get("intent");
  if (isStateIntent(intent)) return runStateIntent(stateCalls(scope), params.id, intent, form);
  return submitReference(
    form,
    contactSchema,
    {
      noun: CONTACT_NOUN,
      listPath: LIST,
      save: (value) => updateContact(scope, params.id, value),
      duplicate: (existing) => ({ field: "document", message: duplicateDocumentMessage(existing) }),
    },
    "salvo",
  );
}

export default function EditContact({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, usage } = loaderData;
  return (
    <>
      <PageTitle title={contact.name}>
        {rolesLabel(contact)}
        {contact.archivedAt ? " (arquivado)" : ""}.
      </PageTitle>
      <ContactForm
        defaultValue={{
          name: contact.name,
          roles: [...(contact.isCustomer ? ["cliente"] : []), ...(contact.isSupplier ? ["fornecedor"] : [])],
          document: contact.document ? formatDocument(contact.document) : "",
          email: contact.email ?? "",
          phone: contact.phone ?? "",
        }}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        submitLabel="Salvar alterações"
        cancelHref={LIST}
      />
      <ReferenceStatePanel
        archived={contact.archivedAt !== null}
        blocked={usage > 0 ? inUseMessage(CONTACT_NOUN, usage) : null}
        confirmingDelete={!!(actionData && "confirmDelete" in actionData && actionData.confirmDelete)}
        error={actionData && "stateError" in actionData ? actionData.stateError : undefined}
        words={stateWords(CONTACT_NOUN, contact.name)}
        cancelHref={`${LIST}/${contact.id}`}
      />
    </>
  );
}
