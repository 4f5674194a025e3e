/** /crm/central-de-atendimento/novo: opens an atendimento (and its new contato, in one transaction). */
import { data, redirect } from "react-router";
import { NewTicketForm } from "~/components/crm/new-ticket-form";
import { listMembers } from "~/modules/administration/members.server";
import { contactChoices } from "~/modules/crm/agents.server";
import { NEW_TICKET_FORM, parseNewTicket, type FieldErrors } from "~/modules/crm/new-ticket-form";
import { openTicket, TicketRefusal } from "~/modules/crm/tickets.server";
import { documentCode } from "~/modules/document-code";
import type { TenantScope } from "~/modules/tenant-scope";
import { idempotent } from "~/web/idempotency.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { ticketPath } from "./+shared/ticket-path";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Novo atendimento" };
export const meta = () => pageMeta("Novo atendimento");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const [contacts, agents] = await Promise.all([contactChoices(scope), listMembers(scope, { activeOnly: true })]);
  return { contacts, agents };
}

type Values = Record<string, string>;

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  return idempotent(scope, form, "crm/atendimento-novo", () => createTicketFromForm(scope, form));
}

/** Opens the atendimento the form describes (a new contact first, when asked); once per idempotency key. */
async function createTicketFromForm(scope: TenantScope, form: FormData) {
  const values: Values = Object.fromEntries(
    [...form.entries()]
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([k, v]) => [k, v.slice(0, 20_000)]),
  );
  const failed = (errors: FieldErrors, formError: string | null = null) => data({ errors, formError, values }, { status: 400 });
  const parsed = parseNewTicket(form, scope.userId);
  if ("errors" in parsed) return failed(parsed.errors, "Confira os campos destacados.");
  try {
    const { number } = await openTicket(scope, parsed.value);
    throw redirect(`${ticketPath(documentCode("AT", number))}?aviso=criado`);
  } catch (error) {
    if (error instanceof TicketRefusal) return failed({}, error.message);
    throw error;
  }
}

export default function NewTicket({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewTicketForm spec={NEW_TICKET_FORM} contacts={loaderData.contacts} agents={loaderData.agents} actionData={actionData} />
  );
}
