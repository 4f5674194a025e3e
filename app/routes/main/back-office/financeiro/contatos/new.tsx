/** /financeiro/contatos/novo: a new contato (cliente and/or fornecedor). */
import { PageTitle } from "~/components/ui/page-title";
import { createContact } from "~/modules/contacts/contacts.server";
import { contactSchema, duplicateDocumentMessage } from "~/modules/contacts/schemas";
import { CONTACT_NOUN } from "~/modules/reference-data";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { ContactForm } from "../+shared/contact-form";
import { submitReference } from "../+shared/reference-save.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Novo contato" };
export const meta = () => pageMeta("Novo contato");

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdministratorTenant(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return submitReference(
    await request.formData(),
    contactSchema,
    {
      noun: CONTACT_NOUN,
      listPath: "/financeiro/contatos",
      save: (value) => createContact(scope, value),
      duplicate: (existing) => ({ field: "document", message: duplicateDocumentMessage(existing) }),
    },
    "criado",
  );
}

export default function NewContact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Novo contato" />
      <ContactForm
        defaultValue={{ roles: ["cliente"] }}
        lastResult={actionData?.result}
        submitLabel="Criar contato"
        cancelHref="/financeiro/contatos"
      />
    </>
  );
}
