import { Link, useFetcher } from "react-router";
import { useInteractive } from "~/components/ui/use-interactive";
import { REACTION_KINDS, REACTIONS, reactionChoiceValue } from "~/config/reaction-rules";
import { postPath, type FeedPost } from "./feed-types";

export function ReactionBar({ post, returnTo }: { post: FeedPost; returnTo: string }) {
  const fetcher = useFetcher<{ post?: FeedPost }>();
  const interactive = useInteractive();
  const shown = fetcher.data?.post ?? post;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-(--surface-border) pt-3 text-sm">
      <fetcher.Form method="post" action={postPath(post.id)} className="flex flex-wrap gap-1" aria-label="Reações">
        <input type="hidden" name="intent" value="reagir" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {interactive ? <input type="hidden" name="resposta" value="dados" /> : null}
        {REACTION_KINDS.map((kind) => (
          <button
            key={kind}
            type="submit"
            name="kind"
            value={reactionChoiceValue(kind, shown.myReaction === kind)}
            aria-pressed={shown.myReaction === kind}
            title={REACTIONS[kind].label}
            className="rounded-full border border-(--surface-border) px-2 py-1 hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring) aria-pressed:border-(--primary-color) aria-pressed:bg-(--surface-hover) aria-pressed:font-semibold"
          >
            <span aria-hidden>{REACTIONS[kind].emoji}</span>
            <span className="sr-only">{REACTIONS[kind].label}</span>
          </button>
        ))}
      </fetcher.Form>
      <Link to={`${postPath(post.id)}#reacoes`} className="text-(--text-muted) hover:underline">
        {shown.reactionCount === 1 ? "1 reação" : `${shown.reactionCount} reações`}
      </Link>
      <Link to={`${postPath(post.id)}#comentarios`} className="text-(--text-muted) hover:underline">
        {shown.commentCount === 1 ? "1 comentário" : `${shown.commentCount} comentários`}
      </Link>
    </div>
  );
}
