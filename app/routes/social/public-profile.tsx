/** /u/:username (spec 2.1, 2.2): a member's public profile; 404 also when they blocked the reader. */
import { data, Form, href, isRouteErrorResponse } from "react-router";
import { FeedList } from "~/components/social/feed/feed-list";
import { BlockForm } from "~/components/social/notifications/block-form";
import { ReportNotice } from "~/components/social/notifications/report-notice";
import { ProfileCard } from "~/components/social/profiles/profile-card";
import { Button } from "~/components/ui/button";
import { PageTitle } from "~/components/ui/page-title";
import { TextLink } from "~/components/ui/text-link";
import { blockBetween } from "~/modules/social/blocked-people.server";
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
  const own = profile.userId === tenant.user.id;
  const block = own ? null : await blockBetween(scopeOf(tenant), profile.userId);
  if (block?.blockedMe) throw data(null, { status: 404 });
  const antes = new URL(request.url).searchParams.get("antes");
  const posts = await listFeed(scopeOf(tenant), { authorId: profile.userId, cursor: decodeFeedCursor(antes) });
  return {
    profile,
    own,
    blockedByMe: block?.blockedByMe ?? false,
    page: posts,
    selfId: tenant.user.id,
    postsSearch: antes ? `?antes=${antes}` : "",
  };
}

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const path = href("/u/:username", { username: encodeURIComponent(profile.username) });
  return (
    <div className="space-y-6">
      <ReportNotice />
      <ProfileCard
        profile={profile}
        actions={
          loaderData.own ? (
            <TextLink to={href("/profiles/edit")}>Editar perfil</TextLink>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              {loaderData.blockedByMe ? null : (
                <Form method="post" action={href("/conversations/nova")}>
                  <input type="hidden" name="intent" value="direta" />
                  <input type="hidden" name="pessoa" value={profile.username} />
                  <Button type="submit">Enviar mensagem</Button>
                </Form>
              )}
              <BlockForm
                userId={profile.userId}
                displayName={profile.displayName}
                blocked={loaderData.blockedByMe}
                returnTo={path}
              />
            </div>
          )
        }
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
        <TextLink to={href("/profiles/list")}>Ver membros</TextLink>
      </PageTitle>
    );
  }
  throw error;
}
