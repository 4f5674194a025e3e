/**
 * Benchmark of the members list of /profile (GET /api/members,
 * app/services/auth/member-list.server.ts), which reads an organization's
 * memberships and pending invitations and filters, sorts and pages them
 * in memory: p50/p95/p99 and CPU p95 (ms) of the first page, a deep page,
 * a search, a state filter and the sort by last sign-in, for organizations
 * of 1 000 and 10 000 members with a tenth as many invitations, beside a
 * neighbour of the same size. SQLite, then PostgreSQL when DATABASE_URL
 * names one (scratch databases, bench/scratch-databases.ts).
 *
 *   npm run bench:members [-- --sizes 1000,10000]
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseConfig } from "~/config.server";
import { migrateToLatest, openDatabase } from "~/db/db.server";
import type { Database, MembershipStatus } from "~/db/schema";
import { listMemberPage, type MemberListQuery } from "~/services/auth/member-list.server";
import { time } from "./ledger-timing";
import { onScratchDatabases } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZES = (option("--sizes") ?? "1000,10000").split(",").map(Number);
const ROUNDS = 40;
const NAMES = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabriela", "Heitor", "Íris", "João"];
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function organization(db: Kysely<Database>, size: number): Promise<string> {
  const organizationId = randomUUID();
  const now = Date.now();
  await db
    .insertInto("organizations")
    .values({
      id: organizationId,
      slug: `org-${organizationId.slice(0, 8)}`,
      display_name: "Bench",
      created_at: new Date(now).toISOString(),
    })
    .execute();
  for (let start = 0; start < size; start += 500) {
    const people = Array.from({ length: Math.min(500, size - start) }, (_, i) => {
      const n = start + i;
      return { id: randomUUID(), n, stamp: new Date(now - n * 60_000).toISOString() };
    });
    await db
      .insertInto("users")
      .values(
        people.map(({ id, n, stamp }) => ({
          id,
          username: `p${n}-${id.slice(0, 8)}`,
          email: `p${n}-${id.slice(0, 8)}@example.com`,
          given_name: NAMES[n % NAMES.length]!,
          family_name: `Silva ${n}`,
          phone: null,
          avatar_url: null,
          is_active: 1,
          blocked_at: null,
          last_login: n % 7 === 0 ? null : stamp,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    await db
      .insertInto("memberships")
      .values(
        people.map(({ id, n, stamp }) => ({
          user_id: id,
          organization_id: organizationId,
          role: n % 20 === 0 ? "Administrator" : "Usuario",
          status: (n % 50 === 0 ? "blocked" : "active") as MembershipStatus,
          is_primary: 1,
          created_at: stamp,
        })),
      )
      .execute();
  }
  const invitations = Array.from({ length: Math.ceil(size / 10) }, (_, n) => {
    const stamp = new Date(now - n * 3_600_000).toISOString();
    return {
      id: randomUUID(),
      organization_id: organizationId,
      email: `convite-${n}-${organizationId.slice(0, 8)}@example.com`,
      role: "Usuario",
      token_hash: randomUUID(),
      invited_by: null,
      created_at: stamp,
      last_sent_at: stamp,
      expires_at: new Date(now + 86_400_000 - n * 3_600_000).toISOString(),
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    };
  });
  for (let start = 0; start < invitations.length; start += 500)
    await db
      .insertInto("invitations")
      .values(invitations.slice(start, start + 500))
      .execute();
  return organizationId;
}

async function measure(settings: DatabaseConfig, label: string, size: number) {
  const app = openDatabase(settings);
  try {
    await migrateToLatest(app);
    const organizationId = await organization(app.db, size);
    await organization(app.db, size);
    const deep = Math.max(1, Math.floor(size / 20 / 2));
    const cases: Array<[string, MemberListQuery]> = [
      ["primeira página", {}],
      [`página ${deep}`, { page: deep }],
      ["busca 'silva 12'", { q: "silva 12" }],
      ["bloqueados", { status: "blocked" }],
      ["último acesso, desc", { sort: "lastLogin", order: "desc" }],
    ];
    for (const [name, query] of cases) {
      const figures = await time(ROUNDS, [() => listMemberPage(app.db, organizationId, query)]);
      console.log(
        `| ${label} | ${size.toLocaleString("pt-BR")} | ${name} |${fmt(figures.p50)} |${fmt(figures.p95)} |${fmt(figures.p99)} |${fmt(figures.cpu95)} |`,
      );
    }
  } finally {
    await app.db.destroy();
  }
}

console.log("| banco | membros | medida | p50 | p95 | p99 | CPU p95 | (ms)\n|---|---:|---|---:|---:|---:|---:|");
for (const size of SIZES) {
  await onScratchDatabases("members", (url, dialect) =>
    measure(
      dialect === "sqlite" ? { dialect, file: url.slice("file:".length) } : { dialect, connectionString: url },
      dialect === "sqlite" ? "SQLite" : "PostgreSQL",
      size,
    ),
  );
}
