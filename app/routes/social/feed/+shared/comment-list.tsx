/** A post's comments, oldest first; every form posts to the post's page. */
import { Form } from "react-router";
import { type FeedAuthor } from "~/components/social/feed/feed-types";
import { UserLink } from "~/components/social/profiles/user-link";
import { RichText } from "~/components/social/rich-text-view";
import { Button } from "~/components/ui/button";
import { formatInstant } from "~/config/format";
import { CommentForm, type PostFormFailure } from "./comment-form";

export interface CommentItem {
  id: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  author: FeedAuthor;
  own: boolean;
}

/** `failure`: the post action's answer, shown under the comment it was about. */
export function CommentList({ comments, failure }: { comments: CommentItem[]; failure: PostFormFailure | null }) {
  const failed = (id: string) =>
    failure?.intent === "editar-comentario" && failure.commentId === id ? failure.result : undefined;
  if (comments.length === 0) return <p className="text-sm text-(--text-muted)">Nenhum comentário ainda.</p>;
  return (
    <ul className="space-y-3">
      {comments.map((comment) => (
        <li key={comment.id} className="space-y-2 rounded-md border border-(--surface-border) p-3">
          <UserLink username={comment.author.username} displayName={comment.author.name} avatarUrl={comment.author.avatarUrl} />
          <p className="text-xs text-(--text-muted)">
            <time dateTime={comment.createdAt}>{formatInstant(comment.createdAt)}</time>
            {comment.editedAt ? " · editado" : null}
          </p>
          <RichText text={comment.body} className="text-sm text-(--text-color)" />
          {comment.own ? (
            <div className="flex flex-wrap items-start gap-2">
              <details className="min-w-0 flex-1" open={failed(comment.id) ? true : undefined}>
                <summary className="cursor-pointer text-sm text-(--primary-text)">Editar comentário</summary>
                <div className="mt-2">
                  <CommentForm
                    id={`comentario-${comment.id}`}
                    label="Texto do comentário"
                    hideLabel
                    defaultBody={comment.body}
                    rows={2}
                    lastResult={failed(comment.id)}
                    hidden={
                      <>
                        <input type="hidden" name="intent" value="editar-comentario" />
                        <input type="hidden" name="commentId" value={comment.id} />
                      </>
                    }
                  >
                    <Button type="submit" variant="secondary">
                      Salvar comentário
                    </Button>
                  </CommentForm>
                </div>
              </details>
              <Form method="post">
                <input type="hidden" name="intent" value="excluir-comentario" />
                <input type="hidden" name="commentId" value={comment.id} />
                <Button type="submit" variant="secondary">
                  Excluir comentário
                </Button>
              </Form>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
