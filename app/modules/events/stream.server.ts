/**
 * The read side of the event channel: a `text/event-stream` of the organization's events on the asked topics.
 * A resumed stream replays rows up to the hub's horizon, then goes live; ids only grow, so nothing arrives twice.
 * It ends with its session: nothing is sent unless `stillValid` said yes within `checkEveryMs`.
 */
import { logger } from "~/server/logger.server";
import type { EventHub, LiveEvent, StreamFilter } from "./hub.server";
import { toLiveEvent } from "./hub.server";

export interface StreamOptions {
  hub: EventHub;
  filter: StreamFilter;
  lastEventId: number | null;
  signal: AbortSignal;
  heartbeatMs?: number;
  lifetimeMs?: number;
  grantId: string | null;
  stillValid: () => Promise<boolean>;
  checkEveryMs?: number;
}

export const RETRY_MS = 1_000;
const REPLAY_PAGE = 500;

const open = new Set<() => void>();
let signalsHooked = false;

/** Ends every open stream of the process (the graceful shutdown must not wait for them). */
export function closeAllStreams(): void {
  for (const close of [...open]) close();
}

/** Where nothing handles the signal, adding a handler would keep the process from ending. */
function hookShutdown() {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    if (process.listenerCount(signal) > 0) process.on(signal, closeAllStreams);
  }
}

const encoder = new TextEncoder();
const frame = (event: LiveEvent) => encoder.encode(`id: ${event.id}\nevent: ${event.topic}\ndata: ${event.payload}\n\n`);

/** The streaming answer; the hub must be ready (`await hub.ready()`). */
export function eventStream({
  hub,
  filter,
  lastEventId,
  signal,
  heartbeatMs = 15_000,
  lifetimeMs = 600_000,
  grantId,
  stillValid,
  checkEveryMs = 1_000,
}: StreamOptions): Response {
  hookShutdown();
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let cursor = lastEventId ?? hub.horizon;
      const waiting: LiveEvent[] = [];
      let replaying = true;
      let checking = false;
      let checkedAt = -Infinity;
      let closed = false;
      const send = (event: LiveEvent) => {
        if (closed || event.id <= cursor) return;
        cursor = event.id;
        controller.enqueue(frame(event));
      };
      const check = async () => {
        const startedAt = Date.now();
        checking = true;
        const valid = await stillValid().catch((error: unknown) => {
          logger().warn({ err: error }, "live events: the session check failed; the stream ends");
          return false;
        });
        checking = false;
        if (!valid) close();
        else checkedAt = startedAt;
        return valid && !closed;
      };
      const flush = async () => {
        while (!closed && !replaying && !checking && waiting.length > 0) {
          if (Date.now() - checkedAt >= checkEveryMs && !(await check())) return;
          for (const event of waiting.splice(0)) send(event);
        }
      };
      const unsubscribe = hub.subscribe(
        filter,
        (event) => {
          waiting.push(event);
          void flush();
        },
        { grantId, end: () => close() },
      );
      const heartbeat = setInterval(() => {
        if (!replaying && waiting.length === 0) cursor = Math.max(cursor, hub.horizon);
        controller.enqueue(encoder.encode(`: ping\nid: ${cursor}\n\n`));
      }, heartbeatMs);
      const lifetime = setTimeout(() => close(), lifetimeMs);
      close = () => {
        if (closed) return;
        closed = true;
        open.delete(close);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      open.add(close);
      signal.addEventListener("abort", close);
      if (signal.aborted) return close();

      const upTo = hub.horizon;
      // The session may have ended between the request's check and the subscription: the stream opens once it is checked.
      if (!(await check())) return;
      controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\nid: ${cursor}\n\n`));
      if (lastEventId !== null) {
        for (let after = lastEventId; after < upTo && !closed;) {
          const rows = await replayPage(hub, filter, after, upTo);
          for (const row of rows) send(row);
          if (rows.length < REPLAY_PAGE) break;
          after = rows.at(-1)!.id;
        }
        cursor = Math.max(cursor, upTo);
      }
      replaying = false;
      await flush();
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}

async function replayPage(hub: EventHub, filter: StreamFilter, after: number, upTo: number): Promise<LiveEvent[]> {
  const rows = await hub.db
    .selectFrom("live_events")
    .select(["id", "organization_id", "topic", "audience_user_id", "payload"])
    .where("organization_id", "=", filter.organizationId)
    .where("id", ">", after)
    .where("id", "<=", upTo)
    .where("topic", "in", [...filter.topics])
    .where((eb) => eb.or([eb("audience_user_id", "is", null), eb("audience_user_id", "=", filter.userId)]))
    .orderBy("id")
    .limit(REPLAY_PAGE)
    .execute();
  return rows.map(toLiveEvent);
}
