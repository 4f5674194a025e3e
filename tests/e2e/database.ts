/**
 * The database of the e2e server (the same DATABASE_URL as
 * playwright.config.ts gives it), opened in the test's own process, where
 * helpers write the rows a test starts from; and the module scopes of the
 * demo organizations.
 */
import type { TenantScope } from "~/modules/tenant-scope";
import { E2E_SESSION_SECRET } from "../../playwright.config";

process.env.DATABASE_URL ??= "file:data/e2e/app.db";
process.env.SESSION_SECRET ??= E2E_SESSION_SECRET;
process.env.LOG_LEVEL ??= "warn";
// The server's outbox (playwright.config.ts): e-mails a test sends through the modules show on /dev/outbox too.
process.env.OUTBOX_DIR ??= "data/e2e/outbox";

export const { db } = await import("~/db/db.server");

/** The id of the organization `slug` (eleve, sereno...); throws when there is none. */
export async function organizationIdOf(slug: string): Promise<string> {
  const database = await db();
  return (await database.selectFrom("organizations").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
}

/** `username` acting in the organization `slug`, as a module scope; throws when either is unknown. */
export async function scopeOf(slug: string, username: string): Promise<TenantScope> {
  const database = await db();
  const user = await database.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
  return { organizationId: await organizationIdOf(slug), userId: user.id };
}
