/** A member's /eventos stream, closed when its session ends; no event goes out unless token, membership and role still hold (decision 0024). */
import { createAuthClient } from "~/clients/auth-client.server";
import { db } from "~/db/db.server";
import { appHub } from "~/modules/events/channel.server";
import { eventStream } from "~/modules/events/stream.server";
import { grantIdOf } from "./token";

export interface LiveStreamRequest {
  accessToken: string;
  userId: string;
  organizationId: string;
  topics: ReadonlySet<string>;
  lastEventId: number | null;
  signal: AbortSignal;
}

async function activeRole(userId: string, organizationId: string): Promise<string | null> {
  const row = await (
    await db()
  )
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("m.role")
    .where("m.organization_id", "=", organizationId)
    .where("m.user_id", "=", userId)
    .where("m.status", "=", "active")
    .where("u.is_active", "=", 1)
    .where("u.blocked_at", "is", null)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Whether the stream's session still holds (see above); the first call (at opening) takes the role later calls compare with. */
export function sessionCheck(accessToken: string, userId: string, organizationId: string): () => Promise<boolean> {
  let openedAs: string | undefined;
  return async () => {
    const [active, role] = await Promise.all([createAuthClient().introspect(accessToken), activeRole(userId, organizationId)]);
    if (!active || role === null) return false;
    openedAs ??= role;
    return role === openedAs;
  };
}

/** The streaming answer of /eventos for a member whose session the request has checked. */
export async function liveStream(request: LiveStreamRequest): Promise<Response> {
  const { accessToken, userId, organizationId } = request;
  return eventStream({
    hub: await appHub(),
    filter: { organizationId, userId, topics: request.topics },
    lastEventId: request.lastEventId,
    signal: request.signal,
    grantId: grantIdOf(accessToken),
    stillValid: sessionCheck(accessToken, userId, organizationId),
  });
}
