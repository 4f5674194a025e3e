/** /auth/convite/:token: an invitation's page: create an account, or sign in and accept; works without JavaScript. */
import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/web/submission.server";
import { data, Form, href, Link, redirect } from "react-router";
import { createAuthClient } from "~/clients/auth-client.server";
import type { Invitation } from "~/contracts/members";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { isCommonPassword } from "~/config/password-policy.server";
import { attempt, type CallResult } from "~/routes/auth/+shared/account-calls.server";
import type { AccountError } from "~/routes/auth/+shared/account-errors";
import { passwordRuleFailure, usernameTakenFailure } from "~/routes/auth/+shared/account-errors";
import { registrationCompleteSchema } from "~/routes/auth/+shared/account-forms";
import { HONEYPOT_FIELD } from "~/routes/auth/+shared/honeypot";
import { InvitationAccountForm } from "~/routes/auth/+shared/invitation-account-form";
import { acceptAsMember, createInvitedAccount } from "~/routes/auth/+shared/invitation-calls.server";
import { INVITATION_TOKEN, invitationStep, loginBackTo, roleLabel } from "~/routes/auth/+shared/invitation-forms";
import { clientAddressContext, requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import type { Route } from "./+types/invitation";

export const meta = () => pageMeta("Convite");

const NOT_FOUND = "Convite não encontrado. Confira o link ou peça um novo convite.";

const failureMessage = (failure: { status: number; serverMessage?: string }) =>
  failure.status >= 400 && failure.status < 500 && failure.serverMessage
    ? failure.serverMessage
    : "Não foi possível abrir o convite agora. Tente novamente em instantes.";

async function lookup(token: string | undefined, clientAddress: string): Promise<CallResult<Invitation>> {
  if (!token || !INVITATION_TOKEN.test(token)) return { ok: false, status: 404, serverMessage: NOT_FOUND };
  return attempt(() => createAuthClient({ clientAddress }).lookupInvitation(token));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = context.get(requestStateContext);
  const found = await lookup(params.token, context.get(clientAddressContext));
  if (!found.ok) {
    return data(
      { closed: failureMessage(found), invitation: null, step: null, loginPath: null },
      { status: found.status >= 500 ? 503 : found.status },
    );
  }
  const invitation = found.value;
  return {
    closed: null,
    invitation: { email: invitation.Email, role: roleLabel(invitation.Role), organization: invitation.Organization.Name },
    step: invitationStep(invitation, user?.email ?? null),
    loginPath: loginBackTo(params.token ?? ""),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const state = context.get(requestStateContext);
  const clientAddress = context.get(clientAddressContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const found = await lookup(params.token, clientAddress);
  const token = params.token ?? "";
  const fail = (error: AccountError | null, result: SubmissionResult<string[]> | null = null) => ({
    intent,
    result,
    error,
    notice: null,
  });
  const refused = (failure: { status: number; serverMessage?: string }) => ({
    message: failureMessage(failure),
    statusCode: failure.status,
  });
  if (!found.ok) return data(fail(refused(found)), { status: found.status >= 500 ? 503 : found.status });

  if (intent === "accept") {
    const accepted = await acceptAsMember(request, state, clientAddress, token);
    if (!accepted.ok) {
      if (accepted.status === 401) throw redirect(loginBackTo(token));
      return data(fail(refused(accepted)), { status: accepted.status });
    }
    throw redirect(accepted.value.redirectTo, { headers: accepted.value.headers });
  }

  if (state.user)
    return data(fail({ message: "Saia da sua conta para criar outra com este convite.", statusCode: 409 }), { status: 409 });
  const schema = registrationCompleteSchema({ email: found.value.Email, isCommon: isCommonPassword });
  const submission = parseSubmission(formData, { schema });
  const reply = (fieldErrors?: Record<string, string[]>) =>
    submission.reply({ hideFields: ["password", "passwordConfirmation"], fieldErrors });
  if (formData.get(HONEYPOT_FIELD)) return data(fail({ message: "Dados inválidos.", statusCode: 400 }, reply()), { status: 400 });
  if (submission.status !== "success") return data(fail(null, reply()), { status: 400 });
  const created = await createInvitedAccount(request, state, clientAddress, {
    token,
    details: {
      username: submission.value.username,
      givenName: submission.value.givenName,
      familyName: submission.value.familyName,
      password: submission.value.password,
    },
  });
  if (!created.ok) {
    const taken = usernameTakenFailure(created);
    if (taken) return data(fail(null, reply({ username: [taken] })), { status: 409 });
    const rule = passwordRuleFailure(created);
    if (rule) return data(fail(null, reply({ password: [rule] })), { status: 400 });
    return data(fail(refused(created), reply()), { status: created.status || 503 });
  }
  throw redirect(created.value.redirectTo, { headers: created.value.headers });
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation, step } = loaderData;
  if (!invitation) {
    return (
      <AuthCard title="Convite">
        <div className="mt-6 space-y-4">
          <FormAlert tone="error" message={loaderData.closed ?? NOT_FOUND} />
          <Link to={href("/auth/login")} className="font-medium text-(--primary-text) hover:underline">
            Ir para a página de entrada
          </Link>
        </div>
      </AuthCard>
    );
  }
  const acceptError = actionData?.intent === "accept" ? actionData.error : null;
  return (
    <AuthCard
      title={`Convite para ${invitation.organization}`}
      subtitle={`Você foi convidado para a organização ${invitation.organization} com o papel ${invitation.role}.`}
    >
      {step === "sign-up" ? (
        <InvitationAccountForm
          email={invitation.email}
          actionData={
            actionData?.intent === "create" && actionData.result ? { ...actionData, result: actionData.result } : undefined
          }
        />
      ) : null}
      {step === "sign-up" && actionData?.intent === "create" && !actionData.result && actionData.error ? (
        <div className="mt-4">
          <FormAlert tone="error" message={actionData.error.message} />
        </div>
      ) : null}
      {step === "sign-in" ? (
        <div className="mt-6 space-y-4">
          <p className="text-sm text-(--text-color)">
            O e-mail <strong>{invitation.email}</strong> já tem uma conta. Entre com ela para aceitar o convite.
          </p>
          <Link
            to={loaderData.loginPath ?? href("/auth/login")}
            className="inline-flex w-full justify-center rounded-md bg-(--primary-color) px-4 py-2 font-medium text-(--primary-contrast) hover:opacity-90"
          >
            Entrar para aceitar
          </Link>
        </div>
      ) : null}
      {step === "accept" ? (
        <Form method="post" className="mt-6 space-y-4">
          {acceptError ? <FormAlert tone="error" message={acceptError.message} /> : null}
          <input type="hidden" name="intent" value="accept" />
          <Button type="submit" className="w-full">
            Aceitar convite
          </Button>
        </Form>
      ) : null}
      {step === "other-email" ? (
        <div className="mt-6 space-y-4">
          <FormAlert
            tone="error"
            message={`Este convite foi enviado para ${invitation.email}, e você entrou com outra conta. Saia e entre com a conta desse e-mail.`}
          />
          <Form method="post" action={href("/auth/logout")}>
            <Button type="submit" variant="secondary" className="w-full">
              Sair e entrar com outra conta
            </Button>
          </Form>
        </div>
      ) : null}
    </AuthCard>
  );
}
