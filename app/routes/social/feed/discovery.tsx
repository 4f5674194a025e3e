/** /labfeelings/discovery: the compose form and the organization's feed, paged by `?antes=`. */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, redirect } from "react-router";
import { Compose } from "~/components/social/feed/compose";
import { FeedList } from "~/components/social/feed/feed-list";
import { mentionedUsernames } from "~/components/social/rich-text";
import { FormAlert } from "~/components/ui/form-alert";
import { IMAGES_BODY_BYTES, type RequestShape } from "~/contracts/request-shape";
import { PageTitle } from "~/components/ui/page-title";
import { decodeFeedCursor } from "~/modules/social/feed-cursor";
import { listFeed } from "~/modules/social/feed.server";
import { postSchema } from "~/config/post-rules";
import { createPost, POST_LIMITED_MESSAGE, takePostPlace } from "~/modules/social/posts.server";
import { readPostUpload } from "~/modules/social/posts-upload.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { feedNotice } from "./+shared/feed-words";
import type { Route } from "./+types/discovery";
import { idempotent } from "~/web/idempotency.server";
import { parseSubmission } from "~/web/submission.server";

export const handle = {
  breadcrumb: "Publicações",
  request: { kind: "upload", maxBytes: IMAGES_BODY_BYTES } satisfies RequestShape,
};
export const meta = () => pageMeta("Publicações");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const url = new URL(request.url);
  const page = await listFeed(scope, { cursor: decodeFeedCursor(url.searchParams.get("antes")) });
  const older = url.searchParams.has("antes");
  // A publication's notice belongs to the compose form (shown there, beside its button); the others to the page.
  const published = !older && url.searchParams.get("aviso") === "publicado";
  return {
    page,
    selfId: scope.userId,
    older,
    notice: published ? null : feedNotice(request),
    published: published ? feedNotice(request) : null,
    search: url.search,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const upload = await readPostUpload(request);
  if (!upload.ok)
    return data({ result: { status: "error", error: { "": [upload.message] } } as SubmissionResult<string[]> }, { status: 400 });
  const { alts, ...text } = upload.fields;
  const payload = new URLSearchParams(text);
  // Empty descriptions are images without one; Conform would read them as missing.
  for (const alt of alts) if (alt.trim()) payload.append("alts", alt);
  const submission = parseSubmission(payload, { schema: postSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const post = submission.value;
  return idempotent(scope, new Map(Object.entries(upload.fields)), "feed/nova-publicacao", async () => {
    if (!(await takePostPlace(scope)))
      return data({ result: submission.reply({ formErrors: [POST_LIMITED_MESSAGE] }) }, { status: 429 });
    await createPost(scope, { ...post, mentions: mentionedUsernames(post.body) }, upload.images);
    throw redirect(`${href("/labfeelings/discovery")}?aviso=publicado`);
  });
}

export default function Discovery({ loaderData, actionData }: Route.ComponentProps) {
  const { page, selfId, older, notice, published, search } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle title="Publicações" />
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {older ? null : <Compose lastResult={actionData?.result} published={published} />}
      <FeedList
        key={search}
        first={page}
        path={href("/labfeelings/discovery")}
        returnTo={`${href("/labfeelings/discovery")}${search}`}
        live={!older}
        selfId={selfId}
        empty="Ainda não há publicações. Que tal escrever a primeira?"
      />
    </div>
  );
}
