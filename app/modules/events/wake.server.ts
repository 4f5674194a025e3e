/**
 * The in-process bell of the event channel on SQLite: `publishEvent` rings
 * it, every hub of the process (hub.server.ts) reads the new rows. A hub
 * that rings early finds nothing new and waits for the next ring.
 */
const listeners = new Set<() => void>();

/** Calls `listener` on every ring until the returned function is called. */
export function onLocalWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rings the bell (on the next turn of the event loop, outside the publisher's transaction). */
export function wakeLocalHubs(): void {
  if (listeners.size === 0) return;
  setImmediate(() => {
    for (const listener of listeners) listener();
  });
}
