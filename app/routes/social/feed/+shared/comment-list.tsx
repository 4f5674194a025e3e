/** A post's comments, oldest first; every form posts to the post's page. */
import { Form } from "react-router";
import { type FeedAuthor } from "~/components/social/feed/feed-types";
import { UserLink } from "~/components/social/profiles/user-link";
import { RichText } from "~/components/social/rich-text-view";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { formatInstant } from "~/config/format";

export interface CommentItem {
  id: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  author: FeedAuthor;
  own: boolean;
}

export function CommentList({ comments }: { comments: CommentItem[] }) {
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
              <details className="min-w-0 flex-1">
                <summary className="cursor-pointer text-sm text-(--primary-text)">Editar comentário</summary>
                <Form method="post" className="mt-2 space-y-2">
                  <input type="hidden" name="intent" value="editar-comentario" />
                  <input type="hidden" name="commentId" value={comment.id} />
                  <label htmlFor={`comentario-${comment.id}`} className="sr-only">
                    Texto do comentário
                  </label>
                  <textarea
                    id={`comentario-${comment.id}`}
                    name="body"
                    required
                    maxLength={1000}
                    rows={2}
                    defaultValue={comment.body}
                    className={INPUT_CLASS}
                  />
                  <Button type="submit" variant="secondary">
                    Salvar comentário
                  </Button>
                </Form>
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
