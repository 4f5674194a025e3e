/**
 * /u/:username (spec 2.1, 2.2): a member's public profile within
 * the current organization; an unknown name answers a 404 page, and so
 * does the profile of someone who blocked the reader. Another member's
 * profile has Bloquear / Desbloquear.
 */
import { data, isRouteErrorResponse } from "react-router";
import { BlockForm } from "~/components/notifications/block-form";
import { ReportNotice } from "~/components/notifications/report-notice";
import { ProfileCard } from "~/components/profiles/profile-card";
import { PageTitle } from "~/components/ui/page-title";
import { TextLink } from "~/components/ui/text-link";
import { blockBetween } from "~/modules/social/blocked-people.server";
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
  return { profile, own, blockedByMe: block?.blockedByMe ?? false };
}

export default function PublicProfile({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <>
      <ReportNotice />
      <ProfileCard
        profile={profile}
        actions={
          loaderData.own ? (
            <TextLink to="/profiles/edit">Editar perfil</TextLink>
          ) : (
            <BlockForm
              userId={profile.userId}
              displayName={profile.displayName}
              blocked={loaderData.blockedByMe}
              returnTo={`/u/${profile.username}`}
            />
          )
        }
      />
    </>
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
