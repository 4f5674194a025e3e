/**
 * /crm/central-de-atendimento/novo, beside the desk list: Novo atendimento.
 * The contato is one of the list or a new one typed in place (created with
 * the atendimento), then assunto, canal, prioridade, responsável,
 * etiquetas and the first message: what the contact asked, or a resposta
 * e-mailed to the contact. Checked here again; works without JavaScript
 * (both contato parts shown); after saving, the atendimento opens.
 */
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS, PlainTextField } from "~/components/ui/plain-field";
import { useInteractive } from "~/components/ui/use-interactive";
import { contactChoices } from "~/modules/crm/agents.server";
import { parseNewTicket, type FieldErrors } from "~/modules/crm/new-ticket-form";
import { TICKET_CHANNEL_LABELS, TICKET_CHANNELS, TICKET_PRIORITIES, TICKET_PRIORITY_LABELS } from "~/modules/crm/status";
import { BODY_MAX, LABEL_MAX, SUBJECT_MAX } from "~/modules/crm/ticket-text";
import { openTicket, TicketRefusal } from "~/modules/crm/tickets.server";
import { listMembers } from "~/modules/administration/members.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/new";
import { IdempotencyField } from "~/web/idempotency";
import { idempotent } from "~/web/idempotency.server";
import type { TenantScope } from "~/modules/tenant-scope";

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
    const { id } = await openTicket(scope, parsed.value);
    throw redirect(`/crm/central-de-atendimento/${id}?aviso=criado`);
  } catch (error) {
    if (error instanceof TicketRefusal) return failed({}, error.message);
    throw error;
  }
}

function Select({
  label,
  name,
  options,
  value,
  error,
}: {
  label: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  error?: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={`novo-${name}`} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      <select
        id={`novo-${name}`}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `novo-${name}-erro` : undefined}
        className={INPUT_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`novo-${name}-erro`} className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function NewTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { contacts, agents } = loaderData;
  const values: Values = actionData?.values ?? {};
  const errors: FieldErrors = actionData?.errors ?? {};
  const interactive = useInteractive();
  const [contactKind, setContactKind] = useState(values.contato ?? "existente");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const err = (name: string) => errors[name] ?? null;
  return (
    <section
      aria-labelledby="novo-atendimento"
      className="space-y-4 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="novo-atendimento" className="text-xl font-semibold text-(--text-color)">
        Novo atendimento
      </h2>
      {actionData?.formError ? <FormAlert tone="error" message={actionData.formError} /> : null}
      <Form method="post" className="max-w-3xl space-y-5" noValidate>
        <IdempotencyField />
        <fieldset className="space-y-3 rounded-md border border-(--surface-border) p-4">
          <legend className="px-1 text-sm font-semibold text-(--text-color)">Contato</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {[
              ["existente", "Contato cadastrado"],
              ["novo", "Novo contato"],
            ].map(([value, label]) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="contato"
                  value={value}
                  defaultChecked={contactKind === value}
                  onChange={(event) => setContactKind(event.currentTarget.value)}
                />
                {label}
              </label>
            ))}
          </div>
          <div hidden={interactive && contactKind !== "existente"}>
            <Select
              label="Contato cadastrado"
              name="contatoId"
              value={values.contatoId ?? ""}
              error={errors.contatoId}
              options={[
                { value: "", label: "Escolha o contato" },
                ...contacts.map((c) => ({ value: c.id, label: c.email ? `${c.name} (${c.email})` : c.name })),
              ]}
            />
          </div>
          <div hidden={interactive && contactKind !== "novo"} className="grid gap-4 sm:grid-cols-3">
            <PlainTextField
              label="Nome do novo contato"
              name="novoNome"
              defaultValue={values.novoNome}
              error={err("novoNome")}
              maxLength={120}
            />
            <PlainTextField
              label="E-mail (opcional)"
              name="novoEmail"
              type="email"
              defaultValue={values.novoEmail}
              error={err("novoEmail")}
              maxLength={200}
            />
            <PlainTextField
              label="Telefone (opcional)"
              name="novoTelefone"
              defaultValue={values.novoTelefone}
              error={err("novoTelefone")}
              maxLength={30}
            />
          </div>
        </fieldset>
        <PlainTextField
          label="Assunto"
          name="assunto"
          defaultValue={values.assunto}
          error={err("assunto")}
          maxLength={SUBJECT_MAX}
          required
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label="Canal"
            name="canal"
            value={values.canal ?? "email"}
            error={errors.canal}
            options={TICKET_CHANNELS.map((c) => ({ value: c, label: TICKET_CHANNEL_LABELS[c] }))}
          />
          <Select
            label="Prioridade"
            name="prioridade"
            value={values.prioridade ?? "media"}
            error={errors.prioridade}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKET_PRIORITY_LABELS[p] }))}
          />
          <Select
            label="Responsável"
            name="responsavel"
            value={values.responsavel ?? "eu"}
            options={[
              { value: "eu", label: "Eu" },
              { value: "", label: "Ninguém" },
              ...agents.map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
        </div>
        <PlainTextField
          label="Etiquetas (separadas por vírgula, opcional)"
          name="etiquetas"
          defaultValue={values.etiquetas}
          error={err("etiquetas")}
          maxLength={LABEL_MAX * 20}
        />
        <fieldset className="space-y-1 text-sm">
          <legend className="font-medium text-(--text-color)">A primeira mensagem é</legend>
          <label className="mr-4 inline-flex items-center gap-2">
            <input type="radio" name="origem" value="contato" defaultChecked={values.origem !== "agente"} /> O pedido do contato
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="origem" value="agente" defaultChecked={values.origem === "agente"} /> Minha mensagem ao
            contato (enviada por e-mail)
          </label>
        </fieldset>
        <div className="space-y-1">
          <label htmlFor="novo-mensagem" className="block text-sm font-medium text-(--text-color)">
            Mensagem
          </label>
          <textarea
            id="novo-mensagem"
            name="mensagem"
            rows={6}
            maxLength={BODY_MAX}
            defaultValue={values.mensagem}
            aria-invalid={errors.mensagem ? true : undefined}
            aria-describedby={errors.mensagem ? "novo-mensagem-erro" : undefined}
            className={INPUT_CLASS}
          />
          {errors.mensagem ? (
            <p id="novo-mensagem-erro" className="text-sm text-(--danger-color)">
              {errors.mensagem}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Abrindo..." : "Abrir atendimento"}
        </Button>
      </Form>
    </section>
  );
}
