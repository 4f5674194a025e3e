/**
 * /u/:username (spec 2.1, 2.2): a member's public profile within
 * the current organization; an unknown name answers a 404 page.
 */
import { data, Form, isRouteErrorResponse } from "react-router";
import { ProfileCard } from "~/components/profiles/profile-card";
import { Button } from "~/components/ui/button";
import { PageTitle } from "~/components/ui/page-title";
import { TextLink } from "~/components/ui/text-link";
import { requireTenant } from "~/web/tenant.server";
import { pageMeta } from "~/web/meta";
import { profileByUsername } from "~/web/profiles.server";
import type { Route } from "./+types/public-profile";

export const handle = { breadcrumb: "Perfil" };

export const meta = ({ loaderData, params }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.profile.displayName} (@${loaderData.profile.username})` : `@${params.username}`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = requireTenant(context, request);
  const profile = await profileByUsername(request, tenant, params.username);
  if (!profile) throw data(null, { status: 404 });
  return { profile, own: profile.userId === tenant.user.id };
}

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  return (
    <ProfileCard
      profile={loaderData.profile}
      actions={
        loaderData.own ? (
          <TextLink to="/profiles/edit">Editar perfil</TextLink>
        ) : (
          <Form method="post" action="/conversations/nova">
            <input type="hidden" name="intent" value="direta" />
            <input type="hidden" name="pessoa" value={loaderData.profile.username} />
            <Button type="submit">Enviar mensagem</Button>
          </Form>
        )
      }
    />
  );
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageTitle title="Perfil não encontrado">
        Não há ninguém com o nome de usuário @{params.username} nesta organização.{" "}
        <TextLink to="/profiles/list">Ver membros</TextLink>
      </PageTitle>
    );
  }
  throw error;
}
