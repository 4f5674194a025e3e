/** POST /labfeelings/denuncias: reports a post and goes back to `returnTo` with `?denuncia=`. */
import { data, href, redirect } from "react-router";
import { REPORT_NOTICE_PARAM } from "~/components/social/notifications/report-notice";
import { reportPost, reportSchema } from "~/modules/social/moderation.server";
import { safeReturnUrl } from "~/web/return-url";
import { parseSubmission } from "~/web/submission.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/report";

export const loader = () => {
  throw data(null, { status: 404 });
};

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
  const submission = parseSubmission(form, { schema: reportSchema });
  if (submission.status !== "success") {
    if (submission.error?.postId) throw data(null, { status: 404 });
    throw redirect(withNotice(back, "invalida"));
  }
  const outcome = await reportPost(scope, submission.value.postId, submission.value.reason);
  if (outcome === null || outcome === "own") throw data(null, { status: 404 });
  throw redirect(withNotice(back, outcome === "reported" ? "enviada" : outcome === "limit" ? "limite" : "repetida"));
}
