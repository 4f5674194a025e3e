/**
 * /auth/login (spec 2.1, 4, 8).
 * The browser checks only empty fields, without a form library, to keep the first load small.
 */
import { useEffect, useState, type FormEvent, type SyntheticEvent } from "react";
import { Form, href, redirect, useLocation, useNavigation } from "react-router";
import { z } from "~/config/zod";
import { organizationLine } from "~/components/auth/organization-line";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { PlainTextField } from "~/components/ui/plain-field";
import { FormAlert } from "~/components/ui/form-alert";
import { TextLink } from "~/components/ui/text-link";
import { clientAddressContext, requestStateContext } from "~/web/context.server";
import { landingPath } from "~/web/landing.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import { RECENT_USERS_KEY } from "~/components/social/search/recent-users-key";
import { signIn } from "~/web/sign-in.server";
import type { Route } from "./+types/login";

type Field = "username" | "password";
const REQUIRED: Record<Field, string> = { username: "Informe seu usuário ou e-mail.", password: "Informe sua senha." };
const MAX_LENGTH: Record<Field, number> = { username: 254, password: 1024 };

const schema = z.object({
  username: z
    .string({ error: REQUIRED.username })
    .trim()
    .min(1, REQUIRED.username)
    .max(MAX_LENGTH.username, "Usuário ou e-mail muito longo."),
  password: z.string({ error: REQUIRED.password }).min(1, REQUIRED.password).max(MAX_LENGTH.password, "Senha muito longa."),
});

const check = (name: Field, value: string) => ((name === "username" ? value.trim() : value) ? null : REQUIRED[name]);

export const meta = () => pageMeta("Entrar", "Entre com o seu usuário ou e-mail e a sua senha para abrir a sua organização.");

const NOTICES: Record<string, (organization: string) => string> = {
  registered: () => "Conta criada com sucesso. Entre com seu usuário e senha.",
  pending: (organization) => `Conta criada. Seu acesso a ${organization} aguarda aprovação de um administrador.`,
  "password-reset": () => "Senha redefinida com sucesso. Entre com a nova senha.",
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = context.get(requestStateContext);
  if (user) throw redirect(landingPath(request, organization, user));
  const status = new URL(request.url).searchParams.get("status");
  return {
    // Before sign-in, only an organization the address names is known to be the one the person lands in.
    organization: { name: organization.namedBy === "none" ? null : organization.displayName, exists: organization.exists },
    notice: status && Object.hasOwn(NOTICES, status) ? NOTICES[status]!(organization.displayName) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signIn(request, context.get(requestStateContext), context.get(clientAddressContext), schema);
  if (outcome.status === "signed-in") throw redirect(outcome.redirectTo, { headers: outcome.headers });
  return { result: outcome.result, authError: outcome.authError };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { search } = useLocation();
  const submitting = navigation.state === "submitting";
  // The browser's own checks since the last answer; until a field is checked, the server's message shows.
  const [checked, setChecked] = useState<Partial<Record<Field, string | null>>>({});
  useEffect(() => setChecked({}), [actionData]);
  const serverErrors = actionData?.result.error ?? {};
  const errorOf = (name: Field) => (name in checked ? checked[name] : serverErrors[name]?.[0]) ?? null;
  const recheck = (event: SyntheticEvent<HTMLInputElement>) => {
    const { name, value } = event.currentTarget;
    setChecked((current) => ({ ...current, [name]: check(name as Field, value) }));
  };
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const found = {
      username: check("username", String(form.get("username") ?? "")),
      password: check("password", String(form.get("password") ?? "")),
    };
    if (!found.username && !found.password) return;
    event.preventDefault();
    setChecked(found);
  }
  const field = (name: Field) => ({
    name,
    error: errorOf(name),
    required: true,
    maxLength: MAX_LENGTH[name],
    onBlur: recheck,
    onInput: errorOf(name) ? recheck : undefined,
  });
  const authError = actionData?.authError;
  // Spec 4 "Logout": stored user data is cleared; the recent searches are the previous person's.
  useEffect(() => localStorage.removeItem(RECENT_USERS_KEY), []);

  return (
    <AuthCard title="Entrar" subtitle={organizationLine(loaderData.organization)}>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {authError ? (
          <FormAlert tone="error" message={authError.message} details={authError.details} code={authError.code} />
        ) : loaderData.notice ? (
          <FormAlert tone="success" message={loaderData.notice} />
        ) : null}
        <PlainTextField
          label="Usuário ou e-mail"
          {...field("username")}
          defaultValue={actionData?.result.initialValue?.username?.toString()}
          autoComplete="username"
        />
        <PlainTextField label="Senha" {...field("password")} type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Entrando..." : "Entrar"}
        </Button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <TextLink to={withOrganization(href("/auth/forgotpassword"), search)}>Esqueci minha senha</TextLink>
        <TextLink to={withOrganization(href("/auth/register"), search)}>Criar conta</TextLink>
      </div>
    </AuthCard>
  );
}
