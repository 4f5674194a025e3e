import { href, Link } from "react-router";
import { UserLink } from "~/components/social/profiles/user-link";
import { RichText } from "~/components/social/rich-text-view";
import { formatInstant } from "~/config/format";
import { postPath, type FeedPost } from "./feed-types";
import { PostMenu } from "./post-menu";
import { ReactionBar } from "./reaction-bar";

function PostContent({ post }: { post: FeedPost }) {
  return (
    <div className="space-y-3">
      <RichText text={post.body} className="text-(--text-color)" />
      {post.images.length > 0 ? (
        <div className={`grid gap-2 ${post.images.length > 1 ? "grid-cols-2" : ""}`}>
          {post.images.map((image) => (
            <img
              key={image.id}
              src={href("/labfeelings/imagens/:imageId", { imageId: image.id })}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              className="h-auto max-h-96 w-full rounded-md bg-(--surface-hover) object-cover"
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function PostCard({ post, returnTo }: { post: FeedPost; returnTo: string }) {
  const headingId = `publicacao-${post.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
      data-post-id={post.id}
    >
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <UserLink username={post.author.username} displayName={post.author.name} avatarUrl={post.author.avatarUrl} />
        </div>
        <PostMenu post={post} returnTo={returnTo} />
      </header>
      <h3 id={headingId} className="text-xs text-(--text-muted)">
        <Link to={postPath(post.id)} className="hover:underline">
          Publicação de {post.author.name} em <time dateTime={post.createdAt}>{formatInstant(post.createdAt)}</time>
        </Link>
        {post.editedAt ? " · editado" : null}
        {post.visibility === "privado" ? " · Só eu" : null}
      </h3>
      {post.contentWarning ? (
        <details className="rounded-md border border-(--surface-border) p-3">
          <summary className="cursor-pointer text-sm font-medium text-(--text-color)">
            <span className="mr-2 rounded-full bg-(--surface-hover) px-2 py-0.5">Aviso de conteúdo: {post.contentWarning}</span>
            Mostrar conteúdo
          </summary>
          <div className="mt-3">
            <PostContent post={post} />
          </div>
        </details>
      ) : (
        <PostContent post={post} />
      )}
      <ReactionBar post={post} returnTo={returnTo} />
    </article>
  );
}
