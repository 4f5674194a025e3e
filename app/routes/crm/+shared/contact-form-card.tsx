/** The public contact form's card. */
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS, PlainTextField } from "~/components/ui/plain-field";
import { INTAKE_LIMITS } from "~/modules/crm/intake-schemas";

/** The field only bots fill. */
export const CONTACT_HONEYPOT = "website";

export type ContactFormErrors = Record<string, string>;

export interface ContactFormAnswer {
  values: Record<string, string>;
  formError: string | null;
  fieldErrors: ContactFormErrors;
}

export function ContactFormCard({
  organizationName,
  sent,
  answer,
}: {
  organizationName: string;
  sent: { code: string | null } | null;
  answer: ContactFormAnswer | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const messageId = useId();
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
  const value = (name: string) => answer?.values[name] ?? "";
  const error = (name: string) => answer?.fieldErrors[name] ?? null;
  return (
    <AuthCard title="Fale conosco" subtitle={`Escreva para ${organizationName}. Responderemos por e-mail.`}>
      <Form method="post" className="relative mt-6 space-y-4" noValidate>
        {answer?.formError ? <FormAlert tone="error" message={answer.formError} /> : null}
        <PlainTextField
          label="Nome"
          name="name"
          autoComplete="name"
          defaultValue={value("name")}
          error={error("name")}
          maxLength={INTAKE_LIMITS.name}
          required
        />
        <PlainTextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={value("email")}
          error={error("email")}
          maxLength={INTAKE_LIMITS.email}
          required
        />
        <PlainTextField
          label="Telefone (opcional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={value("phone")}
          error={error("phone")}
          maxLength={INTAKE_LIMITS.phone}
        />
        <PlainTextField
          label="Assunto"
          name="subject"
          defaultValue={value("subject")}
          error={error("subject")}
          maxLength={INTAKE_LIMITS.subject}
          required
        />
        <div className="space-y-1">
          <label htmlFor={messageId} className="block text-sm font-medium text-(--text-color)">
            Mensagem
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={6}
            required
            maxLength={INTAKE_LIMITS.message}
            defaultValue={value("message")}
            aria-invalid={error("message") ? true : undefined}
            aria-describedby={error("message") ? `${messageId}-error` : undefined}
            className={INPUT_CLASS}
          />
          {error("message") ? (
            <p id={`${messageId}-error`} className="text-sm text-(--danger-color)">
              {error("message")}
            </p>
          ) : null}
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
