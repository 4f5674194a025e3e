/** /labfeelings/imagens/:imageId: an image of a post the reader may see, as image/webp; anything else answers 404. */
import { readStoredImage } from "~/media/images.server";
import { visibleImageKey } from "~/modules/social/posts.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/post-image";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const key = await visibleImageKey(scopeOf(requireTenant(context, request)), params.imageId);
  const bytes = key ? await readStoredImage(key) : null;
  if (!bytes) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
