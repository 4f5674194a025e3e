/** /profiles/create (spec 2.1, 4): where a member without a profile is sent. */
import { href, redirect } from "react-router";
import { ProfileForm } from "./+shared/profile-form";
import { PageTitle } from "~/components/ui/page-title";
import { requireTenant } from "~/web/tenant.server";
import { pageMeta } from "~/web/meta";
import { ownProfile } from "~/web/profiles.server";
import { PROFILE_UPLOAD } from "./+shared/profile-schema";
import { submitProfile } from "./+shared/submit-profile.server";
import type { Route } from "./+types/create";

export const handle = { breadcrumb: "Criar", request: PROFILE_UPLOAD };
export const meta = () => pageMeta("Criar perfil");

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await ownProfile(request, requireTenant(context, request))) throw redirect(href("/profiles/edit"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitProfile(request, requireTenant(context, request), "create", null);
  if (outcome.status === "success") throw redirect(href("/u/:username", { username: outcome.profile.username }));
  return { result: outcome.result };
}

export default function CreateProfile({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Criar perfil">Conte para as pessoas da sua organização quem você é.</PageTitle>
      <ProfileForm
        lastResult={actionData?.result}
        uploadUrl={`${href("/profiles/upload")}?mode=create`}
        submitLabel="Criar perfil"
      />
    </>
  );
}
