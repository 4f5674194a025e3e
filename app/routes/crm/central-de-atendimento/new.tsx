/**
 * /crm/central-de-atendimento/novo, beside the desk list: Novo atendimento.
 * The contato is one of the list or a new one typed in place (created with
 * the atendimento), then assunto, canal, prioridade, responsável,
 * etiquetas and the first message: what the contact asked, or a resposta
 * e-mailed to the contact. Checked here again; works without JavaScript
 * (both contato parts shown); after saving, the atendimento opens.
 */
import { getFormProps, getTextareaProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { data, Form, href, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useInteractive } from "~/components/ui/use-interactive";
import type { z } from "~/config/zod";
import { contactChoices } from "~/modules/crm/agents.server";
import { newTicketSchema, parseNewTicket, type FieldErrors } from "~/modules/crm/new-ticket-form";
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
    throw redirect(`${href("/crm/central-de-atendimento/:id", { id })}?aviso=criado`);
  } catch (error) {
    if (error instanceof TicketRefusal) return failed({}, error.message);
    throw error;
  }
}

function Select({
  label,
  meta,
  options,
}: {
  label: string;
  meta: FieldMetadata<string | undefined>;
  options: Array<{ value: string; label: string }>;
}) {
  const error = meta.errors?.[0];
  return (
    <div className="space-y-1">
      <label htmlFor={`novo-${meta.name}`} className="block text-sm font-medium text-(--text-color)">
        {label}
      </label>
      <select
        key={meta.key}
        id={`novo-${meta.name}`}
        name={meta.name}
        defaultValue={meta.initialValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `novo-${meta.name}-erro` : undefined}
        className={INPUT_CLASS}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`novo-${meta.name}-erro`} className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The action's refusal as Conform's answer: the fields sent and the first error of each. */
function resultOf(answer: { values: Values; errors: FieldErrors } | undefined): SubmissionResult<string[]> | undefined {
  if (!answer) return undefined;
  const error = Object.fromEntries(Object.entries(answer.errors).map(([name, message]) => [name, message ? [message] : null]));
  return { status: "error", initialValue: answer.values, error };
}

const DEFAULTS = { contato: "existente", canal: "email", prioridade: "media", responsavel: "eu", origem: "contato" };

export default function NewTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { contacts, agents } = loaderData;
  // One object per answer: Conform reports a lastResult again whenever its identity changes.
  const lastResult = useMemo(() => resultOf(actionData), [actionData]);
  const [form, fields] = useForm<z.input<ReturnType<typeof newTicketSchema>>, z.output<ReturnType<typeof newTicketSchema>>>({
    lastResult,
    defaultValue: DEFAULTS,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newTicketSchema("") }),
  });
  const interactive = useInteractive();
  const [contactKind, setContactKind] = useState(fields.contato.initialValue ?? "existente");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const mensagem = fields.mensagem;
  return (
    <section
      aria-labelledby="novo-atendimento"
      className="space-y-4 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="novo-atendimento" className="text-xl font-semibold text-(--text-color)">
        Novo atendimento
      </h2>
      {actionData?.formError ? <FormAlert tone="error" message={actionData.formError} /> : null}
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-5">
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
              meta={fields.contatoId}
              options={[
                { value: "", label: "Escolha o contato" },
                ...contacts.map((c) => ({ value: c.id, label: c.email ? `${c.name} (${c.email})` : c.name })),
              ]}
            />
          </div>
          <div hidden={interactive && contactKind !== "novo"} className="grid gap-4 sm:grid-cols-3">
            <TextField label="Nome do novo contato" meta={fields.novoNome} maxLength={120} />
            <TextField label="E-mail (opcional)" meta={fields.novoEmail} type="email" maxLength={200} />
            <TextField label="Telefone (opcional)" meta={fields.novoTelefone} maxLength={30} />
          </div>
        </fieldset>
        <TextField label="Assunto" meta={fields.assunto} maxLength={SUBJECT_MAX} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label="Canal"
            meta={fields.canal}
            options={TICKET_CHANNELS.map((c) => ({ value: c, label: TICKET_CHANNEL_LABELS[c] }))}
          />
          <Select
            label="Prioridade"
            meta={fields.prioridade}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKET_PRIORITY_LABELS[p] }))}
          />
          <Select
            label="Responsável"
            meta={fields.responsavel}
            options={[
              { value: "eu", label: "Eu" },
              { value: "", label: "Ninguém" },
              ...agents.map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
        </div>
        <TextField label="Etiquetas (separadas por vírgula, opcional)" meta={fields.etiquetas} maxLength={LABEL_MAX * 20} />
        <fieldset className="space-y-1 text-sm">
          <legend className="font-medium text-(--text-color)">A primeira mensagem é</legend>
          <label className="mr-4 inline-flex items-center gap-2">
            <input type="radio" name="origem" value="contato" defaultChecked={fields.origem.initialValue !== "agente"} /> O pedido
            do contato
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="origem" value="agente" defaultChecked={fields.origem.initialValue === "agente"} /> Minha
            mensagem ao contato (enviada por e-mail)
          </label>
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={mensagem.id} className="block text-sm font-medium text-(--text-color)">
            Mensagem
          </label>
          <textarea {...getTextareaProps(mensagem)} key={mensagem.key} rows={6} maxLength={BODY_MAX} className={INPUT_CLASS} />
          <FieldError meta={mensagem} />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Abrindo..." : "Abrir atendimento"}
        </Button>
      </Form>
    </section>
  );
}
