/** POST /profiles/upload?mode=create|edit: the profile form by XMLHttpRequest; answers JSON `{ status, result?, redirectTo? }`. */
import { href } from "react-router";
import { requireTenant } from "~/web/tenant.server";
import { ownProfile } from "~/web/profiles.server";
import { PROFILE_UPLOAD } from "./+shared/profile-schema";
import { submitProfile } from "./+shared/submit-profile.server";
import type { Route } from "./+types/upload";

export const handle = { request: PROFILE_UPLOAD };

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = requireTenant(context, request);
  const mode = new URL(request.url).searchParams.get("mode") === "edit" ? "edit" : "create";
  const outcome = await submitProfile(request, tenant, mode, await ownProfile(request, tenant));
  return Response.json(
    outcome.status === "success"
      ? { status: "success", redirectTo: href("/u/:username", { username: outcome.profile.username }) }
      : { status: "error", result: outcome.result },
  );
}
