/** GET /notificacoes/contadores: the unread counts (JSON), with the event horizon read before them. */
import { appHub } from "~/modules/events/channel.server";
import { socialCounts } from "~/modules/social/counts.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/counts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const asOf = (await appHub()).horizon;
  return { ...(await socialCounts(scope)), asOf };
}
