/**
 * /labfeelings/discovery/:postId: one post with who reacted, its comments
 * (one level, oldest first) and the comment form; its author may edit it
 * (`?editar=1`). A post the reader may not see, or not an id, answers 404.
 * Every form posts here and works without JavaScript; with it, "feed"
 * events about this post refresh the page.
 */
import { data, Form, href, useRevalidator } from "react-router";
import { PostCard } from "~/components/social/feed/post-card";
import { REACTION_WORDS } from "~/components/social/feed/feed-types";
import { useLiveEvents } from "~/components/live/use-live-events";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { TextLink } from "~/components/ui/text-link";
import { listComments } from "~/modules/social/comments.server";
import { getPost } from "~/modules/social/feed.server";
import { listReactors } from "~/modules/social/reactions.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { CommentList } from "./+shared/comment-list";
import { feedNotice } from "./+shared/feed-words";
import { postAction } from "./+shared/post-action.server";
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
  const revalidator = useRevalidator();
  useLiveEvents("feed", (payload) => {
    if (payload.postId === post.id && revalidator.state === "idle") void revalidator.revalidate();
  });
  const failure = actionData && "error" in actionData ? actionData : null;
  const here = href("/labfeelings/discovery/:postId", { postId: post.id });
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <TextLink to={href("/labfeelings/discovery")}>← Voltar às publicações</TextLink>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {editing ? (
        <Form method="post" className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4">
          <h2 className="text-base font-semibold text-(--text-color)">Editar publicação</h2>
          {failure?.intent === "editar" ? <FormAlert tone="error" message={failure.error} /> : null}
          <input type="hidden" name="intent" value="editar" />
          <label htmlFor="editar-texto" className="block text-sm font-medium text-(--text-color)">
            Texto
          </label>
          <textarea
            id="editar-texto"
            name="body"
            required
            maxLength={5000}
            rows={5}
            defaultValue={failure?.intent === "editar" ? failure.text : post.body}
            className={INPUT_CLASS}
          />
          <label htmlFor="editar-aviso" className="block text-sm font-medium text-(--text-color)">
            Aviso de conteúdo (opcional)
          </label>
          <input
            id="editar-aviso"
            name="contentWarning"
            maxLength={80}
            defaultValue={post.contentWarning ?? ""}
            className={INPUT_CLASS}
          />
          <div className="flex gap-2">
            <Button type="submit">Salvar publicação</Button>
            <TextLink to={here}>Cancelar</TextLink>
          </div>
        </Form>
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
                <span aria-hidden>{REACTION_WORDS[reactor.kind]?.emoji} </span>
                {reactor.name}
                <span className="sr-only"> ({REACTION_WORDS[reactor.kind]?.label})</span>
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
        <CommentList comments={comments} />
        {failure && failure.intent !== "editar" ? <FormAlert tone="error" message={failure.error} /> : null}
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="comentar" />
          <IdempotencyField />
          <label htmlFor="novo-comentario" className="block text-sm font-medium text-(--text-color)">
            Escreva um comentário
          </label>
          <textarea
            id="novo-comentario"
            key={comments.length}
            name="body"
            required
            maxLength={1000}
            rows={3}
            defaultValue={failure?.intent === "comentar" ? failure.text : ""}
            className={INPUT_CLASS}
          />
          <Button type="submit">Comentar</Button>
        </Form>
      </section>
    </div>
  );
}
