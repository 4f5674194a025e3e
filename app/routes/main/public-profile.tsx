/**
 * /u/:username (spec 2.1, 2.2): a member's public profile within
 * the current organization; an unknown name answers a 404 page.
 */
import { data, isRouteErrorResponse } from "react-router";
import { ProfileCard } from "~/components/profiles/profile-card";
import { PageTitle } from "~/components/ui/page-title";
import { TextLink } from "~/components/ui/text-link";
import { FeedList } from "~/components/feed/feed-list";
import { decodeFeedCursor } from "~/modules/social/feed-cursor";
import { listFeed } from "~/modules/social/feed.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
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
  const antes = new URL(request.url).searchParams.get("antes");
  const posts = await listFeed(scopeOf(tenant), { authorId: profile.userId, cursor: decodeFeedCursor(antes) });
  return {
    profile,
    own: profile.userId === tenant.user.id,
    page: posts,
    selfId: tenant.user.id,
    postsSearch: antes ? `?antes=${antes}` : "",
  };
}

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const path = `/u/${encodeURIComponent(loaderData.profile.username)}`;
  return (
    <div className="space-y-6">
      <ProfileCard
        profile={loaderData.profile}
        actions={loaderData.own ? <TextLink to="/profiles/edit">Editar perfil</TextLink> : undefined}
      />
      <section aria-labelledby="perfil-publicacoes" className="mx-auto max-w-2xl space-y-4">
        <h2 id="perfil-publicacoes" className="text-lg font-semibold text-(--text-color)">
          Publicações
        </h2>
        <FeedList
          key={loaderData.postsSearch}
          first={loaderData.page}
          path={path}
          returnTo={`${path}${loaderData.postsSearch}`}
          selfId={loaderData.selfId}
          empty="Nenhuma publicação para mostrar."
        />
      </section>
    </div>
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
