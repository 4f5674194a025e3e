/** LISTEN on PostgreSQL over a dedicated connection (pool clients come and go), reopened with backoff (0.5 s doubling to 10 s) when lost. */
import pg from "pg";
import { logger } from "~/server/logger.server";

export interface Listening {
  /** Called on each `NOTIFY channel` with its payload. */
  channels: Record<string, (payload: string | undefined) => void>;
  /** Names the listener in the logs. */
  label: string;
  /** Listening again after a loss (notifications sent meanwhile were missed). */
  onUp?: () => void;
  /** The connection is lost: notifications are missed until `onUp`. */
  onDown?: () => void;
}

/** Listens on `connectionString`; resolves with the stop function once listening, rejects when the first connection fails. */
export async function listen(
  connectionString: string,
  { channels, label, onUp, onDown }: Listening,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delayMs = 500;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => channels[message.channel]?.(message.payload));
    next.on("error", (error) => {
      logger().warn({ err: error }, `${label}: the LISTEN connection failed`);
      reconnectLater(next);
    });
    next.on("end", () => reconnectLater(next));
    await next.connect();
    await next.query(
      Object.keys(channels)
        .map((channel) => `LISTEN ${channel}`)
        .join("; "),
    );
    client = next;
    delayMs = 500;
  };

  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(
        () => onUp?.(),
        (error: unknown) => {
          logger().warn({ err: error }, `${label}: cannot LISTEN yet`);
          delayMs = Math.min(delayMs * 2, 10_000);
          if (!stopped) schedule();
        },
      );
    }, delayMs).unref();
  };

  const reconnectLater = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    onDown?.();
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
