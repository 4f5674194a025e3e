/** One dedicated LISTEN connection per hub (pool clients come and go), reopened with backoff when lost; notifications are wake-ups, the table is the truth. */
import pg from "pg";
import { SESSIONS_CHANNEL, sessionEndOf, type SessionEnd } from "~/db/session-ends.server";
import { logger } from "~/server/logger.server";
import { LIVE_CHANNEL } from "./publish.server";

/** Listens on `connectionString`: calls `wake` on each event notification and `ended` on each session end; resolves with the stop function once listening. */
export async function listenForEvents(
  connectionString: string,
  wake: () => void,
  ended: (end: SessionEnd) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delayMs = 500;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel !== SESSIONS_CHANNEL) return wake();
      const end = sessionEndOf(message.payload);
      if (end) ended(end);
    });
    next.on("error", (error) => {
      logger().warn({ err: error }, "live events: the LISTEN connection failed");
      reconnectLater(next);
    });
    next.on("end", () => reconnectLater(next));
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
    client = next;
    delayMs = 500;
  };

  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(wake, (error: unknown) => {
        logger().warn({ err: error }, "live events: cannot LISTEN yet");
        delayMs = Math.min(delayMs * 2, 10_000);
        if (!stopped) schedule();
      });
    }, delayMs).unref();
  };

  const reconnectLater = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    failed.end().catch(() => undefined);
    schedule();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
