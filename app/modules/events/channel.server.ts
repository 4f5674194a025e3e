/** On PostgreSQL the hub LISTENs on its own connection so events from any instance reach this one; on SQLite the process's own publications ring it. */
import { config } from "~/config.server";
import { database } from "~/db/db.server";
import { EventHub } from "./hub.server";
import { listenForEvents } from "./pg-listener.server";

let current: EventHub | undefined;

/** The ready hub of this process (a new one if the database was opened again). */
export async function appHub(): Promise<EventHub> {
  const { db, dialect } = await database();
  if (current?.db !== db) {
    void current?.stop();
    const settings = config().database;
    current = new EventHub(db, dialect, {
      pollMs: config().eventsPollMs,
      listen:
        settings.dialect === "postgres" ? (wake, ended) => listenForEvents(settings.connectionString, wake, ended) : undefined,
    });
  }
  await current.ready();
  return current;
}

/** Stops the hub (the server's shutdown). */
export async function stopAppHub(): Promise<void> {
  const hub = current;
  current = undefined;
  await hub?.stop();
}
