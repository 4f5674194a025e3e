/** /labfeelings/destaques: the posts of the last 7 days with the most reactions, ties newest first. */
import { href } from "react-router";
import { PostCard } from "~/components/social/feed/post-card";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { listHighlights } from "~/modules/social/feed.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/destaques";

export const handle = { breadcrumb: "Destaques" };
export const meta = () => pageMeta("Destaques da semana");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { posts: await listHighlights(scopeOf(requireTenant(context, request))) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTitle title="Destaques da semana">As publicações dos últimos 7 dias com mais reações.</PageTitle>
      {loaderData.posts.length === 0 ? <EmptyState title="Nenhuma publicação com reações nos últimos 7 dias." /> : null}
      <ul className="space-y-4" aria-label="Destaques">
        {loaderData.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} returnTo={href("/labfeelings/destaques")} />
          </li>
        ))}
      </ul>
    </div>
  );
}
