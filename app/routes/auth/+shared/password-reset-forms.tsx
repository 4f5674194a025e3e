/** The two forms of /auth/forgotpassword: e-mail, then code and new password. */
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { TextField } from "~/components/ui/field";
import { HoneypotField } from "~/routes/auth/+shared/honeypot";
import { TextLink } from "~/components/ui/text-link";
import type { PasswordResetStep } from "~/routes/auth/+shared/account-errors";
import { EmailStepForm, StepMessages, SubmitButton, useAccountForm, type StepActionData } from "./account-form";
import { NewPasswordField } from "~/components/auth/password-strength";

function ConfirmForm({ email, actionData }: { email: string; actionData?: StepActionData }) {
  const [form, fields] = useAccountForm((forms) => forms.passwordResetConfirmSchema({ email }), actionData);
  return (
    <div className="mt-6 space-y-4">
      <p className="text-sm text-(--text-muted)">
        Se <strong className="text-(--text-color)">{email}</strong> estiver cadastrado, enviamos um código de 6 dígitos para ele.{" "}
        <TextLink to="?step=request">Usar outro e-mail</TextLink>
      </p>
      <Form method="post" {...getFormProps(form)} className="relative space-y-4">
        <input type="hidden" name="step" value="confirm" />
        <StepMessages actionData={actionData} />
        <TextField label="Código" meta={fields.code} autoComplete="one-time-code" inputMode="numeric" />
        <NewPasswordField label="Nova senha" meta={fields.newPassword} owner={{ email }} />
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
    <EmailStepForm step="request" actionData={actionData} />
  );
}
