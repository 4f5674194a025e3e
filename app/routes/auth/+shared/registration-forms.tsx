/** The three forms of /auth/register: e-mail, code, details. */
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { HoneypotField } from "~/routes/auth/+shared/honeypot";
import { TextLink } from "~/components/ui/text-link";
import type { RegistrationStep } from "~/routes/auth/+shared/account-errors";
import { EmailStepForm, StepMessages, SubmitButton, useAccountForm, type StepActionData } from "./account-form";
import { NewPasswordField } from "~/components/auth/password-strength";

function ConfirmForm({ email, actionData }: { email: string; actionData?: StepActionData }) {
  const [form, fields] = useAccountForm((forms) => forms.registrationConfirmSchema, actionData);
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-(--text-muted)">
        Enviamos um código de 6 dígitos para <strong className="text-(--text-color)">{email}</strong>.{" "}
        <TextLink to="?step=start">Usar outro e-mail</TextLink>
      </p>
      <Form method="post" {...getFormProps(form)} className="relative space-y-4">
        <input type="hidden" name="step" value="confirm" />
        <StepMessages actionData={actionData} />
        <TextField label="Código" meta={fields.code} autoComplete="one-time-code" inputMode="numeric" />
        <HoneypotField />
        <SubmitButton idle="Confirmar e-mail" pending="Confirmando..." />
      </Form>
      <Form method="post">
        <input type="hidden" name="step" value="confirm" />
        <input type="hidden" name="intent" value="resend" />
        <Button type="submit" variant="secondary" className="w-full">
          Enviar novo código
        </Button>
      </Form>
    </div>
  );
}

function CompleteForm({ email, actionData }: { email: string | null; actionData?: StepActionData }) {
  const [form, fields] = useAccountForm((forms) => forms.registrationCompleteSchema({ email }), actionData);
  const owner = {
    username: fields.username.value,
    email,
    names: [fields.givenName.value, fields.familyName.value],
  };
  return (
    <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
      <input type="hidden" name="step" value="complete" />
      <StepMessages actionData={actionData} />
      <TextField label="Nome de usuário" meta={fields.username} autoComplete="username" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" meta={fields.givenName} autoComplete="given-name" />
        <TextField label="Sobrenome" meta={fields.familyName} autoComplete="family-name" />
      </div>
      <NewPasswordField label="Senha" meta={fields.password} owner={owner} />
      <TextField label="Repita a senha" meta={fields.passwordConfirmation} type="password" autoComplete="new-password" />
      <HoneypotField />
      <SubmitButton idle="Criar conta" pending="Criando conta..." />
    </Form>
  );
}

export function RegistrationForms({
  step,
  email,
  actionData,
}: {
  step: RegistrationStep;
  email: string | null;
  actionData?: StepActionData;
}) {
  if (step === "confirm") return <ConfirmForm email={email ?? ""} actionData={actionData} />;
  if (step === "complete") return <CompleteForm email={email} actionData={actionData} />;
  return <EmailStepForm step="start" actionData={actionData} />;
}
