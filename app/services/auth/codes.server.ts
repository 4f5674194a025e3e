/** Codes are stored as an HMAC: single use, 10 minutes, at most 5 wrong tries (then spent). */
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, VerificationCodeTable, VerificationPurpose } from "~/db/schema";
import { keyedHash } from "~/keys.server";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const TICKET_TTL_MS = 30 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (purpose: VerificationPurpose, email: string, code: string) =>
  keyedHash("auth-service/verification-code", `${purpose}:${email}:${code}`);
const ticketHash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

interface CodeKey {
  purpose: VerificationPurpose;
  email: string;
}

/** Creates a code for the address; returns it in clear (for the e-mail). */
export async function issueCode(
  db: Kysely<Database>,
  key: CodeKey & { organizationId?: string | null },
  now = new Date(),
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction().execute(async (trx) => {
    await spendActive(trx, key, now);
    await trx
      .insertInto("verification_codes")
      .values({
        id: randomUUID(),
        purpose: key.purpose,
        email: key.email,
        organization_id: key.organizationId ?? null,
        code_hash: codeHash(key.purpose, key.email, code),
        failed_attempts: 0,
        ticket_hash: null,
        confirmed_at: null,
        consumed_at: null,
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return code;
}

async function spendActive(db: Kysely<Database>, { purpose, email }: CodeKey, now: Date) {
  await db
    .updateTable("verification_codes")
    .set({ consumed_at: now.toISOString() })
    .where("purpose", "=", purpose)
    .where("email", "=", email)
    .where("consumed_at", "is", null)
    .execute();
}

/** The active, unconfirmed code row when `code` matches; a wrong code counts a try and the fifth spends it. */
export async function checkCode(
  db: Kysely<Database>,
  key: CodeKey & { code: string },
  now = new Date(),
): Promise<VerificationCodeTable | null> {
  const row = await db
    .selectFrom("verification_codes")
    .selectAll()
    .where("purpose", "=", key.purpose)
    .where("email", "=", key.email)
    .where("consumed_at", "is", null)
    .where("confirmed_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  if (sameHash(row.code_hash, codeHash(key.purpose, key.email, key.code))) return row;
  const attempts = row.failed_attempts + 1;
  await db
    .updateTable("verification_codes")
    .set({ failed_attempts: attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { consumed_at: now.toISOString() } : {}) })
    .where("id", "=", row.id)
    .execute();
  return null;
}

/** Marks a code confirmed and returns the ticket that now stands for it. */
export async function exchangeForTicket(db: Kysely<Database>, id: string, now = new Date()): Promise<string> {
  const ticket = randomBytes(32).toString("base64url");
  await db
    .updateTable("verification_codes")
    .set({
      confirmed_at: now.toISOString(),
      ticket_hash: ticketHash(ticket),
      expires_at: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
    })
    .where("id", "=", id)
    .execute();
  return ticket;
}

/** The confirmed, unspent registration row of this ticket and address; null otherwise. */
export async function findTicket(
  db: Kysely<Database>,
  { email, ticket }: { email: string; ticket: string },
  now = new Date(),
): Promise<VerificationCodeTable | null> {
  const row = await db
    .selectFrom("verification_codes")
    .selectAll()
    .where("purpose", "=", "registration")
    .where("email", "=", email)
    .where("ticket_hash", "=", ticketHash(ticket))
    .where("consumed_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** Spends a code (or its ticket). */
export async function spendCode(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  await db.updateTable("verification_codes").set({ consumed_at: now.toISOString() }).where("id", "=", id).execute();
}
