/**
 * Listens to the organization's event stream (/eventos) for `topic` while
 * the component is mounted and calls `onEvent` with each event's payload
 * (e.g. `{ kind, ticketId }`; load the data itself through the loaders).
 * Every hook of the page shares one connection (live-source.ts), which
 * resumes from the last event id after a reconnect, so nothing is missed.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { listenLive } from "./live-source";

export function useLiveEvents(topic: string, onEvent: (payload: Record<string, unknown>) => void): void {
  const handler = useRef(onEvent);
  // Before paint, in the commit itself: an event handled right after a render sees that render's data.
  useLayoutEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => listenLive(topic, handler), [topic]);
}
