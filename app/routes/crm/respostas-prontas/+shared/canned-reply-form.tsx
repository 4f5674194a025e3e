/** The form of a resposta pronta. */
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { FieldError, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CANNED_BODY_MAX, cannedReplySchema, PLACEHOLDER_HELP } from "~/modules/crm/canned-reply-schemas";
import { PLACEHOLDERS } from "~/modules/crm/placeholders";

export interface CannedReplyFormValues {
  code: string;
  title: string;
  body: string;
}

export function CannedReplyForm({
  defaultValue,
  lastResult,
  submitLabel,
  cancelHref,
}: {
  defaultValue: Partial<CannedReplyFormValues>;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(cannedReplySchema, {
    lastResult,
    defaultValue,
  });
  const body = fields.body;
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Código"
          meta={fields.code}
          autoComplete="off"
          hint="Digitado após a barra na resposta, como boas-vindas."
        />
        <TextField label="Título" meta={fields.title} autoComplete="off" hint="Como ela aparece na lista de sugestões." />
      </div>
      <div className="space-y-1">
        <label htmlFor={body.id} className="block text-sm font-medium text-(--text-color)">
          Texto <span className="font-normal text-(--text-muted)">(até {CANNED_BODY_MAX} caracteres)</span>
        </label>
        <textarea
          {...getTextareaProps(body, { ariaDescribedBy: "campos-disponiveis" })}
          key={body.key}
          rows={8}
          className={INPUT_CLASS}
        />
        <FieldError meta={body} />
      </div>
      <section id="campos-disponiveis" aria-label="Campos disponíveis" className="rounded-md bg-(--surface-hover) p-3 text-sm">
        <p className="font-medium text-(--text-color)">Campos preenchidos ao inserir a resposta:</p>
        <ul className="mt-1 space-y-0.5 text-(--text-muted)">
          {PLACEHOLDERS.map((name) => (
            <li key={name}>
              <code className="text-(--text-color)">{`{{${name}}}`}</code>: {PLACEHOLDER_HELP[name]}
            </li>
          ))}
        </ul>
      </section>
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}
