/** /auth/register (spec 2.1, 8): the step in the URL, the e-mail and ticket in the session, so Back and reload behave. */
import { parseSubmission } from "~/web/submission.server";
import { href, redirect, useLocation } from "react-router";
import { createAuthClient } from "~/clients/auth-client.server";
import { organizationLine } from "~/components/auth/organization-line";
import { AuthCard } from "~/components/layout/auth-card";
import { RegistrationForms } from "~/routes/auth/+shared/registration-forms";
import { TextLink } from "~/components/ui/text-link";
import { attempt } from "~/routes/auth/+shared/account-calls.server";
import { isCommonPassword } from "~/config/password-policy.server";
import {
  passwordRuleFailure,
  registrationError,
  usernameTakenFailure,
  type AccountError,
  type RegistrationStep,
} from "~/routes/auth/+shared/account-errors";
import { registrationCompleteSchema, registrationConfirmSchema, emailStepSchema } from "~/routes/auth/+shared/account-forms";
import { HONEYPOT_FIELD } from "~/routes/auth/+shared/honeypot";
import { signInNewAccount } from "~/routes/auth/+shared/new-account-sign-in.server";
import { clientAddressContext, requestStateContext } from "~/web/context.server";
import { addressedOrganization } from "~/web/current-organization.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import { commitSession, type WebSession } from "~/web/session.server";
import type { Route } from "./+types/register";

export const meta = () =>
  pageMeta("Criar conta", "Crie a sua conta com o seu e-mail e o código de 6 dígitos que enviamos a ele.");

const SCHEMAS = { start: emailStepSchema, confirm: registrationConfirmSchema } as const;

const schemaOf = (step: RegistrationStep, email: string | undefined) =>
  step === "complete" ? registrationCompleteSchema({ email, isCommon: isCommonPassword }) : SCHEMAS[step];

/** The step a visitor may see: never past what the session holds. */
function allowedStep(requested: string | null, session: WebSession): RegistrationStep {
  const registration = session.get("registration");
  if (requested === "complete" && registration?.ticket) return "complete";
  if ((requested === "confirm" || requested === "complete") && registration) return "confirm";
  return "start";
}

const stepUrl = (request: Request, step: RegistrationStep) => {
  const url = new URL(request.url);
  url.searchParams.set("step", step);
  return `${url.pathname}${url.search}`;
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, session, address } = context.get(requestStateContext);
  if (user) throw redirect(href("/"));
  const organization = addressedOrganization(address);
  const requested = new URL(request.url).searchParams.get("step");
  const step = allowedStep(requested, session);
  if (requested && requested !== step) throw redirect(stepUrl(request, step));
  return {
    step,
    email: session.get("registration")?.email ?? null,
    organization: { name: organization.displayName, exists: organization.exists },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, address } = context.get(requestStateContext);
  const organization = addressedOrganization(address);
  const formData = await request.formData();
  const step = allowedStep(String(formData.get("step")), session);
  const submission = parseSubmission(formData, { schema: schemaOf(step, session.get("registration")?.email) });
  const reply = (error: AccountError | null, notice: string | null = null, fieldErrors?: Record<string, string[]>) => ({
    step,
    result: submission.reply({ hideFields: ["password", "passwordConfirmation"], fieldErrors }),
    error,
    notice,
  });
  if (formData.get(HONEYPOT_FIELD)) return reply(registrationError(step, { status: 400 }));

  const client = createAuthClient({ clientAddress: context.get(clientAddressContext) });
  const registration = session.get("registration");
  const next = async (to: RegistrationStep) =>
    redirect(stepUrl(request, to), { headers: { "Set-Cookie": await commitSession(session, request) } });
  const sendCode = (email: string) => attempt(() => client.registrationStart({ email, organization: organization.slug }));

  if (step === "confirm" && formData.get("intent") === "resend") {
    const sent = await sendCode(registration!.email);
    // Asking for a new code is no attempt at the code field: its form starts over, with no field error.
    const fresh = { ...reply(null), result: submission.reply({ resetForm: true }) };
    return sent.ok
      ? { ...fresh, notice: "Enviamos um novo código para o seu e-mail." }
      : { ...fresh, error: registrationError("start", sent) };
  }
  if (submission.status !== "success") return reply(null);
  if (step === "start") {
    const { email } = submission.value as { email: string };
    const sent = await sendCode(email);
    if (!sent.ok) return reply(registrationError("start", sent));
    session.set("registration", { email, organization: organization.slug });
    throw await next("confirm");
  }
  if (step === "confirm") {
    const { code } = submission.value as { code: string };
    const confirmed = await attempt(() => client.registrationConfirm({ email: registration!.email, code }));
    if (!confirmed.ok) return reply(registrationError("confirm", confirmed));
    session.set("registration", { ...registration!, ticket: confirmed.value });
    throw await next("complete");
  }
  const details = submission.value as { username: string; givenName: string; familyName: string; password: string };
  const completed = await attempt(() =>
    client.registrationComplete({
      email: registration!.email,
      confirmationTicket: registration!.ticket!,
      username: details.username,
      givenName: details.givenName,
      familyName: details.familyName,
      password: details.password,
    }),
  );
  if (!completed.ok) {
    const taken = usernameTakenFailure(completed);
    if (taken) return reply(null, null, { username: [taken] });
    const rule = passwordRuleFailure(completed);
    if (rule) return reply(registrationError("complete", { status: 400 }), null, { password: [rule] });
    return reply(registrationError("complete", completed));
  }
  session.unset("registration");
  // Under the approval policy the account exists but gives no access yet: the login page says so, where the person
  // signs in once approved. Otherwise the person is signed in at once, as the login form would.
  if (completed.value.pending)
    throw redirect(withOrganization(`${href("/auth/login")}?status=pending`, new URL(request.url).search), {
      headers: { "Set-Cookie": await commitSession(session, request) },
    });
  const landing = await signInNewAccount(request, context.get(requestStateContext), context.get(clientAddressContext), details);
  throw redirect(landing.redirectTo, { headers: landing.headers });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const result = actionData?.step === loaderData.step ? actionData : undefined;
  return (
    <AuthCard title="Criar conta" subtitle={organizationLine(loaderData.organization)}>
      <RegistrationForms step={loaderData.step} email={loaderData.email} actionData={result} />
      <p className="mt-6 text-sm text-(--text-muted)">
        Já tem uma conta? <TextLink to={withOrganization(href("/auth/login"), search)}>Entrar</TextLink>
      </p>
    </AuthCard>
  );
}
