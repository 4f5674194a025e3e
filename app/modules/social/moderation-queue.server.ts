/** The moderation page's reads (Administrador only): null for anyone else. */
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { isAdministrator } from "./moderation.server";

type Executor = Kysely<Database> | Transaction<Database>;

export interface QueuePerson {
  username: string | null;
  displayName: string;
}

export interface ModeratedPost {
  id: string;
  body: string;
  contentWarning: string | null;
  author: QueuePerson;
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
