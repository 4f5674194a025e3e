/** GET /notificacoes/painel: the profile panel's latest notifications and unread conversations (JSON). */
import { listNotifications, listUnreadConversations } from "~/modules/social/notifications.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/panel";

const PANEL_SIZE = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const [notifications, conversations] = await Promise.all([
    listNotifications(scope, { limit: PANEL_SIZE }),
    listUnreadConversations(scope, PANEL_SIZE),
  ]);
  return { notifications: notifications.items, conversations };
}
