/** The forms of one post (`intent`); `resposta=dados` answers the updated post instead of a redirect. */
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
import { commentFormSchema, postEditSchema } from "~/config/post-rules";
import { deletePost, updatePost } from "~/modules/social/posts.server";
import { react } from "~/modules/social/reactions.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { safeReturnUrl } from "~/web/return-url";
import { parseSubmission } from "~/web/submission.server";

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
    const submission = parseSubmission(form, { schema: commentFormSchema });
    if (submission.status !== "success") return data({ intent, commentId, result: submission.reply() }, { status: 400 });
    const body = submission.value.body;
    if (intent === "editar-comentario") {
      if (!(await updateComment(scope, postId, commentId, body))) throw notFound();
      throw redirect(withNotice(here, "comentario-editado"));
    }
    if (!(await takeCommentPlace(scope)))
      return data({ intent, commentId, result: submission.reply({ formErrors: [COMMENT_LIMITED_MESSAGE] }) }, { status: 429 });
    if (!(await addComment(scope, postId, body, mentionedUsernames(body)))) throw notFound();
    throw redirect(withNotice(here, "comentado"));
  }
  if (intent === "excluir-comentario") {
    if (!(await deleteComment(scope, postId, commentId))) throw notFound();
    throw redirect(withNotice(here, "comentario-excluido"));
  }
  if (intent === "editar") {
    const submission = parseSubmission(form, { schema: postEditSchema });
    if (submission.status !== "success") return data({ intent, commentId, result: submission.reply() }, { status: 400 });
    const input = { ...submission.value, mentions: mentionedUsernames(submission.value.body) };
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
