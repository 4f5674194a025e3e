/** /profiles/edit (spec 2.1): the signed-in person edits their profile. */
import { href, redirect } from "react-router";
import { ProfileForm } from "./+shared/profile-form";
import { PageTitle } from "~/components/ui/page-title";
import { requireTenant } from "~/web/tenant.server";
import { pageMeta } from "~/web/meta";
import { ownProfile } from "~/web/profiles.server";
import { PROFILE_UPLOAD } from "./+shared/profile-schema";
import { submitProfile } from "./+shared/submit-profile.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: "Editar", request: PROFILE_UPLOAD };
export const meta = () => pageMeta("Editar perfil");

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await ownProfile(request, requireTenant(context, request));
  if (!profile) throw redirect(href("/profiles/create"));
  return { profile };
}

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = requireTenant(context, request);
  const outcome = await submitProfile(request, tenant, "edit", await ownProfile(request, tenant));
  if (outcome.status === "success") throw redirect(href("/u/:username", { username: outcome.profile.username }));
  return { result: outcome.result };
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Editar perfil" />
      <ProfileForm
        defaultValue={loaderData.profile}
        lastResult={actionData?.result}
        uploadUrl={`${href("/profiles/upload")}?mode=edit`}
        submitLabel="Salvar alterações"
      />
    </>
  );
}
