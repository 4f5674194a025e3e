/** The public contact form's card. */
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { FieldError, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { contactFormSchema, INTAKE_LIMITS } from "~/modules/crm/intake-schemas";

/** The field only bots fill. */
export const CONTACT_HONEYPOT = "website";

export function ContactFormCard({
  organizationName,
  sent,
  lastResult,
}: {
  organizationName: string;
  sent: { code: string | null } | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(contactFormSchema, {
    lastResult,
  });
  if (sent)
    return (
      <AuthCard title="Mensagem recebida" subtitle={organizationName}>
        <div className="mt-6">
          <FormAlert
            tone="success"
            message={
              sent.code
                ? `Obrigado! Abrimos o atendimento ${sent.code} e enviamos a confirmação para o seu e-mail.`
                : "Obrigado! Recebemos a sua mensagem."
            }
          />
        </div>
      </AuthCard>
    );
  const message = fields.message;
  return (
    <AuthCard title="Fale conosco" subtitle={`Escreva para ${organizationName}. Responderemos por e-mail.`}>
      <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
        {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
        <TextField label="Nome" meta={fields.name} autoComplete="name" maxLength={INTAKE_LIMITS.name} />
        <TextField label="E-mail" meta={fields.email} type="email" autoComplete="email" maxLength={INTAKE_LIMITS.email} />
        <TextField
          label="Telefone (opcional)"
          meta={fields.phone}
          type="tel"
          autoComplete="tel"
          maxLength={INTAKE_LIMITS.phone}
        />
        <TextField label="Assunto" meta={fields.subject} maxLength={INTAKE_LIMITS.subject} />
        <div className="space-y-1">
          <label htmlFor={message.id} className="block text-sm font-medium text-(--text-color)">
            Mensagem
          </label>
          <textarea
            {...getTextareaProps(message)}
            key={message.key}
            rows={6}
            maxLength={INTAKE_LIMITS.message}
            className={INPUT_CLASS}
          />
          <FieldError meta={message} />
        </div>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contato-website">Deixe este campo em branco</label>
          <input id="contato-website" name={CONTACT_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Enviando..." : "Enviar mensagem"}
        </Button>
      </Form>
    </AuthCard>
  );
}
