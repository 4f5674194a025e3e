/** Demo data for an empty database (README lists the accounts; password `Demo@2026`); runs in one transaction and only when no organization exists, so a restart never duplicates rows. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { SEED_ORGANIZATIONS } from "~/config/organizations";
import { ensureDefaultPlan } from "~/modules/finance/default-plan.server";
import { hashPassword } from "~/services/auth/password.server";
import type { MembershipPolicy } from "~/contracts/members";
import type { Database } from "~/db/schema";
import { seedDemoBudgets } from "./demo-budgets.server";
import { seedDemoConversations } from "./demo-conversations.server";
import { seedDemoCrm } from "./demo-crm.server";
import { seedDemoFeed } from "./demo-feed.server";
import { seedDemoFinance } from "./demo-finance.server";
import { seedDemoModeration } from "./demo-moderation.server";
import { seedProfiles, type SeededUser } from "./demo-profiles.server";
import { seedDemoSales } from "./demo-sales.server";
import { seedDemoWellbeing } from "./demo-wellbeing.server";

export const DEMO_PASSWORD = "Demo@2026";

interface DemoUser {
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  memberships: Array<[slug: string, role: string]>;
  state?: "blocked" | "disabled";
}

/** Approval, the default, except Manager, which takes new members only by invitation (docs/decisions/0026). */
export const DEMO_MEMBERSHIP_POLICIES: Record<string, MembershipPolicy> = {
  sereno: "approval",
  eleve: "approval",
  manager: "invitation",
  labfeelings: "approval",
};

const PEOPLE: Record<string, [string, string, string, string]> = {
  sereno: ["Helena", "Moura", "Caio", "Nogueira"],
  eleve: ["Rafael", "Antunes", "Beatriz", "Carvalho"],
  manager: ["Marina", "Teixeira", "Gustavo", "Pires"],
  labfeelings: ["Lívia", "Rocha", "João", "Araújo"],
};

export const DEMO_USERS: DemoUser[] = [
  ...SEED_ORGANIZATIONS.flatMap(({ slug }) => {
    const [adminGiven, adminFamily, userGiven, userFamily] = PEOPLE[slug]!;
    return [
      {
        username: `admin-${slug}`,
        email: `admin@${slug}.example.com`,
        givenName: adminGiven,
        familyName: adminFamily,
        memberships: [[slug, "Administrator"]] as Array<[string, string]>,
      },
      {
        username: `usuario-${slug}`,
        email: `usuario@${slug}.example.com`,
        givenName: userGiven,
        familyName: userFamily,
        memberships: [[slug, "Usuario"]] as Array<[string, string]>,
      },
    ];
  }),
  {
    username: "multi",
    email: "multi@example.com",
    givenName: "Paula",
    familyName: "Mendes",
    memberships: [
      ["eleve", "Admin"],
      ["labfeelings", "Usuario"],
    ],
  },
  {
    username: "bloqueado-eleve",
    email: "bloqueado@eleve.example.com",
    givenName: "Otávio",
    familyName: "Brandão",
    memberships: [["eleve", "Usuario"]],
    state: "blocked",
  },
  {
    username: "desabilitado-eleve",
    email: "desabilitado@eleve.example.com",
    givenName: "Sílvia",
    familyName: "Queiroz",
    memberships: [["eleve", "Usuario"]],
    state: "disabled",
  },
];

/** Seeds organizations and demo users, and their demo business data, when the database has none. */
export function seedDemoData(db: Kysely<Database>): Promise<void> {
  return seed(db, true);
}

/** Demo organizations, accounts and default plans without the business data, when the database has none: the tests' slim template. */
export function seedDemoAccounts(db: Kysely<Database>): Promise<void> {
  return seed(db, false);
}

async function seed(db: Kysely<Database>, businessData: boolean): Promise<void> {
  const existing = await db.selectFrom("organizations").select("id").limit(1).executeTakeFirst();
  if (existing) return;

  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const now = new Date().toISOString();
  // The demo's people joined a year ago: the climate counts a week's check-ins only from members of before it (decision 0029).
  const memberSince = new Date(Date.parse(now) - 365 * 86_400_000).toISOString();
  const orgIds = new Map<string, string>(SEED_ORGANIZATIONS.map(({ slug }) => [slug, randomUUID()]));

  const seeded: SeededUser[] = [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("organizations")
      .values(
        SEED_ORGANIZATIONS.map(({ slug, displayName }) => ({
          id: orgIds.get(slug)!,
          slug,
          display_name: displayName,
          membership_policy: DEMO_MEMBERSHIP_POLICIES[slug] ?? "approval",
          created_at: now,
        })),
      )
      .execute();

    for (const [index, person] of DEMO_USERS.entries()) {
      const userId = randomUUID();
      seeded.push({ id: userId, username: person.username, givenName: person.givenName, familyName: person.familyName });
      await trx
        .insertInto("users")
        .values({
          id: userId,
          username: person.username,
          email: person.email,
          given_name: person.givenName,
          family_name: person.familyName,
          phone: null,
          avatar_url: null,
          is_active: 1,
          blocked_at: null,
          last_login: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto("memberships")
        .values(
          person.memberships.map(([slug, role], position) => ({
            user_id: userId,
            organization_id: orgIds.get(slug)!,
            role,
            is_primary: position === 0 ? 1 : 0,
            status: person.state ?? "active",
            status_changed_at: person.state ? now : null,
            created_at: memberSince,
          })),
        )
        .execute();
      await trx
        .insertInto("password_credentials")
        .values({ user_id: userId, password_hash: hashes[index]!, updated_at: now })
        .execute();
    }
    await seedProfiles(trx, seeded, now);
    const administrators = new Map(seeded.map((user) => [user.username, user.id]));
    const organizations = SEED_ORGANIZATIONS.map(({ slug }) => ({
      id: orgIds.get(slug)!,
      slug,
      actorId: administrators.get(`admin-${slug}`)!,
    }));
    if (!businessData) {
      for (const { id } of organizations) await ensureDefaultPlan(trx, id);
      return;
    }
    await seedDemoFinance(trx, organizations);
    await seedDemoSales(trx, organizations);
    // Last: the budgets are drawn from every entry the seeds above wrote.
    await seedDemoBudgets(trx, organizations);
    await seedDemoCrm(trx, organizations);
    await seedDemoWellbeing(trx, organizations, now);
    await seedDemoFeed(trx, organizations);
    await seedDemoConversations(trx, organizations);
    // After the feed's demo posts: the reports are about them.
    await seedDemoModeration(trx, organizations);
  });
}
