/**
 * POST /settings/organization (spec 4 "manual switch"): a person
 * in several organizations makes another one current. The choice is kept
 * in the session and wins over the host name until the next switch or
 * sign-out; a slug the person does not belong to is ignored.
 */
import { redirect } from "react-router";
import { accessFor, landingPathFor } from "~/web/access";
import { requestStateContext } from "~/web/context.server";
import { currentOrganization } from "~/web/current-organization.server";
import { commitSession } from "~/web/session.server";
import type { Route } from "./+types/organization";

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = context.get(requestStateContext);
  if (!user) throw redirect("/auth/login");
  const slug = String((await request.formData()).get("organization") ?? "");
  const organization = await currentOrganization(request, user, slug);
  if (organization.slug !== slug || organization.source !== "manual") throw redirect("/");
  session.set("organization", slug);
  throw redirect(landingPathFor(accessFor(user, organization.organizationId)), {
    headers: { "Set-Cookie": await commitSession(session, request) },
  });
}
