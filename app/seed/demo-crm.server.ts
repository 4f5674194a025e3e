/** The AT counter is set to the last number so the next atendimento continues without a gap. */
import type { Kysely } from "kysely";
import { SEED_ORGANIZATIONS } from "~/config/organizations";
import type { Database } from "~/db/schema";
import type { FinanceOrganization } from "./demo-finance.server";
import { demoCrm, type DemoCrm } from "./demo-crm";
import { seededRandom, seedOf } from "./random";

const MAX_PARAMETERS = 30_000;

async function insertRows(db: Kysely<Database>, table: keyof Database, rows: object[]) {
  if (rows.length === 0) return;
  const size = Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += size)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
}

async function deskOf(db: Kysely<Database>, organization: FinanceOrganization, now: string): Promise<DemoCrm> {
  const [contacts, members] = await Promise.all([
    db
      .selectFrom("contacts")
      .select(["id", "name", "email"])
      .where("organization_id", "=", organization.id)
      .where("is_customer", "=", 1)
      .where("email", "is not", null)
      .orderBy("sort_name")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select(["users.id", "users.username", "users.given_name", "users.family_name"])
      .where("memberships.organization_id", "=", organization.id)
      .where("users.is_active", "=", 1)
      .where("users.blocked_at", "is", null)
      .where("memberships.status", "=", "active")
      .orderBy("users.username")
      .execute(),
  ]);
  const name = SEED_ORGANIZATIONS.find((seeded) => seeded.slug === organization.slug)?.displayName ?? organization.slug;
  return demoCrm({
    organizationId: organization.id,
    slug: organization.slug,
    organizationName: name,
    now,
    random: seededRandom(seedOf(`${organization.slug}:crm`)),
    contacts,
    agents: members.map((member) => ({ id: member.id, name: `${member.given_name} ${member.family_name}`.trim() })),
    usuarioId: members.find((member) => member.username === `usuario-${organization.slug}`)?.id ?? null,
  });
}

/** Seeds every organization's demo desk; `now` fixes the present, as for the ledger. */
export async function seedDemoCrm(db: Kysely<Database>, organizations: FinanceOrganization[], now = new Date()): Promise<void> {
  const desks: DemoCrm[] = [];
  for (const organization of organizations) desks.push(await deskOf(db, organization, now.toISOString()));
  await insertRows(
    db,
    "crm_canned_replies",
    desks.flatMap((desk) => desk.cannedReplies),
  );
  await insertRows(
    db,
    "crm_tickets",
    desks.flatMap((desk) => desk.tickets),
  );
  await insertRows(
    db,
    "crm_ticket_labels",
    desks.flatMap((desk) => desk.labels),
  );
  await insertRows(
    db,
    "crm_timeline",
    desks.flatMap((desk) => desk.timeline),
  );
  await insertRows(
    db,
    "crm_ticket_reads",
    desks.flatMap((desk) => desk.reads),
  );
  await insertRows(
    db,
    "document_numbers",
    desks.map((desk, i) => ({ organization_id: organizations[i]!.id, series: "AT", last_number: desk.lastNumber })),
  );
}
