/** /auth/login (spec 2.1, 4, 8); the browser checks the form with the action's schema once it has loaded. */
import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Form, href, redirect, useLocation } from "react-router";
import { organizationLine } from "~/components/auth/organization-line";
import { AuthCard } from "~/components/layout/auth-card";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { TextLink } from "~/components/ui/text-link";
import { clientAddressContext, requestStateContext } from "~/web/context.server";
import { addressedOrganization } from "~/web/current-organization.server";
import { landingPath } from "~/web/landing.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import { RECENT_USERS_KEY } from "~/components/social/search/recent-users-key";
import { signIn } from "~/web/sign-in.server";
import { SubmitButton, useAccountForm } from "./+shared/account-form";
import { loginSchema } from "./+shared/account-forms";
import { LOGIN_MAX_LENGTH } from "./+shared/login-limits";
import type { Route } from "./+types/login";

export const meta = () => pageMeta("Entrar", "Entre com o seu usuário ou e-mail e a sua senha para abrir a sua organização.");

const NOTICES: Record<string, (organization: string) => string> = {
  registered: () => "Conta criada com sucesso. Entre com seu usuário e senha.",
  pending: (organization) => `Conta criada. Seu acesso a ${organization} aguarda aprovação de um administrador.`,
  "password-reset": () => "Senha redefinida com sucesso. Entre com a nova senha.",
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization: current, address } = context.get(requestStateContext);
  if (user) throw redirect(landingPath(request, current, user));
  const organization = addressedOrganization(address);
  const status = new URL(request.url).searchParams.get("status");
  return {
    // Before sign-in, only an organization the address names is known to be the one the person lands in.
    organization: { name: organization.namedBy === "none" ? null : organization.displayName, exists: organization.exists },
    notice: status && Object.hasOwn(NOTICES, status) ? NOTICES[status]!(organization.displayName) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signIn(request, context.get(requestStateContext), context.get(clientAddressContext), loginSchema);
  if (outcome.status === "signed-in") throw redirect(outcome.redirectTo, { headers: outcome.headers });
  return { result: outcome.result, authError: outcome.authError };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const [form, fields] = useAccountForm((forms) => forms.loginSchema, actionData);
  const authError = actionData?.authError;
  // Spec 4 "Logout": stored user data is cleared; the recent searches are the previous person's.
  useEffect(() => localStorage.removeItem(RECENT_USERS_KEY), []);

  return (
    <AuthCard title="Entrar" subtitle={organizationLine(loaderData.organization)}>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {authError ? (
          <FormAlert tone="error" message={authError.message} details={authError.details} code={authError.code} />
        ) : loaderData.notice ? (
          <FormAlert tone="success" message={loaderData.notice} />
        ) : null}
        <TextField
          label="Usuário ou e-mail"
          meta={fields.username}
          autoComplete="username"
          maxLength={LOGIN_MAX_LENGTH.username}
        />
        <TextField
          label="Senha"
          meta={fields.password}
          type="password"
          autoComplete="current-password"
          maxLength={LOGIN_MAX_LENGTH.password}
        />
        <SubmitButton idle="Entrar" pending="Entrando..." />
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <TextLink to={withOrganization(href("/auth/forgotpassword"), search)}>Esqueci minha senha</TextLink>
        <TextLink to={withOrganization(href("/auth/register"), search)}>Criar conta</TextLink>
      </div>
    </AuthCard>
  );
}
