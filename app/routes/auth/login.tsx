/**
 * /auth/login (spec 2.1, 4, 8): user name or e-mail and password, for the
 * organization of the URL. Works without JavaScript; with it, Conform
 * validates in the browser too. A failure shows the catalogue message of
 * spec 8 with its code; success goes where the role allows.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { TextLink } from "~/components/ui/text-link";
import { accessFor, landingPathFor } from "~/web/access";
import { clientAddressContext, requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { safeReturnUrl } from "~/web/return-url";
import { RECENT_USERS_KEY } from "~/web/search-rules";
import { signIn } from "~/web/sign-in.server";
import type { Route } from "./+types/login";

const schema = z.object({
  username: z
    .string({ error: "Informe seu usuário ou e-mail." })
    .trim()
    .min(1, "Informe seu usuário ou e-mail.")
    .max(254, "Usuário ou e-mail muito longo."),
  password: z.string({ error: "Informe sua senha." }).min(1, "Informe sua senha.").max(1024, "Senha muito longa."),
});

export const meta = () => pageMeta("Entrar");

/** Messages of the flows that end on this page (`?status=`). */
const NOTICES: Record<string, string> = {
  registered: "Conta criada com sucesso. Entre com seu usuário e senha.",
  "password-reset": "Senha redefinida com sucesso. Entre com a nova senha.",
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { user, organization } = context.get(requestStateContext);
  if (user) {
    const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get("returnUrl"));
    throw redirect(returnUrl ?? landingPathFor(accessFor(user, organization.organizationId)));
  }
  const status = new URL(request.url).searchParams.get("status");
  return { organizationName: organization.displayName, notice: status ? (NOTICES[status] ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.clone().formData(), { schema });
  if (submission.status !== "success") {
    return { result: submission.reply({ hideFields: ["password"] }), authError: null };
  }
  const authError = await signIn(request, {
    identifier: submission.value.username,
    clientAddress: context.get(clientAddressContext),
  });
  return { result: submission.reply({ hideFields: ["password"], resetForm: false }), authError };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const authError = actionData?.authError;
  // Spec 4 "Logout": stored user data is cleared; the recent searches are the previous person's.
  useEffect(() => localStorage.removeItem(RECENT_USERS_KEY), []);

  return (
    <AuthCard title="Entrar" subtitle={<>Organização: <strong>{loaderData.organizationName}</strong></>}>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {authError ? (
          <FormAlert tone="error" message={authError.message} details={authError.details} code={authError.code} />
        ) : loaderData.notice ? (
          <FormAlert tone="success" message={loaderData.notice} />
        ) : null}
        <TextField label="Usuário ou e-mail" meta={fields.username} autoComplete="username" />
        <TextField label="Senha" meta={fields.password} type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Entrando..." : "Entrar"}
        </Button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <TextLink to="/auth/forgotpassword">Esqueci minha senha</TextLink>
        <TextLink to="/auth/register">Criar conta</TextLink>
      </div>
    </AuthCard>
  );
}
