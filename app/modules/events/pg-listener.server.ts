/** The event hub's LISTEN (app/db/pg-listen.server.ts): notifications are wake-ups, the table is the truth. */
import { listen } from "~/db/pg-listen.server";
import { SESSIONS_CHANNEL, sessionEndOf, type SessionEnd } from "~/db/session-ends.server";
import { LIVE_CHANNEL } from "./publish.server";

/** Listens on `connectionString`: calls `wake` on each event notification and after a lost connection is back, `ended` on each session end; resolves with the stop function once listening. */
export function listenForEvents(
  connectionString: string,
  wake: () => void,
  ended: (end: SessionEnd) => void,
): Promise<() => Promise<void>> {
  return listen(connectionString, {
    label: "live events",
    channels: {
      [LIVE_CHANNEL]: () => wake(),
      [SESSIONS_CHANNEL]: (payload) => {
        const end = sessionEndOf(payload);
        if (end) ended(end);
      },
    },
    onUp: wake,
  });
}
