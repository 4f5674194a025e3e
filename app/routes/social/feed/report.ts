/**
 * POST /labfeelings/denuncias: a member reports a post (`postId`,
 * `reason`, `returnTo`) and goes back to `returnTo` (same-origin paths
 * only; the feed otherwise) with `?denuncia=enviada` (or `repetida`, or
 * `invalida` when the reason is missing or too long: nothing is recorded).
 * A post they cannot see answers 404.
 */
import { data, href, redirect } from "react-router";
import { REPORT_NOTICE_PARAM } from "~/components/social/notifications/report-notice";
import { reportPost, reportSchema } from "~/modules/social/moderation.server";
import { safeReturnUrl } from "~/web/return-url";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/report";

export const loader = () => {
  throw data(null, { status: 404 });
};

/** `path` with `?denuncia=<value>` set (its other parameters kept). */
function withNotice(path: string, value: string) {
  const url = new URL(path, "http://same-origin.invalid");
  url.searchParams.set(REPORT_NOTICE_PARAM, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  const returnTo = form.get("returnTo");
  const back = safeReturnUrl(typeof returnTo === "string" ? returnTo : null) ?? href("/labfeelings/discovery");
  const parsed = reportSchema.safeParse({ postId: form.get("postId") ?? undefined, reason: form.get("reason") ?? undefined });
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === "postId")) throw data(null, { status: 404 });
    throw redirect(withNotice(back, "invalida"));
  }
  const outcome = await reportPost(scope, parsed.data.postId, parsed.data.reason);
  if (outcome === null || outcome === "own") throw data(null, { status: 404 });
  throw redirect(withNotice(back, outcome === "reported" ? "enviada" : outcome === "limit" ? "limite" : "repetida"));
}
