/**
 * Factories of the db project's tests (vitest.config.ts): organizations,
 * people with their memberships, and signed-in sessions, written straight
 * to the file's own database. The rows of the modules are made by the
 * factories beside this one, each built on these:
 *
 * - a ledger: `newBooks` (ledger-books.ts: an organization with accounts,
 *   categories, a contact and a cost centre), `insertEntry` (ledger-rows.ts);
 * - a sale: `insertSale`, `insertProduct` (sales-rows.ts); one invoiced through
 *   the sales module: `invoicedSale` (invoiced-sales.ts);
 * - an atendimento: `newDesk` (crm-rows.ts), `insertTicket` (crm-list-rows.ts);
 * - a post: `feedOrganization` (feed-rows.ts), `insertPost`, `insertProfile`
 *   (social-rows.ts);
 * - a member of a test's organization: `insertUser` (members.ts); of a demo
 *   organization, with a password: `createMember` (administration.ts);
 * - members who joined at a given time and their check-ins: `insertMembers`,
 *   `checkIn` (wellbeing-rows.ts).
 */
import { randomUUID } from "node:crypto";
import type { User } from "~/contracts/user";
import { db } from "~/db/db.server";
import type { MembershipStatus } from "~/db/schema";
import { hashPassword } from "~/services/auth/password.server";

/** The password of every demo account (README). */
export const DEMO_PASSWORD = "Demo@2026";

/** A new organization, without members, named `<prefix>-<8 hex digits>`; its id and slug. */
export async function createOrganization(prefix = "t"): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = `${prefix}-${id.slice(0, 8)}`;
  await (
    await db()
  )
    .insertInto("organizations")
    .values({ id, slug, display_name: `Organização ${slug}`, created_at: new Date().toISOString() })
    .execute();
  return { id, slug };
}

/** The id of the organization with this slug (a demo one: eleve, sereno, manager, labfeelings); throws when there is none. */
export async function organizationIdOf(slug: string): Promise<string> {
  const row = await (await db()).selectFrom("organizations").select("id").where("slug", "=", slug).executeTakeFirst();
  if (!row) throw new Error(`no organization ${slug}`);
  return row.id;
}

export interface MembershipFields {
  organizationId: string;
  /** As the auth service writes it: "Administrator", "Admin" or "Usuario" (default "Usuario"). */
  role?: string;
  /** Default active. */
  status?: MembershipStatus;
  /** The person's primary organization (default false). */
  primary?: boolean;
  /** When the person joined, an ISO timestamp (default now). */
  since?: string;
}

/** Makes `userId` a member of an organization. */
export async function addMembership(userId: string, membership: MembershipFields): Promise<void> {
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("memberships")
    .values({
      user_id: userId,
      organization_id: membership.organizationId,
      role: membership.role ?? "Usuario",
      status: membership.status ?? "active",
      status_changed_at: membership.status && membership.status !== "active" ? now : null,
      is_primary: membership.primary ? 1 : 0,
      created_at: membership.since ?? now,
    })
    .execute();
}

export interface UserFields {
  /** A given id, e.g. a scope's acting person; default a new one. */
  id?: string;
  /** Default `u-<8 hex digits of the id>`. */
  username?: string;
  /** Default `<username>@example.com`. */
  email?: string;
  /** Default "Pessoa". */
  givenName?: string;
  /** Default "Teste". */
  familyName?: string;
  /** An account that may sign in (default true). */
  active?: boolean;
  /** The password to sign in with (hashed as the service does); none by default. */
  password?: string;
  /** In order; none by default. */
  memberships?: MembershipFields[];
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
}

/** Writes an account, its memberships and, when given, its password; its id, user name and e-mail. */
export async function createUser(fields: UserFields = {}): Promise<TestUser> {
  const id = fields.id ?? randomUUID();
  const username = fields.username ?? `u-${id.slice(0, 8)}`;
  const email = fields.email ?? `${username}@example.com`;
  const now = new Date().toISOString();
  const database = await db();
  await database
    .insertInto("users")
    .values({
      id,
      username,
      email,
      given_name: fields.givenName ?? "Pessoa",
      family_name: fields.familyName ?? "Teste",
      phone: null,
      avatar_url: null,
      is_active: fields.active === false ? 0 : 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const membership of fields.memberships ?? []) await addMembership(id, membership);
  if (fields.password !== undefined)
    await database
      .insertInto("password_credentials")
      .values({ user_id: id, password_hash: await hashPassword(fields.password), updated_at: now })
      .execute();
  return { id, username, email };
}

export interface SignedIn {
  /** The `Cookie` header of the signed-in session, for a loader's or an action's request. */
  cookie: string;
  accessToken: string;
  user: User;
}

/**
 * Signs `username` in as the login page does after its checks: the auth
 * service's password grant (for `organization`, a slug, when given), its
 * userinfo, and the session cookie committed with both. Throws the client's
 * HttpError when the service refuses.
 */
export async function signedInSession(
  username: string,
  options: { password?: string; organization?: string; origin?: string } = {},
): Promise<SignedIn> {
  // Loaded here: the e2e specs import these factories (members.ts) without the web side.
  const [{ createAuthClient }, { commitSession, newSession }] = await Promise.all([
    import("~/clients/auth-client.server"),
    import("~/web/session.server"),
  ]);
  const { accessToken } = await createAuthClient().passwordGrant({
    username,
    password: options.password ?? DEMO_PASSWORD,
    organization: options.organization,
  });
  const user = await createAuthClient({ token: accessToken }).userinfo();
  const session = newSession();
  session.set("accessToken", accessToken);
  session.set("user", user);
  session.set("userFetchedAt", Date.now());
  if (options.organization) session.set("organization", options.organization);
  const setCookie = await commitSession(session, new Request(options.origin ?? "http://localhost/"));
  return { cookie: setCookie.split(";")[0]!, accessToken, user };
}
