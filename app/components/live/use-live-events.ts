/**
 * Listens to the organization's event stream (/eventos) for `topic` while
 * the component is mounted and calls `onEvent` with each event's payload
 * (e.g. `{ kind, ticketId }`; load the data itself through the loaders).
 * Every hook of the page shares one connection (live-source.ts), which
 * resumes from the last event id after a reconnect, so nothing is missed.
 */
import { useEffect, useRef } from "react";
import { listenLive } from "./live-source";

export function useLiveEvents(topic: string, onEvent: (payload: Record<string, unknown>) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => listenLive(topic, handler), [topic]);
}
