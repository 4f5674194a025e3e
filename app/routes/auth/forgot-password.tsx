/** /auth/forgotpassword (spec 2.1, 8): the step is in the URL, the e-mail in the session. */
import { parseSubmission } from "~/web/submission.server";
import { href, redirect, useLocation } from "react-router";
import { createAuthClient } from "~/clients/auth-client.server";
import { PasswordResetForms } from "~/routes/auth/+shared/password-reset-forms";
import { AuthCard } from "~/components/layout/auth-card";
import { TextLink } from "~/components/ui/text-link";
import { attempt } from "~/routes/auth/+shared/account-calls.server";
import { isCommonPassword } from "~/config/password-policy.server";
import {
  passwordResetError,
  passwordRuleFailure,
  type AccountError,
  type PasswordResetStep,
} from "~/routes/auth/+shared/account-errors";
import { passwordResetConfirmSchema, emailStepSchema } from "~/routes/auth/+shared/account-forms";
import { HONEYPOT_FIELD } from "~/routes/auth/+shared/honeypot";
import { clientAddressContext, requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import { commitSession, type WebSession } from "~/web/session.server";
import type { Route } from "./+types/forgot-password";

export const meta = () => pageMeta("Recuperar senha", "Receba no seu e-mail um código para definir uma nova senha.");

const allowedStep = (requested: string | null, session: WebSession): PasswordResetStep =>
  requested === "confirm" && session.get("passwordReset") ? "confirm" : "request";

export function loader({ request, context }: Route.LoaderArgs) {
  const { session } = context.get(requestStateContext);
  const requested = new URL(request.url).searchParams.get("step");
  const step = allowedStep(requested, session);
  if (requested && requested !== step) throw redirect(`${href("/auth/forgotpassword")}?step=${step}`);
  return { step, email: session.get("passwordReset")?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session } = context.get(requestStateContext);
  const formData = await request.formData();
  const step = allowedStep(String(formData.get("step")), session);
  const resetEmail = session.get("passwordReset")?.email;
  const submission = parseSubmission(formData, {
    schema: step === "confirm" ? passwordResetConfirmSchema({ email: resetEmail, isCommon: isCommonPassword }) : emailStepSchema,
  });
  const reply = (error: AccountError | null, fieldErrors?: Record<string, string[]>) => ({
    step,
    result: submission.reply({ hideFields: ["newPassword", "passwordConfirmation"], fieldErrors }),
    error,
    notice: null,
  });
  if (formData.get(HONEYPOT_FIELD)) return reply(passwordResetError(step, { status: 400 }));
  if (submission.status !== "success") return reply(null);

  const client = createAuthClient({ clientAddress: context.get(clientAddressContext) });
  if (step === "request") {
    const { email } = submission.value as { email: string };
    const requested = await attempt(() => client.passwordResetRequest({ email }));
    if (!requested.ok) return reply(passwordResetError("request", requested));
    session.set("passwordReset", { email });
    throw redirect(withOrganization(`${href("/auth/forgotpassword")}?step=confirm`, new URL(request.url).search), {
      headers: { "Set-Cookie": await commitSession(session, request) },
    });
  }
  const { code, newPassword } = submission.value as { code: string; newPassword: string };
  const email = resetEmail!;
  const confirmed = await attempt(() => client.passwordResetConfirm({ email, code, newPassword }));
  if (!confirmed.ok) {
    // The service alone knows the account's user name: its refusal goes on the field.
    const rule = passwordRuleFailure(confirmed);
    if (rule) return reply(passwordResetError("confirm", { status: 400 }), { newPassword: [rule] });
    return reply(passwordResetError("confirm", confirmed));
  }
  session.unset("passwordReset");
  throw redirect(withOrganization(`${href("/auth/login")}?status=password-reset`, new URL(request.url).search), {
    headers: { "Set-Cookie": await commitSession(session, request) },
  });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const result = actionData?.step === loaderData.step ? actionData : undefined;
  return (
    <AuthCard title="Recuperar senha" subtitle="Enviaremos um código para o seu e-mail.">
      <PasswordResetForms step={loaderData.step} email={loaderData.email} actionData={result} />
      <p className="mt-6 text-sm text-(--text-muted)">
        Lembrou a senha? <TextLink to={withOrganization(href("/auth/login"), search)}>Voltar para o login</TextLink>
      </p>
    </AuthCard>
  );
}
