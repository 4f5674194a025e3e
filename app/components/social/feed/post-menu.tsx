/**
 * A card's menu ("Mais ações", a <details> that works without
 * JavaScript): "Denunciar" with its reason for others' posts, "Editar"
 * and "Excluir" for one's own.
 */
import { Form, href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { postPath, type FeedPost } from "./feed-types";

export function PostMenu({ post, returnTo }: { post: FeedPost; returnTo: string }) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-sm text-(--text-muted) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring)">
        Mais ações
      </summary>
      <div className="absolute right-0 z-10 mt-1 w-72 space-y-3 rounded-md border border-(--surface-border) bg-(--surface-card) p-3 shadow-lg">
        {post.own ? (
          <>
            <Link to={`${postPath(post.id)}?editar=1`} className="block text-sm text-(--primary-text) hover:underline">
              Editar publicação
            </Link>
            <Form method="post" action={postPath(post.id)}>
              <input type="hidden" name="intent" value="excluir" />
              <input type="hidden" name="returnTo" value={returnTo} />
              <Button type="submit" variant="secondary" className="w-full">
                Excluir publicação
              </Button>
            </Form>
          </>
        ) : (
          <Form method="post" action={href("/labfeelings/denuncias")} className="space-y-2">
            <input type="hidden" name="postId" value={post.id} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <label htmlFor={`motivo-${post.id}`} className="block text-sm font-medium text-(--text-color)">
              Motivo da denúncia
            </label>
            <textarea id={`motivo-${post.id}`} name="reason" required maxLength={500} rows={3} className={INPUT_CLASS} />
            <Button type="submit" variant="secondary" className="w-full">
              Denunciar
            </Button>
          </Form>
        )}
      </div>
    </details>
  );
}
