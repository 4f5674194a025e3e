/** The new-account form of an invitation link: registration's last step with the invited e-mail fixed. */
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { NewPasswordField } from "~/components/auth/password-strength";
import { TextField } from "~/components/ui/field";
import { HoneypotField } from "~/routes/auth/+shared/honeypot";
import { StepMessages, SubmitButton, useAccountForm, type StepActionData } from "./account-form";

export function InvitationAccountForm({ email, actionData }: { email: string; actionData?: StepActionData }) {
  const [form, fields] = useAccountForm((forms) => forms.registrationCompleteSchema({ email }), actionData);
  const owner = { username: fields.username.value, email, names: [fields.givenName.value, fields.familyName.value] };
  return (
    <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-4">
      <input type="hidden" name="intent" value="create" />
      <StepMessages actionData={actionData} />
      <p className="text-sm text-(--text-muted)">
        E-mail: <strong className="text-(--text-color)">{email}</strong>
      </p>
      <TextField label="Nome de usuário" meta={fields.username} autoComplete="username" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" meta={fields.givenName} autoComplete="given-name" />
        <TextField label="Sobrenome" meta={fields.familyName} autoComplete="family-name" />
      </div>
      <NewPasswordField label="Senha" meta={fields.password} owner={owner} />
      <TextField label="Repita a senha" meta={fields.passwordConfirmation} type="password" autoComplete="new-password" />
      <HoneypotField />
      <SubmitButton idle="Criar conta e entrar" pending="Criando conta..." />
    </Form>
  );
}
