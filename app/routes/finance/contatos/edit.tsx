/** /financeiro/contatos/:id: a contato's form, archive and delete. */
import { PageTitle } from "~/components/ui/page-title";
import { formatDocument } from "~/modules/contacts/document";
import { rolesLabel } from "~/modules/contacts/schemas";
import { pageMeta } from "~/web/meta";
import { ContactForm } from "../+shared/contact-form";
import { CONTACT_PAGES, ReferenceRowState } from "../+shared/reference-pages";
import { CONTACT_ROWS, editReferenceAction, editReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).row.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.row.name : "Contato");

export const loader = (args: Route.LoaderArgs) => editReferenceLoader(CONTACT_ROWS, args);
export const action = (args: Route.ActionArgs) => editReferenceAction(CONTACT_ROWS, args);

export default function EditContact({ loaderData, actionData }: Route.ComponentProps) {
  const { row: contact, usage } = loaderData;
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
        lastResult={actionData?.result}
        submitLabel="Salvar alterações"
        cancelHref={CONTACT_PAGES.listPath}
      />
      <ReferenceRowState pages={CONTACT_PAGES} row={contact} usage={usage} answer={actionData} />
    </>
  );
}
