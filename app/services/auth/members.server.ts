import { z } from "~/config/zod";
import { MEMBER_ROLES } from "~/contracts/members";
import { database as appDatabase, db } from "~/db/db.server";
import { clearKeyPrefix, take } from "~/db/rate-limit.server";
import { personLabel } from "~/db/audit-log.server";
import type { Database, MembershipStatus } from "~/db/schema";
import type { Kysely } from "kysely";
import { runAfterResponse } from "../shared/after-response.server";
import { clientAddress } from "../shared/requests.server";
import { accepted, errorResponse, json, tooManyRequests } from "../shared/responses.server";
import { parseBody } from "../shared/validation.server";
import { administratorCaller, countActiveAdministrators, lockOrganization } from "./administrators.server";
import { deliverResetCode } from "./deliveries.server";
import { accountPairPrefix, LIMIT_WINDOW_MS, LOGIN_FAILURES_PER_PAIR, PAIR_BUCKET, requestClaims } from "./limits.server";
import {
  changeMessage,
  changeRevokesTokens,
  isActiveAdministrator,
  isRowId,
  LAST_ADMINISTRATOR_MESSAGES,
  lastAdministratorRefusal,
  MEMBER_STATES,
  type MembershipChange,
  type MembershipState,
} from "./member-rules";
import { actorOf, recordMemberEvent, recordMembershipChange } from "./member-audit.server";
import { listMemberPage, memberQuerySchema } from "./member-list.server";
import { releaseOpenTickets } from "./member-tickets.server";
import { revokeUserTokens } from "./tokens.server";

const notFound = () => errorResponse(404, "not_found", "Membro não encontrado.");

const isShut = (status: MembershipStatus) => status === "blocked" || status === "disabled";

export async function listMembersEndpoint(request: Request): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const query = memberQuerySchema.safeParse(params);
  if (!query.success) {
    return errorResponse(400, "invalid_request", query.error.issues[0]?.message ?? "Filtros inválidos.");
  }
  return json({ Data: await listMemberPage(await db(), caller.tenant.id, query.data) });
}

interface Target extends MembershipState {
  userId: string;
  isPrimary: boolean;
  effective: MembershipState;
}

async function findTarget(database: Kysely<Database>, organizationId: string, userId: string): Promise<Target | null> {
  if (!isRowId(userId)) return null;
  const row = await database
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.role", "m.status", "m.is_primary", "u.is_active", "u.blocked_at"])
    .where("m.organization_id", "=", organizationId)
    .where("m.user_id", "=", userId)
    .where("m.status", "in", MEMBER_STATES)
    .executeTakeFirst();
  if (!row) return null;
  const usable = Boolean(row.is_active) && !row.blocked_at;
  return {
    userId,
    role: row.role,
    status: row.status,
    isPrimary: Boolean(row.is_primary),
    effective: { role: row.role, status: usable ? row.status : "disabled" },
  };
}

export async function getMemberEndpoint(request: Request, userId: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const database = await db();
  const organizationId = caller.tenant.id;
  if (!isRowId(userId)) return notFound();
  const row = await database
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select([
      "u.id",
      "u.given_name",
      "u.family_name",
      "u.username",
      "u.email",
      "u.last_login",
      "u.is_active",
      "u.blocked_at",
      "m.role",
      "m.status",
      "m.created_at",
    ])
    .where("m.organization_id", "=", organizationId)
    .where("m.user_id", "=", userId)
    .where("m.status", "in", MEMBER_STATES)
    .executeTakeFirst();
  if (!row) return notFound();
  const usable = Boolean(row.is_active) && !row.blocked_at;
  const administrator = usable && isActiveAdministrator(row);
  return json({
    Data: {
      Id: row.id,
      Name: `${row.given_name} ${row.family_name}`.trim(),
      Username: row.username,
      Email: row.email,
      Role: row.role,
      Status: row.status,
      LastLogin: row.last_login,
      JoinedAt: row.created_at,
      Locked: await isLocked(database, row.id),
      LastAdministrator: administrator && (await countActiveAdministrators(database, organizationId)) <= 1,
    },
  });
}

async function isLocked(database: Kysely<Database>, userId: string, now = new Date()): Promise<boolean> {
  const row = await database
    .selectFrom("rate_events")
    .select((eb) => eb.fn.countAll<number | string>().as("events"))
    .where("bucket", "=", PAIR_BUCKET)
    .where("key", "like", `${accountPairPrefix(userId)}%`)
    .where("occurred_at", ">", new Date(now.getTime() - LIMIT_WINDOW_MS).toISOString())
    .groupBy("key")
    .orderBy("events", "desc")
    .executeTakeFirst();
  return Number(row?.events ?? 0) >= LOGIN_FAILURES_PER_PAIR;
}

const changeSchema = z
  .object({
    role: z.enum(MEMBER_ROLES, { error: "Papel deve ser Usuario ou Administrator." }).optional(),
    status: z.enum(["active", "blocked", "disabled"], { error: "Situação deve ser active, blocked ou disabled." }).optional(),
  })
  .refine((change) => change.role !== undefined || change.status !== undefined, "Informe o papel ou a situação.");

type Outcome = { ok: true; message: string } | { ok: false; response: Response };

/** With the organization locked, so two administrators demoting each other at once cannot leave none. */
async function writeMembership(
  organizationId: string,
  userId: string,
  change: MembershipChange,
  write: (trx: Kysely<Database>, target: Target, now: Date) => Promise<string>,
): Promise<Outcome> {
  const { db: database, dialect } = await appDatabase();
  const now = new Date();
  return database.transaction().execute(async (trx): Promise<Outcome> => {
    await lockOrganization(trx, dialect, organizationId);
    const target = await findTarget(trx, organizationId, userId);
    if (!target) return { ok: false, response: notFound() };
    const refusal = lastAdministratorRefusal(target.effective, change, await countActiveAdministrators(trx, organizationId));
    if (refusal) {
      return { ok: false, response: errorResponse(409, "last_administrator", LAST_ADMINISTRATOR_MESSAGES[refusal]) };
    }
    return { ok: true, message: await write(trx, target, now) };
  });
}

export async function updateMemberEndpoint(request: Request, userId: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const change = await parseBody(request, changeSchema, "Dados inválidos para alterar o membro.");
  if (change instanceof Response) return change;
  const outcome = await writeMembership(caller.tenant.id, userId, change, async (trx, target, now) => {
    const status: MembershipStatus = change.status ?? target.status;
    await trx
      .updateTable("memberships")
      .set({
        role: change.role ?? target.role,
        status,
        ...(status !== target.status ? { status_changed_at: now.toISOString() } : {}),
      })
      .where("organization_id", "=", caller.tenant.id)
      .where("user_id", "=", userId)
      .execute();
    if (changeRevokesTokens(target, change)) await revokeUserTokens(trx, userId, now);
    const after = { role: change.role ?? target.role, status };
    await recordMembershipChange(trx, actorOf(caller), userId, target, after, now);
    if (isShut(status) && !isShut(target.status))
      await releaseOpenTickets(trx, actorOf(caller), userId, await personLabel(trx, userId), now);
    return changeMessage(target, change);
  });
  return outcome.ok ? accepted(200, outcome.message) : outcome.response;
}

export async function removeMemberEndpoint(request: Request, userId: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const organizationId = caller.tenant.id;
  const outcome = await writeMembership(organizationId, userId, "remove", async (trx, target, now) => {
    await trx.deleteFrom("memberships").where("organization_id", "=", organizationId).where("user_id", "=", userId).execute();
    if (target.isPrimary) await promoteNextPrimary(trx, userId);
    await revokeUserTokens(trx, userId, now);
    const actor = actorOf(caller);
    await recordMemberEvent(trx, actor, userId, "member.removed", { role: target.role, from: target.status, to: "removed" }, now);
    await releaseOpenTickets(trx, actor, userId, await personLabel(trx, userId), now);
    return "Membro removido da organização.";
  });
  return outcome.ok ? accepted(200, outcome.message) : outcome.response;
}

async function promoteNextPrimary(trx: Kysely<Database>, userId: string): Promise<void> {
  const next = await trx
    .selectFrom("memberships")
    .select("organization_id")
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("organization_id")
    .executeTakeFirst();
  if (!next) return;
  await trx
    .updateTable("memberships")
    .set({ is_primary: 1 })
    .where("user_id", "=", userId)
    .where("organization_id", "=", next.organization_id)
    .execute();
}

export async function unlockMemberEndpoint(request: Request, userId: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const database = await db();
  if (!(await findTarget(database, caller.tenant.id, userId))) return notFound();
  const locked = await isLocked(database, userId);
  await clearKeyPrefix(database, PAIR_BUCKET, accountPairPrefix(userId));
  await recordMemberEvent(database, actorOf(caller), userId, "member.unlocked", {
    "locked.from": locked ? "sim" : "não",
    "locked.to": "não",
  });
  return accepted(200, "Bloqueio temporário removido.");
}

export async function memberPasswordResetEndpoint(request: Request, userId: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const store = await appDatabase();
  const member = isRowId(userId)
    ? await store.db
        .selectFrom("memberships as m")
        .innerJoin("users as u", "u.id", "m.user_id")
        .select("u.email")
        .where("m.organization_id", "=", caller.tenant.id)
        .where("m.user_id", "=", userId)
        .where("m.status", "in", MEMBER_STATES)
        .executeTakeFirst()
    : undefined;
  if (!member) return notFound();
  // The per-e-mail limit of the reset request; the administrator's address is not the member's.
  const perEmail = requestClaims("password-reset", member.email, clientAddress(request)).filter(
    (claim) => claim.key === member.email,
  );
  const taken = await take(store, perEmail);
  if (!taken.ok) {
    return tooManyRequests("Muitas solicitações de redefinição. Tente novamente em alguns minutos.", taken.retryAfterMs);
  }
  await recordMemberEvent(store.db, actorOf(caller), userId, "member.password_reset_sent", { email: member.email });
  runAfterResponse("member password reset e-mail", () => deliverResetCode(store.db, member.email));
  return accepted(202, "Enviamos um código de redefinição para o e-mail do membro.");
}
