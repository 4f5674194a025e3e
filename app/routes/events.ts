/**
 * /eventos: the organization's live updates as server-sent events.
 * The main layout's guard does not run for a resource route, so the member check is made here.
 */
import { lastEventIdOf, topicsOf } from "~/modules/events/stream-request";
import { requestStateContext } from "~/web/context.server";
import { liveStream } from "~/web/live-stream.server";
import type { Route } from "./+types/events";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, accessToken, organization, access } = context.get(requestStateContext);
  if (!user || !accessToken) return text("Entre para receber as atualizações.", 401);
  if (!organization.organizationId || !access?.hasAccess) return text("Sem acesso a esta organização.", 403);
  const url = new URL(request.url);
  const asked = topicsOf(url);
  if ("error" in asked) return text(asked.error, 400);
  return liveStream({
    accessToken,
    userId: user.id,
    organizationId: organization.organizationId,
    topics: asked.topics,
    lastEventId: lastEventIdOf(request, url),
    signal: request.signal,
  });
}
