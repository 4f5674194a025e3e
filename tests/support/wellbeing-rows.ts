/** Members and check-ins for the climate's tests: people who joined at a chosen instant, checking in as the page does. */
import type { MembershipStatus } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { saveCheckin, type CheckinSave } from "~/modules/wellbeing/checkins.server";
import { createUser } from "./factories";

/** Long before the weeks the tests read (November 2026). */
export const LONG_AGO = "2026-01-05T12:00:00.000Z";

/** `count` members of `scope`'s organization who joined at `since` (ISO timestamp, default LONG_AGO) in `status` (default active); their scopes. */
export async function insertMembers(
  scope: Pick<TenantScope, "organizationId">,
  count: number,
  options: { since?: string; status?: MembershipStatus } = {},
): Promise<TenantScope[]> {
  const people: TenantScope[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await createUser({
      givenName: `Pessoa ${i + 1}`,
      memberships: [{ organizationId: scope.organizationId, since: options.since ?? LONG_AGO, status: options.status }],
    });
    people.push({ organizationId: scope.organizationId, userId: id });
  }
  return people;
}

/** Noon of a day in São Paulo (UTC−3). */
export const noonOf = (day: string) => new Date(`${day}T15:00:00.000Z`);

/** `person` saves the check-in of `day` with `mood` at `at` (default noon of that day, when it may be written). */
export function checkIn(person: TenantScope, day: string, mood: number, at = noonOf(day)): Promise<CheckinSave> {
  return saveCheckin(person, { day, mood, emotions: [], note: null }, at);
}
