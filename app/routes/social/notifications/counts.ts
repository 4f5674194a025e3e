/**
 * GET /notificacoes/contadores: the signed-in person's unread counts (JSON),
 * what the shell's badges show, with the event horizon read before them.
 */
import { appHub } from "~/modules/events/channel.server";
import { socialCounts } from "~/modules/social/counts.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/counts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const asOf = (await appHub()).horizon;
  return { ...(await socialCounts(scope)), asOf };
}
