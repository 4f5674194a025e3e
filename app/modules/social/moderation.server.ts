/**
 * Moderation of the feed: a member reports a post they can see (once), an
 * administrator works the queue of open reports grouped by post, hiding
 * the post (reports resolved as `oculta`) or keeping it (`mantida`), and
 * restores hidden posts. Hiding and restoring tell every open feed
 * (`post.changed` on FEED_TOPIC). The queue functions answer null for a
 * person who is not an administrator of the organization.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { isAdministratorRole } from "~/config/roles";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { FEED_TOPIC } from "./topics";

type Executor = Kysely<Database> | Transaction<Database>;

/** reported: recorded; already: this person reported it before; own: their own post; null: no such post for them (404). */
export type ReportOutcome = "reported" | "already" | "own" | null;

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

/** The post if `scope.userId` may see it: same organization, not hidden, not another's privado, no block either way. */
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
  const block = await database
    .selectFrom("user_blocks")
    .select("blocker_id")
    .where("organization_id", "=", scope.organizationId)
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_id", "=", post.author_id), eb("blocked_id", "=", scope.userId)]),
        eb.and([eb("blocker_id", "=", scope.userId), eb("blocked_id", "=", post.author_id)]),
      ]),
    )
    .executeTakeFirst();
  return block ? null : post;
}

/** `scope.userId` reports `postId` with `reason` (already checked: 1-500 characters). */
export async function reportPost(scope: TenantScope, postId: string, reason: string): Promise<ReportOutcome> {
  const database = await db();
  const post = await visiblePost(database, scope, postId);
  if (!post) return null;
  if (post.author_id === scope.userId) return "own";
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

/** A person as the queue shows them. */
export interface QueuePerson {
  username: string | null;
  displayName: string;
}

/** A post in the queue or among the hidden ones. */
export interface ModeratedPost {
  id: string;
  body: string;
  contentWarning: string | null;
  author: QueuePerson;
  /** ISO 8601 UTC. */
  createdAt: string;
  hiddenAt: string | null;
  hiddenBy: QueuePerson | null;
  reports: Array<{ reason: string; reporter: QueuePerson; createdAt: string }>;
}

const person = (username: string | null, displayName: string | null, given: string | null, family: string | null) => ({
  username,
  displayName: displayName ?? (`${given ?? ""} ${family ?? ""}`.trim() || "Pessoa removida"),
});

function postsQuery(database: Executor, scope: TenantScope) {
  return database
    .selectFrom("social_posts as sp")
    .innerJoin("users as au", "au.id", "sp.author_id")
    .leftJoin("profiles as ap", "ap.user_id", "sp.author_id")
    .leftJoin("users as hu", "hu.id", "sp.hidden_by")
    .leftJoin("profiles as hp", "hp.user_id", "sp.hidden_by")
    .select([
      "sp.id",
      "sp.body",
      "sp.content_warning",
      "sp.created_at",
      "sp.hidden_at",
      "ap.username as author_username",
      "ap.display_name as author_display",
      "au.given_name as author_given",
      "au.family_name as author_family",
      "hp.username as hider_username",
      "hp.display_name as hider_display",
      "hu.given_name as hider_given",
      "hu.family_name as hider_family",
    ])
    .where("sp.organization_id", "=", scope.organizationId);
}

/** The open reports of `postIds`, oldest first, with their reporters. */
async function openReports(database: Executor, scope: TenantScope, postIds: string[]) {
  if (postIds.length === 0) return [];
  return database
    .selectFrom("social_reports as r")
    .innerJoin("users as u", "u.id", "r.reporter_id")
    .leftJoin("profiles as p", "p.user_id", "r.reporter_id")
    .select(["r.post_id", "r.reason", "r.created_at", "p.username", "p.display_name", "u.given_name", "u.family_name"])
    .where("r.organization_id", "=", scope.organizationId)
    .where("r.resolved_at", "is", null)
    .where("r.post_id", "in", postIds)
    .orderBy("r.created_at")
    .execute();
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>["execute"]>>[number];

function moderated(row: PostRow, reports: Awaited<ReturnType<typeof openReports>>): ModeratedPost {
  return {
    id: row.id,
    body: row.body,
    contentWarning: row.content_warning,
    author: person(row.author_username, row.author_display, row.author_given, row.author_family),
    createdAt: row.created_at,
    hiddenAt: row.hidden_at,
    hiddenBy: row.hidden_at ? person(row.hider_username, row.hider_display, row.hider_given, row.hider_family) : null,
    reports: reports
      .filter((report) => report.post_id === row.id)
      .map((report) => ({
        reason: report.reason,
        reporter: person(report.username, report.display_name, report.given_name, report.family_name),
        createdAt: report.created_at,
      })),
  };
}

/** The queue: posts with open reports (up to 50), the longest waiting first; null for a non-administrator. */
export async function listReportQueue(scope: TenantScope): Promise<ModeratedPost[] | null> {
  const database = await db();
  if (!(await isAdministrator(database, scope))) return null;
  const waiting = await database
    .selectFrom("social_reports")
    .select(["post_id"])
    .select((eb) => eb.fn.min("created_at").as("first_at"))
    .where("organization_id", "=", scope.organizationId)
    .where("resolved_at", "is", null)
    .groupBy("post_id")
    .orderBy("first_at")
    .limit(50)
    .execute();
  const ids = waiting.map((row) => row.post_id);
  if (ids.length === 0) return [];
  const [posts, reports] = await Promise.all([
    postsQuery(database, scope).where("sp.id", "in", ids).execute(),
    openReports(database, scope, ids),
  ]);
  const byId = new Map(posts.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [moderated(row, reports)] : [];
  });
}

/** Hidden posts, most recently hidden first (up to 100); null for a non-administrator. */
export async function listHiddenPosts(scope: TenantScope): Promise<ModeratedPost[] | null> {
  const database = await db();
  if (!(await isAdministrator(database, scope))) return null;
  const rows = await postsQuery(database, scope)
    .where("sp.hidden_at", "is not", null)
    .orderBy("sp.hidden_at", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => moderated(row, []));
}

/** What an administrator does to a post: hide it, keep it (reports closed), or restore it when hidden. */
export type ModerationDecision = "ocultar" | "manter" | "restaurar";

/**
 * Applies `decision` to `postId` as `scope.userId`. True when done; false
 * when the post is not in the organization (or, to restore, not hidden);
 * null for a non-administrator.
 */
export async function moderatePost(scope: TenantScope, postId: string, decision: ModerationDecision): Promise<boolean | null> {
  const database = await db();
  if (!isId(postId)) return (await isAdministrator(database, scope)) ? false : null;
  return database.transaction().execute(async (trx) => {
    if (!(await isAdministrator(trx, scope))) return null;
    const post = await trx
      .selectFrom("social_posts")
      .select(["id", "hidden_at"])
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", postId)
      .executeTakeFirst();
    if (!post) return false;
    const now = new Date().toISOString();
    if (decision === "restaurar") {
      if (post.hidden_at === null) return false;
      await trx.updateTable("social_posts").set({ hidden_at: null, hidden_by: null }).where("id", "=", post.id).execute();
    } else {
      if (decision === "ocultar")
        await trx
          .updateTable("social_posts")
          .set({ hidden_at: now, hidden_by: scope.userId })
          .where("id", "=", post.id)
          .execute();
      await trx
        .updateTable("social_reports")
        .set({ resolved_at: now, resolved_by: scope.userId, resolution: decision === "ocultar" ? "oculta" : "mantida" })
        .where("organization_id", "=", scope.organizationId)
        .where("post_id", "=", post.id)
        .where("resolved_at", "is", null)
        .execute();
    }
    if (decision !== "manter")
      await publishEvent(trx, {
        organizationId: scope.organizationId,
        topic: FEED_TOPIC,
        payload: { kind: "post.changed", postId: post.id },
      });
    return true;
  });
}

/** The longest reason a report may give. */
export const REPORT_REASON_MAX = 500;

/** The report form: `reason` trimmed, 1-500 characters, no control characters but line breaks and tabs. */
export const reportSchema = z.object({
  postId: z.string({ error: "Publicação não encontrada." }).refine(isId, "Publicação não encontrada."),
  reason: z
    .string({ error: "Diga o motivo da denúncia." })
    .trim()
    .min(1, "Diga o motivo da denúncia.")
    .max(REPORT_REASON_MAX, `O motivo deve ter no máximo ${REPORT_REASON_MAX} caracteres.`)
    .refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE),
});
