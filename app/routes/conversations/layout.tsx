/** /conversations: the list beside the open one; any `conversas` event reloads both in place. */
import { href, Outlet, useLocation } from "react-router";
import { ConversationList } from "~/components/conversations/conversation-list";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { listConversations } from "~/modules/conversations/conversations.server";
import { CONVERSATIONS_TOPIC } from "~/modules/social/topics";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import { BASE, listRowView } from "./+shared/view";
import type { Route } from "./+types/layout";

// An error in one of its pages stays inside the section, under its breadcrumb.
export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

export const handle = { breadcrumb: "Conversas" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const url = new URL(request.url);
  const cursor = url.searchParams.get("conversas");
  const { rows, next } = await listConversations(scope, cursor);
  const now = new Date();
  const more = new URLSearchParams(url.searchParams);
  if (next) more.set("conversas", next);
  return {
    rows: rows.map((row) => listRowView(row, now, scope.userId)),
    moreHref: next ? `${url.pathname}?${more}` : null,
    firstHref: cursor ? url.pathname : null,
  };
}

export default function Conversations({ loaderData }: Route.ComponentProps) {
  const { rows, moreHref, firstHref } = loaderData;
  // A burst (a group's message reaches every member's tabs) reloads once.
  useLiveRevalidation(CONVERSATIONS_TOPIC, { burstMs: 50 });
  const open = useLocation().pathname.replace(/\/$/, "") !== BASE;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="conversas-titulo" className={open ? "hidden min-w-0 lg:block" : "min-w-0"}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h1 id="conversas-titulo" className="text-2xl font-semibold text-(--text-color)">
            Conversas
          </h1>
          <ButtonLink to={href("/conversations/nova")}>Nova conversa</ButtonLink>
        </div>
        {rows.length === 0 ? (
          <EmptyState title="Nenhuma conversa ainda.">Comece uma com alguém da organização em “Nova conversa”.</EmptyState>
        ) : (
          <ConversationList rows={rows} moreHref={moreHref} />
        )}
        {firstHref ? (
          <p className="mt-2 text-center text-sm">
            <a href={firstHref} className="text-(--primary-text) hover:underline">
              Voltar às mais recentes
            </a>
          </p>
        ) : null}
      </section>
      <div className={open ? "min-w-0" : "hidden min-w-0 lg:block"}>
        <Outlet />
      </div>
    </div>
  );
}
