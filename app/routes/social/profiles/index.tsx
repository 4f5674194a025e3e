/** /profiles (spec 2.1): the signed-in person's own profile. */
import { href, redirect } from "react-router";
import { ProfileCard } from "~/components/social/profiles/profile-card";
import { TextLink } from "~/components/ui/text-link";
import { requireTenant } from "~/web/tenant.server";
import { pageMeta } from "~/web/meta";
import { ownProfile } from "~/web/profiles.server";
import type { Route } from "./+types/index";

export const meta = () => pageMeta("Meu perfil");

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await ownProfile(request, requireTenant(context, request));
  if (!profile) throw redirect(href("/profiles/create"));
  return { profile };
}

export default function Profiles({ loaderData }: Route.ComponentProps) {
  return <ProfileCard profile={loaderData.profile} actions={<TextLink to={href("/profiles/edit")}>Editar perfil</TextLink>} />;
}
