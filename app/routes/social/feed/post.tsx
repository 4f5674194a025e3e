/** /labfeelings/discovery/:postId: one post, its reactions and comments; a post the reader may not see answers 404. */
import { data, href } from "react-router";
import { PostCard } from "~/components/social/feed/post-card";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { TextLink } from "~/components/ui/text-link";
import { listComments } from "~/modules/social/comments.server";
import { getPost } from "~/modules/social/feed.server";
import { REACTIONS } from "~/config/reaction-rules";
import { listReactors } from "~/modules/social/reactions.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { CommentForm } from "./+shared/comment-form";
import { CommentList } from "./+shared/comment-list";
import { feedNotice } from "./+shared/feed-words";
import { postAction } from "./+shared/post-action.server";
import { PostEditForm } from "./+shared/post-edit-form";
import type { Route } from "./+types/post";
import { idempotent } from "~/web/idempotency.server";
import { IdempotencyField } from "~/web/idempotency";

export const handle = { breadcrumb: "Publicação" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Publicação de ${loaderData.post.author.name}` : "Publicação");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const post = await getPost(scope, params.postId);
  if (!post) throw data(null, { status: 404 });
  const [comments, reactors] = await Promise.all([listComments(scope, post.id), listReactors(scope, post.id)]);
  const editing = post.own && new URL(request.url).searchParams.get("editar") === "1";
  return { post, comments: comments ?? [], reactors: reactors ?? [], editing, notice: feedNotice(request) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const form = await request.formData();
  return idempotent(scope, form, "feed/publicacao", () => postAction(scope, params.postId, form));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { post, comments, reactors, editing, notice } = loaderData;
  useLiveRevalidation("feed", { accept: (payload) => payload.postId === post.id });
  const failure = actionData && "result" in actionData ? actionData : null;
  const here = href("/labfeelings/discovery/:postId", { postId: post.id });
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <TextLink to={href("/labfeelings/discovery")}>← Voltar às publicações</TextLink>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {editing ? (
        <PostEditForm
          defaultValue={{ body: post.body, contentWarning: post.contentWarning ?? "" }}
          lastResult={failure?.intent === "editar" ? failure.result : undefined}
          cancelHref={here}
        />
      ) : (
        <PostCard post={post} returnTo={here} />
      )}
      <section
        aria-labelledby="reacoes"
        className="space-y-2 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
      >
        <h2 id="reacoes" className="text-base font-semibold text-(--text-color)">
          Quem reagiu
        </h2>
        {reactors.length === 0 ? (
          <p className="text-sm text-(--text-muted)">Ninguém reagiu ainda.</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm">
            {reactors.map((reactor) => (
              <li key={reactor.userId} className="rounded-full bg-(--surface-hover) px-3 py-1">
                <span aria-hidden>{REACTIONS[reactor.kind].emoji} </span>
                {reactor.name}
                <span className="sr-only"> ({REACTIONS[reactor.kind].label})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="comentarios"
        className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
      >
        <h2 id="comentarios" className="text-base font-semibold text-(--text-color)">
          Comentários
        </h2>
        <CommentList comments={comments} failure={failure} />
        <CommentForm
          key={comments.length}
          id="novo-comentario"
          label="Escreva um comentário"
          defaultBody=""
          rows={3}
          lastResult={failure?.intent === "comentar" ? failure.result : undefined}
          hidden={
            <>
              <input type="hidden" name="intent" value="comentar" />
              <IdempotencyField />
            </>
          }
        >
          <Button type="submit">Comentar</Button>
        </CommentForm>
      </section>
    </div>
  );
}
