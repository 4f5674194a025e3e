/**
 * /contato?organization=<slug> (or /contato on the organization's own
 * host): its public "Fale conosco" form, outside the guard. It opens an atendimento (canal formulário) and
 * e-mails the contact its number. A honeypot field catches bots (they are
 * thanked and nothing is opened); the form is rate limited per client
 * address, e-mail and organization. Works without JavaScript: the answer
 * is a redirect to the thanks message, or the form again with its errors.
 * An unknown organization is the not-found page.
 */
import { data, href, redirect } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { contactFormSchema } from "~/modules/crm/intake-schemas";
import { INTAKE_LIMITED_MESSAGE, openTicketFromOutside, organizationBySlug, takeIntakePlace } from "~/modules/crm/intake.server";
import { TicketRefusal } from "~/modules/crm/tickets.server";
import { clientAddressContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { ContactFormCard, CONTACT_HONEYPOT, type ContactFormErrors } from "./+shared/contact-form-card";
import type { Route } from "./+types/contact-form";

export const meta = () => pageMeta("Fale conosco");

/** The organization named by `?organization=<slug>`, else by the host's first label (eleve.example.com); null when none. */
async function organizationOf(request: Request) {
  const url = new URL(request.url);
  return organizationBySlug(url.searchParams.get("organization") ?? url.hostname.split(".")[0] ?? "");
}

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

  const values = Object.fromEntries(
    ["name", "email", "phone", "subject", "message"].map((k) => [k, String(formData.get(k) ?? "")]),
  );
  const refuse = (status: number, formError: string | null, fieldErrors: ContactFormErrors = {}) =>
    data({ values, formError, fieldErrors }, { status });
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: ContactFormErrors = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return refuse(400, null, fieldErrors);
  }
  const address = context.get(clientAddressContext);
  if (!(await takeIntakePlace(organization.id, { clientAddress: address, email: parsed.data.email })))
    return refuse(429, INTAKE_LIMITED_MESSAGE);
  try {
    const ticket = await openTicketFromOutside(
      { organizationId: organization.id },
      { ...parsed.data, channel: "formulario", priority: "media" },
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
  return <ContactFormCard organizationName={organization.name} sent={sent} answer={actionData ?? null} />;
}
