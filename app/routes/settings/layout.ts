/** POST /settings/layout: the layout settings, in the cookie and the profile's preferences so they follow the person. */
import { href, replace } from "react-router";
import { mergeLayout } from "~/config/layout";
import { ProfileServiceError } from "~/clients/profiles-client.server";
import { requestStateContext } from "~/web/context.server";
import { layoutCookie } from "~/web/layout-cookie.server";
import { safeReturnUrl } from "~/web/return-url";
import { profilesClientFor } from "~/web/service-clients.server";
import type { Route } from "./+types/layout";

export async function action({ request, context }: Route.ActionArgs) {
  const state = context.get(requestStateContext);
  const form = Object.fromEntries(await request.formData());
  const posted = { ...form, ...(typeof form.ripple === "string" ? { ripple: form.ripple === "on" } : {}) };
  const layout = mergeLayout(state.layout, posted);
  if (state.user) {
    await profilesClientFor(request, state)
      .savePreferences({ layout })
      .catch((error: unknown) => {
        // No profile yet: the cookie alone keeps the settings.
        if (!(error instanceof ProfileServiceError && error.status === 404)) throw error;
      });
  }
  // replace: a settings change is not a page the Back button should revisit.
  throw replace(safeReturnUrl(String(form.returnTo ?? "")) ?? href("/"), {
    headers: { "Set-Cookie": await layoutCookie(layout, request) },
  });
}
