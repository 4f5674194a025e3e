import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useLiveEvents } from "~/components/live/use-live-events";
import { EmptyState } from "~/components/ui/empty-state";
import type { FeedPageData, FeedPost } from "./feed-types";
import { PostCard } from "./post-card";

/**
 * The posts shown, after the page's loader ran again (a reaction, a comment, a publication): each one in its fresh
 * version, the person's own new posts on top; others' new posts stay behind the banner, and a post they pushed off the
 * page stays where it was. One the page should hold but does not (deleted, hidden) goes.
 */
function keepShown(shown: FeedPost[], page: FeedPost[]): FeedPost[] {
  const before = new Set(shown.map((post) => post.id));
  const fresh = new Map(page.map((post) => [post.id, post]));
  const oldest = page.at(-1);
  const mine = page.filter((post) => post.own && !before.has(post.id));
  return [
    ...mine,
    ...shown.flatMap((post) => {
      const now = fresh.get(post.id);
      if (now) return [now];
      return oldest && post.createdAt < oldest.createdAt ? [post] : [];
    }),
  ];
}

export function FeedList({
  first,
  path,
  returnTo,
  live,
  selfId,
  empty,
}: {
  first: FeedPageData;
  path: string;
  returnTo: string;
  live?: boolean;
  selfId: string;
  empty: string;
}) {
  const [older, setOlder] = useState<FeedPost[]>([]);
  const [newer, setNewer] = useState<FeedPost[]>([]);
  const [next, setNext] = useState(first.next);
  const [announced, setAnnounced] = useState<string[]>([]);
  const [shown, setShown] = useState({ page: first, posts: first.posts });
  if (shown.page !== first) setShown({ page: first, posts: keepShown(shown.posts, first.posts) });
  const more = useFetcher<{ page: FeedPageData }>();
  const fresh = useFetcher<{ page: FeedPageData }>();
  const sentinel = useRef<HTMLAnchorElement>(null);
  const loading = useRef(false);
  const loadMore = useRef(() => {});
  loadMore.current = () => {
    if (loading.current || !next) return;
    loading.current = true;
    more.load(`${path}?antes=${encodeURIComponent(next)}`);
  };

  useLiveEvents("feed", (payload) => {
    if (!live || payload.kind !== "post.created" || payload.authorId === selfId || typeof payload.postId !== "string") return;
    const id = payload.postId;
    setAnnounced((ids) => (ids.includes(id) ? ids : [...ids, id]));
  });

  useEffect(() => {
    const page = more.data?.page;
    if (!page) return;
    setOlder((posts) => [...posts, ...page.posts.filter((p) => !posts.some((q) => q.id === p.id))]);
    setNext(page.next);
    loading.current = false;
  }, [more.data]);

  const shownIds = new Set([...newer, ...shown.posts, ...older].map((p) => p.id));
  useEffect(() => {
    const page = fresh.data?.page;
    if (!page) return;
    setNewer((posts) => [...page.posts.filter((p) => !shownIds.has(p.id)), ...posts]);
    setAnnounced([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh.data]);

  useEffect(() => {
    const link = sentinel.current;
    if (!link || !next) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(link);
    return () => observer.disconnect();
  }, [next]);

  const posts = [...newer, ...shown.posts, ...older];
  const waiting = announced.filter((id) => !shownIds.has(id)).length;
  return (
    <div className="space-y-4">
      {waiting > 0 ? (
        <div className="sticky top-2 z-10 flex justify-center">
          <button
            type="button"
            onClick={() => fresh.load(path)}
            className="rounded-full bg-(--primary-color) px-4 py-2 text-sm font-medium text-white shadow-lg hover:bg-(--primary-hover) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)"
          >
            {waiting === 1 ? "1 nova publicação" : `${waiting} novas publicações`}
          </button>
        </div>
      ) : null}
      {posts.length === 0 ? <EmptyState title={empty} /> : null}
      <ul className="space-y-4" aria-label="Publicações">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} returnTo={returnTo} />
          </li>
        ))}
      </ul>
      {next ? (
        <p className="text-center">
          <Link
            ref={sentinel}
            to={`${path}?antes=${encodeURIComponent(next)}`}
            onClick={(event) => {
              event.preventDefault();
              loadMore.current();
            }}
            className="inline-block rounded-md border border-(--surface-border) px-4 py-2 text-sm text-(--primary-text) hover:bg-(--surface-hover)"
          >
            {more.state === "loading" ? "Carregando…" : "Carregar mais"}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
