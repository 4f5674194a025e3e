/**
 * Listens to the organization's event stream (/eventos) for `topic` while
 * the component is mounted and calls `onEvent` with each event's payload.
 * The browser's EventSource reconnects by itself and sends the last event
 * id, so nothing is missed across a reconnect.
 */
import { useEffect, useRef } from "react";

export function useLiveEvents(topic: string, onEvent: (payload: Record<string, unknown>) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    const source = new EventSource(`/eventos?topico=${encodeURIComponent(topic)}`);
    const listen = (message: MessageEvent<string>) => handler.current(JSON.parse(message.data) as Record<string, unknown>);
    source.addEventListener(topic, listen);
    return () => source.close();
  }, [topic]);
}
