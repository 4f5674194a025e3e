/** A person's own check-ins: every function reads and writes only `scope.userId`'s rows; none takes another person's id (decision 0025). */
import { randomUUID } from "node:crypto";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { canEditCheckin, streakOf, type CheckinInput } from "./checkin-rules";
import { isClosedWeek, mondayOf } from "./climate-rules";
import { isEmotionKey, type EmotionKey } from "./vocabulary";

export interface Checkin {
  day: string;
  mood: number;
  emotions: EmotionKey[];
  note: string | null;
  updatedAt: string;
}

export type CheckinSave =
  { status: "saved"; created: boolean; checkin: Checkin } | { status: "closed" } | { status: "week-closed" };

function emotionsOf(json: string): EmotionKey[] {
  try {
    const keys: unknown = JSON.parse(json);
    return Array.isArray(keys) ? keys.filter((key): key is EmotionKey => typeof key === "string" && isEmotionKey(key)) : [];
  } catch {
    return [];
  }
}

const toCheckin = (row: { day: string; mood: number; emotions: string; note: string | null; updated_at: string }): Checkin => ({
  day: row.day,
  mood: Number(row.mood),
  emotions: emotionsOf(row.emotions),
  note: row.note,
  updatedAt: row.updated_at,
});

const ownRows = async (scope: TenantScope) =>
  (await db())
    .selectFrom("wellbeing_checkins")
    .where("organization_id", "=", scope.organizationId)
    .where("user_id", "=", scope.userId);

export async function getOwnCheckin(scope: TenantScope, day: string): Promise<Checkin | null> {
  const row = await (
    await ownRows(scope)
  )
    .select(["day", "mood", "emotions", "note", "updated_at"])
    .where("day", "=", day)
    .executeTakeFirst();
  return row ? toCheckin(row) : null;
}

/** Creates or changes the person's check-in of `input.day`; refused, nothing written, unless it is today at `now` (`week-closed` once its week ended: the climate publishes a week once, decision 0029). */
export async function saveCheckin(scope: TenantScope, input: CheckinInput, now = new Date()): Promise<CheckinSave> {
  const today = todayInSaoPaulo(now);
  if (isClosedWeek(mondayOf(input.day), today)) return { status: "week-closed" };
  if (!canEditCheckin(input.day, today)) return { status: "closed" };
  const at = now.toISOString();
  const values = { mood: input.mood, emotions: JSON.stringify(input.emotions), note: input.note, updated_at: at };
  const database = await db();
  const { created } = await database.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("wellbeing_checkins")
      .set(values)
      .where("organization_id", "=", scope.organizationId)
      .where("user_id", "=", scope.userId)
      .where("day", "=", input.day)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) return { created: false };
    await trx
      .insertInto("wellbeing_checkins")
      .values({
        id: randomUUID(),
        organization_id: scope.organizationId,
        user_id: scope.userId,
        day: input.day,
        ...values,
        created_at: at,
      })
      // Two saves of the same first check-in at once: the second one changes it.
      .onConflict((conflict) => conflict.columns(["organization_id", "user_id", "day"]).doUpdateSet(values))
      .execute();
    return { created: true };
  });
  return {
    status: "saved",
    created,
    checkin: { day: input.day, mood: input.mood, emotions: input.emotions, note: input.note, updatedAt: at },
  };
}

export async function listOwnCheckins(scope: TenantScope, from: string, to: string): Promise<Checkin[]> {
  const rows = await (
    await ownRows(scope)
  )
    .select(["day", "mood", "emotions", "note", "updated_at"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .execute();
  return rows.map(toCheckin);
}

export interface OwnWellbeing {
  today: string;
  todayCheckin: Checkin | null;
  from: string;
  history: Checkin[];
  streak: number;
}

export async function ownWellbeing(scope: TenantScope, days: number, now = new Date()): Promise<OwnWellbeing> {
  const today = todayInSaoPaulo(now);
  const from = addDaysTo(today, -(days - 1));
  const history = await listOwnCheckins(scope, from, today);
  let streakDays = history.map((checkin) => checkin.day);
  if (streakOf(streakDays, today) >= days - 1) {
    // The streak reaches the start of the history: read the person's dates further back (dates only).
    const older = await (await ownRows(scope)).select("day").where("day", "<", from).orderBy("day", "desc").execute();
    streakDays = [...streakDays, ...older.map((row) => row.day)];
  }
  return {
    today,
    todayCheckin: history.find((checkin) => checkin.day === today) ?? null,
    from,
    history,
    streak: streakOf(streakDays, today),
  };
}
