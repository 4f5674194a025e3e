import { getFormProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useInteractive } from "~/components/ui/use-interactive";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { z } from "~/config/zod";
import { IdempotencyField } from "~/web/idempotency";

type Values = Record<
  | "contato"
  | "contatoId"
  | "novoNome"
  | "novoEmail"
  | "novoTelefone"
  | "assunto"
  | "canal"
  | "prioridade"
  | "responsavel"
  | "etiquetas"
  | "mensagem"
  | "origem",
  string
>;
type Option = { value: string; label: string };

/** The module's form description (`NEW_TICKET_FORM`): schema, choices and length caps. */
export interface NewTicketFormSpec {
  schema: (selfId: string) => z.ZodType<unknown, Values>;
  channels: Option[];
  priorities: Option[];
  maxLength: { subject: number; labels: number; body: number };
}

/** The action's refusal: the fields sent, pt-BR errors by field and one for the whole form. */
export interface NewTicketAnswer {
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  formError: string | null;
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
function resultOf(answer: NewTicketAnswer | undefined): SubmissionResult<string[]> | undefined {
  if (!answer) return undefined;
  const error = Object.fromEntries(Object.entries(answer.errors).map(([name, message]) => [name, message ? [message] : null]));
  return { status: "error", initialValue: answer.values, error };
}

const DEFAULTS = { contato: "existente", canal: "email", prioridade: "media", responsavel: "eu", origem: "contato" };

/** Novo atendimento: a contato of the list or a new one, then the atendimento's fields; works without JavaScript. */
export function NewTicketForm({
  spec,
  contacts,
  agents,
  actionData,
}: {
  spec: NewTicketFormSpec;
  contacts: Array<{ id: string; name: string; email: string | null }>;
  agents: Array<{ id: string; name: string }>;
  actionData: NewTicketAnswer | undefined;
}) {
  // One object per answer: Conform reports a lastResult again whenever its identity changes.
  const lastResult = useMemo(() => resultOf(actionData), [actionData]);
  const [form, fields] = useSchemaForm(spec.schema(""), {
    lastResult,
    defaultValue: DEFAULTS,
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
        <TextField label="Assunto" meta={fields.assunto} maxLength={spec.maxLength.subject} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Select label="Canal" meta={fields.canal} options={spec.channels} />
          <Select label="Prioridade" meta={fields.prioridade} options={spec.priorities} />
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
        <TextField
          label="Etiquetas (separadas por vírgula, opcional)"
          meta={fields.etiquetas}
          maxLength={spec.maxLength.labels}
        />
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
          <textarea
            {...getTextareaProps(mensagem)}
            key={mensagem.key}
            rows={6}
            maxLength={spec.maxLength.body}
            className={INPUT_CLASS}
          />
          <FieldError meta={mensagem} />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Abrindo..." : "Abrir atendimento"}
        </Button>
      </Form>
    </section>
  );
}
