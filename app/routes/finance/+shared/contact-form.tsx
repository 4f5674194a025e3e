/** The form of a contato (CPF/CNPJ check digits validated). */
import { getCollectionProps, getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { FieldError, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CONTACT_ROLE_LABELS, CONTACT_ROLES, contactSchema } from "~/modules/contacts/schemas";

export interface ContactFormValues {
  name: string;
  roles: string[];
  document: string;
  email: string;
  phone: string;
}

export function ContactForm({
  defaultValue,
  lastResult,
  submitLabel,
  cancelHref,
}: {
  defaultValue: Partial<ContactFormValues>;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(contactSchema, {
    lastResult,
    defaultValue,
  });
  const roleError = fields.roles.errors?.length ? fields.roles.errorId : undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <TextField label="Nome" meta={fields.name} autoComplete="off" hint="A pessoa ou a empresa, como aparece nos lançamentos." />
      <fieldset className="space-y-2" aria-describedby={roleError}>
        <legend className="text-sm font-medium text-(--text-color)">Este contato é</legend>
        <div className="flex flex-wrap gap-6">
          {getCollectionProps(fields.roles, { type: "checkbox", options: [...CONTACT_ROLES] }).map((props) => (
            <label key={props.key} className="inline-flex items-center gap-2 text-sm text-(--text-color)">
              <input {...props} key={props.key} className="size-4" />
              {CONTACT_ROLE_LABELS[props.value as keyof typeof CONTACT_ROLE_LABELS]}
            </label>
          ))}
        </div>
        <FieldError meta={fields.roles} />
      </fieldset>
      <TextField label="CPF ou CNPJ (opcional)" meta={fields.document} autoComplete="off" hint="Com ou sem pontuação." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="E-mail (opcional)" meta={fields.email} type="email" autoComplete="off" />
        <TextField label="Telefone (opcional)" meta={fields.phone} type="tel" inputMode="tel" autoComplete="off" />
      </div>
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}
