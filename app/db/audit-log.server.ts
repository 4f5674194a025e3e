/** The one writer of `audit_events`: append-only rows, written in the caller's transaction so the action and its record commit together (docs/decisions/0026). */
import type { Kysely, Transaction } from "kysely";
import { orderedId } from "./ordered-id.server";
import type { Database } from "./schema";

/** Who did it, and in which organization. */
export interface AuditActor {
  organizationId: string;
  userId: string;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  detail?: Record<string, string | number | boolean | null>;
}

/** Appends `entry` as done by `actor.userId` in `actor.organizationId`, at `now`; the actor's name is kept as it reads today. */
export async function appendAuditEvent(
  database: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now = new Date(),
): Promise<void> {
  const actorName = await personLabel(database, actor.userId);
  await database
    .insertInto("audit_events")
    .values({
      id: orderedId(),
      organization_id: actor.organizationId,
      occurred_at: now.toISOString(),
      actor_id: actor.userId,
      actor_name: actorName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label: entry.targetLabel.slice(0, 200),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

/** How the log names a person: their full name, else their user name ("—" for no one). */
export async function personLabel(database: Kysely<Database> | Transaction<Database>, userId: string): Promise<string> {
  const row = await database
    .selectFrom("users")
    .select(["given_name", "family_name", "username"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row ? `${row.given_name} ${row.family_name}`.trim() || row.username : "—";
}
