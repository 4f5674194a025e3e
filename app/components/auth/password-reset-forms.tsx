/** The two forms of /auth/forgotpassword (issue 3): e-mail, then code and new password. */
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { TextField } from "~/components/ui/field";
import { HoneypotField } from "~/components/ui/honeypot";
import { TextLink } from "~/components/ui/text-link";
import type { PasswordResetStep } from "~/web/account-errors";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "~/web/account-forms";
import { StepMessages, SubmitButton, useAccountForm, type StepActionData } from "./account-form";

function RequestForm({ actionData }: { actionData?: StepActionData }) {
  const [form, fields] = useAccountForm(passwordResetRequestSchema, actionData);
  return (
    <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
      <input type="hidden" name="step" value="request" />
      <StepMessages actionData={actionData} />
      <TextField label="E-mail" meta={fields.email} type="email" autoComplete="email" />
      <HoneypotField />
      <SubmitButton idle="Enviar código" pending="Enviando..." />
    </Form>
  );
}

function ConfirmForm({ email, actionData }: { email: string; actionData?: StepActionData }) {
  const [form, fields] = useAccountForm(passwordResetConfirmSchema, actionData);
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-(--text-muted)">
        Se <strong className="text-(--text-color)">{email}</strong> estiver cadastrado, enviamos um código de 6
        dígitos para ele. <TextLink to="?step=request">Usar outro e-mail</TextLink>
      </p>
      <Form method="post" {...getFormProps(form)} className="relative space-y-4">
        <input type="hidden" name="step" value="confirm" />
        <StepMessages actionData={actionData} />
        <TextField label="Código" meta={fields.code} autoComplete="one-time-code" inputMode="numeric" />
        <TextField label="Nova senha" meta={fields.newPassword} type="password" autoComplete="new-password" />
        <TextField label="Repita a senha" meta={fields.passwordConfirmation} type="password" autoComplete="new-password" />
        <HoneypotField />
        <SubmitButton idle="Redefinir senha" pending="Redefinindo..." />
      </Form>
    </div>
  );
}

export function PasswordResetForms({
  step,
  email,
  actionData,
}: {
  step: PasswordResetStep;
  email: string | null;
  actionData?: StepActionData;
}) {
  return step === "confirm" ? (
    <ConfirmForm email={email ?? ""} actionData={actionData} />
  ) : (
    <RequestForm actionData={actionData} />
  );
}
