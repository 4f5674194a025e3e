/** Demo check-ins on most of the 90 days before today (today left for the person trying it), deterministic per person and organization. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import type { Database } from "~/db/schema";
import type { WellbeingCheckinTable } from "~/db/schema/social";
import type { EmotionKey } from "~/modules/wellbeing/vocabulary";
import { seededRandom, seedOf } from "./random";

const DAYS = 90;
const SKIP = 0.12;
const LIGHT: EmotionKey[] = ["alegria", "gratidao", "calma", "motivacao"];
const HEAVY: EmotionKey[] = ["cansaco", "ansiedade", "estresse", "tristeza", "frustracao", "solidao"];
const NOTES = [
  "Reunião longa, mas produtiva.",
  "Dormi pouco esta noite.",
  "Almoço com o time, foi ótimo.",
  "Semana puxada de entregas.",
  "Caminhada no fim da tarde ajudou.",
  "Feliz com o feedback que recebi.",
];

/** The check-ins of one person in one organization, the 90 days before `today` (YYYY-MM-DD), oldest first. */
export function demoCheckins(
  person: { userId: string; organizationId: string; seed: string },
  today: string,
  at: string,
): WellbeingCheckinTable[] {
  const random = seededRandom(seedOf(person.seed));
  const rows: WellbeingCheckinTable[] = [];
  let mood = random.int(3, 4);
  for (let back = DAYS; back >= 1; back--) {
    mood = Math.min(5, Math.max(1, mood + random.int(-1, 1)));
    if (random.chance(SKIP)) continue;
    const pool = mood >= 4 ? LIGHT : mood <= 2 ? HEAVY : [...LIGHT, ...HEAVY];
    const emotions = [...new Set(Array.from({ length: random.int(0, 3) }, () => random.pick(pool)))];
    rows.push({
      id: randomUUID(),
      organization_id: person.organizationId,
      user_id: person.userId,
      day: addDaysTo(today, -back),
      mood,
      emotions: JSON.stringify(emotions),
      note: random.chance(0.2) ? random.pick(NOTES) : null,
      created_at: at,
      updated_at: at,
    });
  }
  return rows;
}

/** Writes the check-ins of every member of `organizations` inside the seed's transaction. */
export async function seedDemoWellbeing(db: Kysely<Database>, organizations: Array<{ id: string; slug: string }>, now: string) {
  const today = todayInSaoPaulo(new Date(now));
  for (const organization of organizations) {
    const members = await db
      .selectFrom("memberships as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["u.id", "u.username"])
      .where("m.organization_id", "=", organization.id)
      .orderBy("u.username")
      .execute();
    const rows = members.flatMap((member) =>
      demoCheckins(
        { userId: member.id, organizationId: organization.id, seed: `${member.username}@${organization.slug}` },
        today,
        now,
      ),
    );
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto("wellbeing_checkins")
        .values(rows.slice(start, start + 500))
        .execute();
  }
}
