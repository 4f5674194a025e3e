/** /profiles/create (spec 2.1, 4): where a member without a profile is sent. */
import { redirect } from "react-router";
import { ProfileForm } from "~/components/profiles/profile-form";
import { PageTitle } from "~/components/ui/page-title";
import { requestStateContext } from "~/web/context.server";
import { pageMeta } from "~/web/meta";
import { ownProfile, submitProfile } from "~/web/profiles.server";
import type { Route } from "./+types/create";

export const handle = { breadcrumb: "Criar" };
export const meta = () => pageMeta("Criar perfil");

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await ownProfile(request, context.get(requestStateContext))) throw redirect("/profiles/edit");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await submitProfile(request, context.get(requestStateContext), "create", null);
  if (outcome.status === "success") throw redirect(`/u/${outcome.profile.username}`);
  return { result: outcome.result };
}

export default function CreateProfile({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Criar perfil">Conte para as pessoas da sua organização quem você é.</PageTitle>
      <ProfileForm lastResult={actionData?.result} uploadUrl="/profiles/upload?mode=create" submitLabel="Criar perfil" />
    </>
  );
}
