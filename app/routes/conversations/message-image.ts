/** An image of a message of a conversation the reader is (or was) in, as image/webp; anything else answers 404. */
import { readStoredImage } from "~/media/images.server";
import { messageImageKey } from "~/modules/conversations/messages.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/message-image";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireTenant(context, request));
  const key = await messageImageKey(scope, params.id, params.imageId);
  const bytes = key ? await readStoredImage(key) : null;
  if (!bytes) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/webp", "Cache-Control": "private, max-age=86400", "X-Content-Type-Options": "nosniff" },
  });
}
