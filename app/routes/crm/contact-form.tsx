/**
 * /contato: the public "Fale conosco" form of the address's organization (as the login card and registration read it:
 * `?organization=`, the host, else the default), outside the guard.
 * Bots filling the honeypot are thanked and nothing is opened; rate limited per address, e-mail and organization.
 */
import { data, href, redirect } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { contactFormSchema } from "~/modules/crm/intake-schemas";
import { INTAKE_LIMITED_MESSAGE, openTicketFromOutside, organizationBySlug, takeIntakePlace } from "~/modules/crm/intake.server";
import { TicketRefusal } from "~/modules/crm/tickets.server";
import { clientAddressContext } from "~/web/context.server";
import { addressedOrganization, readOrganizationAddress } from "~/web/current-organization.server";
import { pageMeta } from "~/web/meta";
import { parseSubmission } from "~/web/submission.server";
import { ContactFormCard, CONTACT_HONEYPOT } from "./+shared/contact-form-card";
import type { Route } from "./+types/contact-form";

export const meta = () => pageMeta("Fale conosco");

// Read afresh by slug: the address's resolution knows the organizations of when the server started.
const organizationOf = async (request: Request) =>
  organizationBySlug(addressedOrganization(await readOrganizationAddress(request)).slug);

const CODE = /^AT-\d{6,}$/;

export async function loader({ request }: Route.LoaderArgs) {
  const organization = await organizationOf(request);
  if (!organization) return data({ organization: null, sent: null }, { status: 404 });
  const sent = new URL(request.url).searchParams.get("enviado");
  return {
    organization: { slug: organization.slug, name: organization.displayName },
    sent: sent === null ? null : { code: CODE.test(sent) ? sent : null },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const organization = await organizationOf(request);
  if (!organization) throw data(null, { status: 404 });
  const formData = await request.formData();
  const thanks = (code: string) => `${href("/contato")}?organization=${encodeURIComponent(organization.slug)}&enviado=${code}`;
  if (String(formData.get(CONTACT_HONEYPOT) ?? "") !== "") throw redirect(thanks("1"));

  const submission = parseSubmission(formData, { schema: contactFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const refuse = (status: number, formError: string) =>
    data({ result: submission.reply({ formErrors: [formError] }) }, { status });
  const address = context.get(clientAddressContext);
  if (!(await takeIntakePlace(organization.id, { clientAddress: address, email: submission.value.email })))
    return refuse(429, INTAKE_LIMITED_MESSAGE);
  try {
    const ticket = await openTicketFromOutside(
      { organizationId: organization.id },
      { ...submission.value, channel: "formulario", priority: "media" },
    );
    throw redirect(thanks(ticket.code));
  } catch (error) {
    if (error instanceof TicketRefusal) return refuse(400, error.message);
    throw error;
  }
}

export default function ContactForm({ loaderData, actionData }: Route.ComponentProps) {
  const { organization, sent } = loaderData;
  if (!organization)
    return <StatusPage title="Página não encontrada" message="Não encontramos a organização deste formulário de contato." />;
  return <ContactFormCard organizationName={organization.name} sent={sent} lastResult={actionData?.result} />;
}
