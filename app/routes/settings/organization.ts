/** POST /settings/organization (spec 4 "manual switch"): makes another of the person's organizations current until the next switch. */
import { href, redirect } from "react-router";
import { listOrganizations } from "~/web/organizations.server";
import { accessFor, landingPathFor } from "~/web/access";
import { requestStateContext } from "~/web/context.server";
import { commitSession } from "~/web/session.server";
import type { Route } from "./+types/organization";

export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = context.get(requestStateContext);
  if (!user) throw redirect(href("/auth/login"));
  const slug = String((await request.formData()).get("organization") ?? "");
  const organization = (await listOrganizations()).find((o) => o.slug === slug);
  const access = organization ? accessFor(user, organization.id) : null;
  if (!organization || !access?.hasAccess) throw redirect(href("/"));
  session.set("organization", slug);
  throw redirect(landingPathFor(access), { headers: { "Set-Cookie": await commitSession(session, request) } });
}
