/** The in-process bell of the event channel on SQLite: `publishEvent` rings it and every hub of the process reads the new rows. */
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
