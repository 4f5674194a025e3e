/**
 * The satisfaction survey (docs/decisions/0036): a resolution opens one and e-mails its link to the contato; the
 * public page reads and rates it by the link's token alone, once, before it expires; agents read the ratings on the
 * atendimento. Only the token's SHA-256 is stored, and every read joins the survey to the atendimento of its own
 * organization, so a token shows and rates one atendimento and nothing else.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { config } from "~/config.server";
import { formatInstant } from "~/config/format";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { surveyEmail } from "~/mail/crm-emails.server";
import { sendMail } from "~/mail/mailer.server";
import { documentCode } from "~/modules/document-code";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { logger } from "~/server/logger.server";
import {
  RATINGS,
  SURVEY_COMMENT_MAX,
  SURVEY_MESSAGES,
  SURVEY_TOKEN,
  SURVEY_TTL_DAYS,
  type Rating,
  type SurveyAnswer,
} from "./survey-rules";
import { TicketRefusal } from "./ticket-text";
import { announce } from "./ticket-writes.server";

type Executor = Kysely<Database> | Transaction<Database>;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** An atendimento just resolved, and who its rating will count for (the responsável, else who resolved it). */
export interface Resolution {
  ticketId: string;
  agentId: string | null;
}

/** A survey e-mail to send once its transaction committed; `token` is only ever in this e-mail. */
export interface SurveyMail {
  to: string;
  code: string;
  subject: string;
  organizationName: string;
  token: string;
  expiresAt: string;
}

/** Whether the organization sends the survey (on unless an administrator turned it off); `executor`: a transaction to read in. */
export async function surveysEnabled(organizationId: string, executor?: Executor): Promise<boolean> {
  const row = await (executor ?? (await db()))
    .selectFrom("crm_survey_settings")
    .select("enabled")
    .where("organization_id", "=", organizationId)
    .executeTakeFirst();
  return row?.enabled !== 0;
}

/** Turns the organization's survey on or off (last save wins). */
export async function saveSurveysEnabled(scope: TenantScope, enabled: boolean, now = new Date()): Promise<void> {
  const row = {
    organization_id: scope.organizationId,
    enabled: enabled ? (1 as const) : (0 as const),
    updated_at: now.toISOString(),
  };
  await (
    await db()
  )
    .insertInto("crm_survey_settings")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("organization_id").doUpdateSet({ enabled: row.enabled, updated_at: row.updated_at }),
    )
    .execute();
}

/**
 * In the resolution's transaction: a survey for each atendimento of `resolved` whose contato has an e-mail, valid
 * SURVEY_TTL_DAYS from `now`; an earlier unanswered link of the same atendimento stops working (it shows as expired).
 * Nothing when the organization turned the survey off. Returns the e-mails to send after the commit (mailSurveys).
 */
export async function openSurveys(
  trx: Transaction<Database>,
  organizationId: string,
  resolved: Resolution[],
  now: Date,
): Promise<SurveyMail[]> {
  if (resolved.length === 0 || !(await surveysEnabled(organizationId, trx))) return [];
  const at = now.toISOString();
  const ids = resolved.map((resolution) => resolution.ticketId);
  await trx
    .updateTable("crm_surveys")
    .set({ expires_at: at })
    .where("organization_id", "=", organizationId)
    .where("ticket_id", "in", ids)
    .where("answered_at", "is", null)
    .where("expires_at", ">", at)
    .execute();
  const tickets = await trx
    .selectFrom("crm_tickets as t")
    .innerJoin("contacts as c", (join) =>
      join.onRef("c.id", "=", "t.contact_id").onRef("c.organization_id", "=", "t.organization_id"),
    )
    .innerJoin("organizations as o", "o.id", "t.organization_id")
    .select(["t.id", "t.number", "t.subject", "c.email", "o.display_name"])
    .where("t.organization_id", "=", organizationId)
    .where("t.id", "in", ids)
    .execute();
  const expiresAt = new Date(now.getTime() + SURVEY_TTL_DAYS * 86_400_000).toISOString();
  const mails: SurveyMail[] = [];
  for (const ticket of tickets) {
    if (!ticket.email) continue;
    const token = randomBytes(32).toString("base64url");
    await trx
      .insertInto("crm_surveys")
      .values({
        id: randomUUID(),
        organization_id: organizationId,
        ticket_id: ticket.id,
        agent_id: resolved.find((resolution) => resolution.ticketId === ticket.id)?.agentId ?? null,
        token_hash: hashOf(token),
        created_at: at,
        expires_at: expiresAt,
        rating: null,
        comment: null,
        answered_at: null,
      })
      .execute();
    mails.push({
      to: ticket.email,
      code: documentCode("AT", ticket.number),
      subject: ticket.subject,
      organizationName: ticket.display_name,
      token,
      expiresAt,
    });
  }
  return mails;
}

/** The public page's address for `token`. */
export const surveyLink = (token: string) => `${config().publicUrl}/avaliacao/${token}`;

/** Sends each survey e-mail; a failure is logged and the others still go. */
export async function mailSurveys(mails: SurveyMail[]): Promise<void> {
  for (const { token, expiresAt, ...mail } of mails) {
    try {
      await sendMail(surveyEmail({ ...mail, link: surveyLink(token), expiresOn: formatInstant(expiresAt, "longDateTime") }));
    } catch (error) {
      logger().error({ err: error, code: mail.code }, "crm: a satisfaction survey could not be e-mailed");
    }
  }
}

/** What a link opens: the form (`open`, with the atendimento it rates), or why not. */
export type SurveyView =
  { state: "open"; code: string; subject: string; organizationName: string } | { state: "answered" | "expired" | "unknown" };

async function findByToken(executor: Executor, token: string) {
  if (!SURVEY_TOKEN.test(token)) return undefined;
  return executor
    .selectFrom("crm_surveys as s")
    .innerJoin("crm_tickets as t", (join) =>
      join.onRef("t.id", "=", "s.ticket_id").onRef("t.organization_id", "=", "s.organization_id"),
    )
    .innerJoin("organizations as o", "o.id", "s.organization_id")
    .select([
      "s.id",
      "s.organization_id",
      "s.ticket_id",
      "s.expires_at",
      "s.answered_at",
      "t.number",
      "t.subject",
      "o.display_name",
    ])
    .where("s.token_hash", "=", hashOf(token))
    .executeTakeFirst();
}

const stateOf = (survey: { answered_at: string | null; expires_at: string }, at: string) =>
  survey.answered_at !== null ? ("answered" as const) : survey.expires_at <= at ? ("expired" as const) : ("open" as const);

/** The survey of `token` at `now`; "unknown" for a token no survey has (or not shaped like one). */
export async function surveyByToken(token: string, now = new Date()): Promise<SurveyView> {
  const survey = await findByToken(await db(), token);
  if (!survey) return { state: "unknown" };
  const state = stateOf(survey, now.toISOString());
  if (state !== "open") return { state };
  return {
    state,
    code: documentCode("AT", survey.number),
    subject: survey.subject,
    organizationName: survey.display_name,
  };
}

/**
 * Records `answer` on the survey of `token` if it is still open at `now` (one use: of two answers at once, one wins);
 * "rated", or why nothing changed. Throws TicketRefusal on a rating outside 1-5 or a comment too long or with
 * control characters.
 */
export async function rateSurvey(
  token: string,
  answer: SurveyAnswer,
  now = new Date(),
): Promise<"rated" | Exclude<SurveyView["state"], "open">> {
  if (!RATINGS.includes(answer.rating as Rating)) throw new TicketRefusal(SURVEY_MESSAGES.rating);
  const comment = answer.comment?.trim() || null;
  if (comment && comment.length > SURVEY_COMMENT_MAX) throw new TicketRefusal(SURVEY_MESSAGES.commentTooLong);
  if (comment && hasControlCharacter(comment)) throw new TicketRefusal(CONTROL_CHARACTER_MESSAGE);
  const at = now.toISOString();
  return (await db()).transaction().execute(async (trx) => {
    const survey = await findByToken(trx, token);
    if (!survey) return "unknown";
    const done = await trx
      .updateTable("crm_surveys")
      .set({ rating: answer.rating, comment, answered_at: at })
      .where("id", "=", survey.id)
      .where("answered_at", "is", null)
      .where("expires_at", ">", at)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) {
      const state = stateOf(survey, at);
      return state === "open" ? "answered" : state;
    }
    await announce(trx, survey.organization_id, "ticket.rated", survey.ticket_id);
    return "rated";
  });
}

/** A survey of an atendimento as its agents see it: answered (rating, comment), waiting until `expiresAt`, or expired unanswered. */
export interface TicketSurvey {
  state: "answered" | "waiting" | "expired";
  sentAt: string;
  expiresAt: string;
  rating: Rating | null;
  comment: string | null;
  answeredAt: string | null;
}

/** The organization's surveys of atendimento `ticketId` at `now`, newest first (none for another organization's). */
export async function ticketSurveys(
  scope: Pick<TenantScope, "organizationId">,
  ticketId: string,
  now = new Date(),
): Promise<TicketSurvey[]> {
  if (!isId(ticketId)) return [];
  const rows = await (
    await db()
  )
    .selectFrom("crm_surveys")
    .select(["created_at", "expires_at", "rating", "comment", "answered_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("ticket_id", "=", ticketId)
    .orderBy("created_at", "desc")
    .execute();
  const at = now.toISOString();
  return rows.map((row) => {
    const state = stateOf(row, at);
    return {
      state: state === "open" ? ("waiting" as const) : state,
      sentAt: row.created_at,
      expiresAt: row.expires_at,
      rating: row.rating as Rating | null,
      comment: row.comment,
      answeredAt: row.answered_at,
    };
  });
}
