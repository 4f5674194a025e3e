/**
 * /labfeelings/discovery: "Nova publicação" on top of the organization's
 * feed, newest first, with the cursor `?antes=` (the "Carregar mais" link,
 * or infinite scroll with JavaScript) and others' new posts announced live.
 * The compose form posts here (multipart) and works without JavaScript.
 */
import { data, href, redirect } from "react-router";
import { Compose } from "~/components/social/feed/compose";
import { FeedList } from "~/components/social/feed/feed-list";
import { mentionedUsernames } from "~/components/social/rich-text";
import { FormAlert } from "~/components/ui/form-alert";
import { IMAGES_BODY_BYTES, type RequestShape } from "~/contracts/request-shape";
import { PageTitle } from "~/components/ui/page-title";
import { decodeFeedCursor } from "~/modules/social/feed-cursor";
import { listFeed } from "~/modules/social/feed.server";
import { firstIssue, postSchema } from "~/modules/social/post-schemas";
import { createPost, POST_LIMITED_MESSAGE, takePostPlace } from "~/modules/social/posts.server";
import { readPostUpload } from "~/modules/social/posts-upload.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { feedNotice } from "./+shared/feed-words";
import type { Route } from "./+types/discovery";
import { idempotent } from "~/web/idempotency.server";

export const handle = {
  breadcrumb: "Publicações",
  request: { kind: "upload", maxBytes: IMAGES_BODY_BYTES } satisfies RequestShape,
};
export const meta = () => pageMeta("Publicações");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const url = new URL(request.url);
  const page = await listFeed(scope, { cursor: decodeFeedCursor(url.searchParams.get("antes")) });
  return { page, selfId: scope.userId, older: url.searchParams.has("antes"), notice: feedNotice(request), search: url.search };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const upload = await readPostUpload(request);
  if (!upload.ok) return data({ error: upload.message, values: null }, { status: 400 });
  const parsed = postSchema.safeParse(upload.fields);
  const values = {
    body: upload.fields.body.slice(0, 5000),
    contentWarning: upload.fields.contentWarning.slice(0, 80),
    visibility: upload.fields.visibility === "privado" ? "privado" : "organizacao",
  };
  if (!parsed.success) return data({ error: firstIssue(parsed.error), values }, { status: 400 });
  const post = parsed.data;
  return idempotent(scope, new Map(Object.entries(upload.fields)), "feed/nova-publicacao", async () => {
    if (!(await takePostPlace(scope))) return data({ error: POST_LIMITED_MESSAGE, values }, { status: 429 });
    await createPost(scope, { ...post, mentions: mentionedUsernames(post.body) }, upload.images);
    throw redirect(`${href("/labfeelings/discovery")}?aviso=publicado`);
  });
}

export default function Discovery({ loaderData, actionData }: Route.ComponentProps) {
  const { page, selfId, older, notice, search } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle title="Publicações" />
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {older ? null : <Compose key={notice ?? ""} error={actionData?.error ?? null} values={actionData?.values ?? null} />}
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
