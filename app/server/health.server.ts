import { sql } from "kysely";
import { database } from "~/db/db.server";
import { logger } from "./logger.server";

export const HEALTH_TIMEOUT_MS = 2_000;

/** True when the database answers `select 1` within `timeoutMs`; never throws. */
export async function databaseIsHealthy(timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const query = database().then(async ({ db }) => {
    await sql`select 1`.execute(db);
    return true;
  });
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const healthy = await Promise.race([query, late]);
    if (!healthy) logger().warn({ timeoutMs }, "health check: the database did not answer in time");
    return healthy;
  } catch (error) {
    logger().warn({ err: error }, "health check: the database query failed");
    return false;
  } finally {
    clearTimeout(timer);
    query.catch(() => undefined);
  }
}
