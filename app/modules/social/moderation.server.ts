/** Moderation of the feed: hiding and restoring tell every open feed and are recorded in the audit log; hiding marks the post's notifications read. */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "~/config/zod";
import { isAdministratorRole } from "~/config/roles";
import { database as appDatabase, db } from "~/db/db.server";
import { take } from "~/db/rate-limit.server";
import type { Database } from "~/db/schema";
import { recordAudit } from "~/modules/audit/record.server";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import { reportReasonSchema } from "~/config/post-rules";
import type { TenantScope } from "~/modules/tenant-scope";
import { blockedEitherWay } from "./blocks.server";
import { FEED_TOPIC, NOTIFICATIONS_TOPIC } from "./topics";

type Executor = Kysely<Database> | Transaction<Database>;

/** reported: recorded; already: this person reported it before; own: their own post; limit: too many reports lately; null: no such post for them (404). */
export type ReportOutcome = "reported" | "already" | "own" | "limit" | null;

export const REPORT_RULE = { bucket: "social/report", limit: 20, windowMs: 10 * 60_000 };

/** Whether `scope.userId` is an administrator of the organization. */
export async function isAdministrator(database: Executor, scope: TenantScope): Promise<boolean> {
  const row = await database
    .selectFrom("memberships")
    .select("role")
    .where("organization_id", "=", scope.organizationId)
    .where("user_id", "=", scope.userId)
    .executeTakeFirst();
  return isAdministratorRole(row?.role);
}

async function visiblePost(database: Executor, scope: TenantScope, postId: string) {
  if (!isId(postId)) return null;
  const post = await database
    .selectFrom("social_posts")
    .select(["id", "author_id", "visibility", "hidden_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!post || post.hidden_at !== null) return null;
  if (post.author_id === scope.userId) return post;
  if (post.visibility !== "organizacao") return null;
  return (await blockedEitherWay(database, scope.organizationId, scope.userId, post.author_id)) ? null : post;
}

/** `scope.userId` reports `postId` with `reason` (already checked: 1-500 characters). */
export async function reportPost(scope: TenantScope, postId: string, reason: string): Promise<ReportOutcome> {
  const database = await db();
  const post = await visiblePost(database, scope, postId);
  if (!post) return null;
  if (post.author_id === scope.userId) return "own";
  const allowed = await take(await appDatabase(), [{ rule: REPORT_RULE, key: `${scope.organizationId}/${scope.userId}` }]);
  if (!allowed.ok) return "limit";
  const inserted = await database
    .insertInto("social_reports")
    .values({
      id: randomUUID(),
      organization_id: scope.organizationId,
      post_id: post.id,
      reporter_id: scope.userId,
      reason,
      created_at: new Date().toISOString(),
      resolved_at: null,
      resolution: null,
      resolved_by: null,
    })
    .onConflict((conflict) => conflict.columns(["post_id", "reporter_id"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "reported" : "already";
}

/** Marks the notifications about a hidden post read (no list shows them) and tells their people. */
async function settleNotificationsOfHidden(trx: Transaction<Database>, scope: TenantScope, postId: string, now: string) {
  const unread = await trx
    .selectFrom("notifications")
    .select("user_id")
    .distinct()
    .where("organization_id", "=", scope.organizationId)
    .where("post_id", "=", postId)
    .where("read_at", "is", null)
    .execute();
  if (unread.length === 0) return;
  await trx
    .updateTable("notifications")
    .set({ read_at: now })
    .where("organization_id", "=", scope.organizationId)
    .where("post_id", "=", postId)
    .where("read_at", "is", null)
    .execute();
  for (const { user_id } of unread)
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: NOTIFICATIONS_TOPIC,
      audienceUserId: user_id,
      payload: { kind: "notifications.read" },
    });
}

/** What an administrator does to a post: hide it, keep it (reports closed), or restore it when hidden. */
export type ModerationDecision = "ocultar" | "manter" | "restaurar";

/** Applies `decision` to `postId`: true when done; false when the post is not in the organization (or, to restore, not hidden); null for a non-administrator. */
export async function moderatePost(scope: TenantScope, postId: string, decision: ModerationDecision): Promise<boolean | null> {
  const database = await db();
  if (!isId(postId)) return (await isAdministrator(database, scope)) ? false : null;
  return database.transaction().execute(async (trx) => {
    if (!(await isAdministrator(trx, scope))) return null;
    const post = await trx
      .selectFrom("social_posts as p")
      .innerJoin("users as u", "u.id", "p.author_id")
      .select(["p.id", "p.hidden_at", "p.body", "u.given_name", "u.family_name"])
      .where("p.organization_id", "=", scope.organizationId)
      .where("p.id", "=", postId)
      .executeTakeFirst();
    if (!post) return false;
    const now = new Date().toISOString();
    if (decision === "restaurar") {
      if (post.hidden_at === null) return false;
      await trx.updateTable("social_posts").set({ hidden_at: null, hidden_by: null }).where("id", "=", post.id).execute();
    } else {
      if (decision === "ocultar") {
        await trx
          .updateTable("social_posts")
          .set({ hidden_at: now, hidden_by: scope.userId })
          .where("id", "=", post.id)
          .execute();
        await settleNotificationsOfHidden(trx, scope, post.id, now);
      }
      await trx
        .updateTable("social_reports")
        .set({ resolved_at: now, resolved_by: scope.userId, resolution: decision === "ocultar" ? "oculta" : "mantida" })
        .where("organization_id", "=", scope.organizationId)
        .where("post_id", "=", post.id)
        .where("resolved_at", "is", null)
        .execute();
    }
    if (decision !== "manter") {
      await publishEvent(trx, {
        organizationId: scope.organizationId,
        topic: FEED_TOPIC,
        payload: { kind: "post.changed", postId: post.id },
      });
      const hidden = decision === "ocultar";
      // Hiding a post already hidden (a second report's decision) changes nothing a reader sees.
      if (!hidden || post.hidden_at === null)
        await recordAudit(
          trx,
          scope,
          {
            action: hidden ? "post.hidden" : "post.restored",
            targetType: "post",
            targetId: post.id,
            targetLabel: `${`${post.given_name} ${post.family_name}`.trim()}: ${post.body.replace(/\s+/g, " ").slice(0, 120)}`,
            detail: hidden ? { from: "visible", to: "hidden" } : { from: "hidden", to: "visible" },
          },
          new Date(now),
        );
    }
    return true;
  });
}

/** The report form: the reason's form (app/config/post-rules.ts) with the post's id. */
export const reportSchema = reportReasonSchema.extend({
  postId: z.string({ error: "Publicação não encontrada." }).refine(isId, "Publicação não encontrada."),
});
