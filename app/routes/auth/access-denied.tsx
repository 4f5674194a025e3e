/** /auth/accessdenied (spec 4, status 403): the organization is not the person's, or `reason=location` (spec 2.6). */
import { data, Form, href, Link, useLocation } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { Button } from "~/components/ui/button";
import { requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { withOrganization } from "~/web/organization";
import type { Route } from "./+types/access-denied";

export const meta = () => pageMeta("Acesso negado");

export function loader({ request, context }: Route.LoaderArgs) {
  const { organization, user } = context.get(requestStateContext);
  const location = new URL(request.url).searchParams.get("reason") === "location";
  const reason = location ? "location" : organization.exists ? "organization" : "unknown-organization";
  return data({ organizationName: organization.displayName, signedIn: !!user, reason }, { status: 403 });
}

export default function AccessDenied({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <AuthCard
      title="Acesso negado"
      subtitle={
        loaderData.reason === "location"
          ? "Páginas de localização não estão disponíveis."
          : loaderData.reason === "unknown-organization"
            ? "Organização não encontrada."
            : `Sua conta não tem acesso à organização ${loaderData.organizationName}.`
      }
    >
      <div className="mt-6 flex flex-wrap gap-3">
        {loaderData.reason === "location" ? (
          <Link to={href("/")} className="font-medium text-(--primary-text) hover:underline">
            Voltar ao início
          </Link>
        ) : loaderData.signedIn ? (
          <Form method="post" action={withOrganization(href("/auth/logout"), search)}>
            <Button type="submit">Entrar com outra conta</Button>
          </Form>
        ) : (
          <Link to={withOrganization(href("/auth/login"), search)} className="font-medium text-(--primary-text) hover:underline">
            Entrar
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
