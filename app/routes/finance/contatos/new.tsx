/** /financeiro/contatos/novo: a new contato (cliente and/or fornecedor). */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import { ContactForm } from "../+shared/contact-form";
import { CONTACT_PAGES } from "../+shared/reference-pages";
import { CONTACT_ROWS, newReferenceAction, newReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Novo contato" };
export const meta = () => pageMeta("Novo contato");

export const loader = (args: Route.LoaderArgs) => newReferenceLoader(args);
export const action = (args: Route.ActionArgs) => newReferenceAction(CONTACT_ROWS, args);

export default function NewContact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Novo contato" />
      <ContactForm
        defaultValue={{ roles: ["cliente"] }}
        lastResult={actionData?.result}
        submitLabel="Criar contato"
        cancelHref={CONTACT_PAGES.listPath}
      />
    </>
  );
}
