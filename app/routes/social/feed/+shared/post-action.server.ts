/**
 * The forms of one post (`intent`): reagir, comentar, editar-comentario,
 * excluir-comentario, editar, excluir. Each answers a redirect to
 * `returnTo` (same-origin paths only) or the post, a pt-BR error with the
 * field's text, or 404; `resposta=dados` (sent by the reaction buttons
 * with JavaScript) answers the updated post instead of a redirect.
 */
import { data, href, redirect } from "react-router";
import { mentionedUsernames } from "~/components/social/rich-text";
import {
  addComment,
  COMMENT_LIMITED_MESSAGE,
  deleteComment,
  takeCommentPlace,
  updateComment,
} from "~/modules/social/comments.server";
import { getPost } from "~/modules/social/feed.server";
import { commentSchema, firstIssue, postSchema } from "~/modules/social/post-schemas";
import { deletePost, updatePost } from "~/modules/social/posts.server";
import { react } from "~/modules/social/reactions.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { safeReturnUrl } from "~/web/return-url";

const notFound = () => data(null, { status: 404 });
const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const withNotice = (path: string, notice: string) => `${path}${path.includes("?") ? "&" : "?"}aviso=${notice}`;

export async function postAction(scope: TenantScope, postId: string, form: FormData) {
  const here = href("/labfeelings/discovery/:postId", { postId });
  const back = safeReturnUrl(field(form, "returnTo")) ?? here;
  const intent = field(form, "intent");
  const commentId = field(form, "commentId");
  if (intent === "reagir") {
    if ((await react(scope, postId, field(form, "kind"))) === undefined) throw notFound();
    if (field(form, "resposta") === "dados") return { post: await getPost(scope, postId) };
    throw redirect(back);
  }
  if (intent === "comentar" || intent === "editar-comentario") {
    const text = field(form, "body");
    const parsed = commentSchema.safeParse(text);
    if (!parsed.success)
      return data({ intent, commentId, error: firstIssue(parsed.error), text: text.slice(0, 1000) }, { status: 400 });
    if (intent === "editar-comentario") {
      if (!(await updateComment(scope, postId, commentId, parsed.data))) throw notFound();
      throw redirect(withNotice(here, "comentario-editado"));
    }
    if (!(await takeCommentPlace(scope)))
      return data({ intent, commentId, error: COMMENT_LIMITED_MESSAGE, text: parsed.data }, { status: 429 });
    if (!(await addComment(scope, postId, parsed.data, mentionedUsernames(parsed.data)))) throw notFound();
    throw redirect(withNotice(here, "comentado"));
  }
  if (intent === "excluir-comentario") {
    if (!(await deleteComment(scope, postId, commentId))) throw notFound();
    throw redirect(withNotice(here, "comentario-excluido"));
  }
  if (intent === "editar") {
    const parsed = postSchema.safeParse({ body: field(form, "body"), contentWarning: field(form, "contentWarning") });
    if (!parsed.success)
      return data(
        { intent, commentId, error: firstIssue(parsed.error), text: field(form, "body").slice(0, 5000) },
        { status: 400 },
      );
    const input = { ...parsed.data, mentions: mentionedUsernames(parsed.data.body) };
    if (!(await updatePost(scope, postId, input))) throw notFound();
    throw redirect(withNotice(here, "editado"));
  }
  if (intent === "excluir") {
    if (!(await deletePost(scope, postId))) throw notFound();
    const target =
      back === here || back.startsWith(`${here}?`) ? href("/labfeelings/discovery") : back.replace(/[?&]aviso=[^&]*/, "");
    throw redirect(withNotice(target, "excluido"));
  }
  throw notFound();
}
