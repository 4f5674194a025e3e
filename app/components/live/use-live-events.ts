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
