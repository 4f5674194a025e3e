/** /profiles/edit (spec 2.1): the signed-in person edits their profile. */
import { redirect } from "react-router";
import { ProfileForm } from "~/components/profiles/profile-form";
import { PageTitle } from "~/components/ui/page-title";
import { requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { ownProfile, submitProfile } from "~/web/profiles.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: "Editar" };
export const meta = () => pageMeta("Editar perfil");

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await ownProfile(request, context.get(requestStateContext));
  if (!profile) throw redirect("/profiles/create");
  return { profile };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = context.get(requestStateContext);
  const outcome = await submitProfile(request, state, "edit", await ownProfile(request, state));
  if (outcome.status === "success") throw redirect(`/u/${outcome.profile.username}`);
  return { result: outcome.result };
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Editar perfil" />
      <ProfileForm
        defaultValue={loaderData.profile}
        lastResult={actionData?.result}
        uploadUrl="/profiles/upload?mode=edit"
        submitLabel="Salvar alterações"
      />
    </>
  );
}
