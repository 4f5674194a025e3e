/** GET /notificacoes/contadores: the signed-in person's unread counts (JSON), what the shell's badges show. */
import { socialCounts } from "~/modules/social/counts.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/counts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return socialCounts(scopeOf(requireTenant(context, request)));
}
