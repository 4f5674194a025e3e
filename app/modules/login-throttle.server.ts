/**
 * Failed sign-ins counted on the server per identifier (user name or e-mail
 * as typed) and client address, over a 15-minute window (spec 4, 9; design
 * 3). A success clears the failures of that pair. The auth service locks
 * the account itself after 5 failures from anywhere; this counter is what
 * tells the person 'Muitas tentativas de login' on the sixth try.
 */
import { db } from "~/db/db.server";

export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export interface AttemptKey {
  identifier: string;
  clientAddress: string;
}

const normalize = ({ identifier, clientAddress }: AttemptKey) => ({
  identifier: identifier.trim().toLowerCase(),
  client_address: clientAddress,
});

/** Failed attempts of this pair within the window. */
export async function countFailedAttempts(key: AttemptKey, now = new Date()): Promise<number> {
  const { identifier, client_address } = normalize(key);
  const row = await (await db())
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.countAll<number | string>().as("failures"))
    .where("identifier", "=", identifier)
    .where("client_address", "=", client_address)
    .where("attempted_at", ">", new Date(now.getTime() - LOGIN_ATTEMPT_WINDOW_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}

/** Records a failure; returns the failures within the window, this one included. */
export async function recordFailedAttempt(key: AttemptKey, now = new Date()): Promise<number> {
  await (await db())
    .insertInto("login_attempts")
    .values({ ...normalize(key), attempted_at: now.toISOString() })
    .execute();
  return countFailedAttempts(key, now);
}

/** Clears the failures of this pair after a successful sign-in. */
export async function clearFailedAttempts(key: AttemptKey): Promise<void> {
  const { identifier, client_address } = normalize(key);
  await (await db())
    .deleteFrom("login_attempts")
    .where("identifier", "=", identifier)
    .where("client_address", "=", client_address)
    .execute();
}
