/** Seeds the synthetic members of bench/people.ts into one new organization, in chunks of 1 000 (for the search benchmark). */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { fold } from "~/config/text-rules";
import type { Database } from "~/db/schema";
import { seededRandom } from "~/seed/random";
import { person } from "./people";

const CHUNK = 1000;

/** The seed of the synthetic members: the same people in every run and at every size (the first 10 000 are in each). */
export const BENCH_SEED = 2026;

/** Adds `size` members (the same people every run) to a new organization; its id. */
export async function seedMembers(db: Kysely<Database>, size: number): Promise<string> {
  const organizationId = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("organizations")
    .values({ id: organizationId, slug: "bench", display_name: "Bench", created_at: now })
    .execute();
  const random = seededRandom(BENCH_SEED);
  for (let start = 0; start < size; start += CHUNK) {
    const people = Array.from({ length: Math.min(CHUNK, size - start) }, (_, k) => ({
      id: randomUUID(),
      ...person(random, start + k),
    }));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values(
          people.map((p) => ({
            id: p.id,
            username: p.username,
            email: p.email,
            given_name: p.givenName,
            family_name: p.familyName,
            phone: null,
            avatar_url: null,
            is_active: 1 as const,
            blocked_at: null,
            last_login: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto("memberships")
        .values(
          people.map((p) => ({
            user_id: p.id,
            organization_id: organizationId,
            role: "Usuario",
            is_primary: 1 as const,
            created_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto("profiles")
        .values(
          people.map((p) => ({
            id: randomUUID(),
            user_id: p.id,
            username: p.username,
            display_name: p.displayName,
            sort_name: fold(p.displayName),
            bio: p.bio,
            location: p.location,
            website: null,
            avatar_url: null,
            preferences: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    });
    if ((start / CHUNK) % 100 === 99) process.stdout.write(`  ${start + CHUNK} membros...\r`);
  }
  return organizationId;
}
