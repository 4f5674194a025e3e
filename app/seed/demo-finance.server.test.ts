/**
 * The demo ledger keeps the ledger's invariants on the database the tests
 * run on (SQLite, or PostgreSQL with DATABASE_URL): what each entry says is
 * settled is what its baixas settled, every account day nets that day's cash,
 * transfers have their two legs, no row names another organization's, and
 * each organization shows the statuses a person expects to see.
 *
 * @demo-data: the demo ledger itself.
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { isValidCnpj, isValidCpf } from "~/modules/contacts/document";
import { DEFAULT_CATEGORIES } from "~/modules/finance/default-plan";
import { ensureDefaultPlan } from "~/modules/finance/default-plan.server";
import { todayInSaoPaulo } from "~/config/calendar";
import { entryDateWindow } from "~/modules/finance/entry-dates";
import { DEMO_STATEMENT_ACCOUNT, DEMO_STATEMENT_LINES, DEMO_STATEMENT_ORGANIZATION } from "./demo-statement";

let database: Awaited<ReturnType<typeof db>>;
let organizations: Array<{ id: string; slug: string }>;

beforeAll(async () => {
  database = await db();
  organizations = await database.selectFrom("organizations").select(["id", "slug"]).execute();
});

const count = async (table: keyof Database, organizationId: string) =>
  Number(
    (
      await database
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("organization_id", "=", organizationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("demo ledger", () => {
  it("gives each organization the default plan, accounts, contatos, cost centres and two years of entries", async () => {
    expect(organizations).toHaveLength(4);
    for (const { id } of organizations) {
      expect(await count("finance_categories", id)).toBe(DEFAULT_CATEGORIES.length);
      expect(await count("finance_accounts", id)).toBeGreaterThanOrEqual(2);
      expect(await count("finance_accounts", id)).toBeLessThanOrEqual(3);
      const contacts = await database.selectFrom("contacts").select("document").where("organization_id", "=", id).execute();
      expect(contacts.length).toBeGreaterThanOrEqual(28);
      expect(contacts.every(({ document }) => isValidCpf(document ?? "") || isValidCnpj(document ?? ""))).toBe(true);
      expect(await count("finance_cost_centers", id)).toBeGreaterThanOrEqual(3);
      expect(await count("finance_entries", id)).toBeGreaterThan(500);
      const kinds = await database
        .selectFrom("finance_series")
        .select(["kind", "frequency"])
        .distinct()
        .where("organization_id", "=", id)
        .execute();
      expect(kinds).toEqual(
        expect.arrayContaining([
          { kind: "recorrencia", frequency: "mensal" },
          { kind: "parcelamento", frequency: "mensal" },
        ]),
      );
    }
  });

  it("settles each entry by exactly its baixas that were not undone", async () => {
    const { rows: wrong } = await sql<{ id: string }>`
      select e.id from finance_entries e
      left join (
        select entry_id, sum(amount_cents) as settled from finance_settlements
        where reversed_at is null group by entry_id
      ) s on s.entry_id = e.id
      where e.settled_cents <> coalesce(s.settled, 0)`.execute(database);
    expect(wrong).toEqual([]);
    const undone = await database.selectFrom("finance_settlements").select("id").where("reversed_at", "is not", null).execute();
    expect(undone.length).toBeGreaterThan(0);
  });

  it("keeps every account day equal to the cash its baixas moved that day", async () => {
    const cash = await database
      .selectFrom("finance_settlements as s")
      .innerJoin("finance_entries as e", "e.id", "s.entry_id")
      .select([
        "s.account_id",
        "s.settled_on",
        sql<number>`sum(case when e.direction = 'entrada' then 1 else -1 end * (s.amount_cents + s.interest_cents + s.fine_cents - s.discount_cents))`.as(
          "net",
        ),
      ])
      .where("s.reversed_at", "is", null)
      .groupBy(["s.account_id", "s.settled_on"])
      .execute();
    const days = await database.selectFrom("finance_account_days").select(["account_id", "day", "net_cents"]).execute();
    const expected = new Map(cash.filter((row) => row.net !== 0).map((row) => [`${row.account_id} ${row.settled_on}`, row.net]));
    const actual = new Map(days.map((row) => [`${row.account_id} ${row.day}`, row.net_cents]));
    expect(actual.size).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it("moves money between accounts with two legs, out of one and into another, without a category", async () => {
    const legs = await database
      .selectFrom("finance_entries")
      .select(["transfer_id", "direction", "account_id", "amount_cents", "category_id", "kind"])
      .where("transfer_id", "is not", null)
      .execute();
    const byTransfer = new Map<string, typeof legs>();
    for (const leg of legs) byTransfer.set(leg.transfer_id!, [...(byTransfer.get(leg.transfer_id!) ?? []), leg]);
    expect(byTransfer.size).toBeGreaterThanOrEqual(organizations.length);
    for (const pair of byTransfer.values()) {
      expect(pair.map((leg) => leg.direction).sort()).toEqual(["entrada", "saida"]);
      expect(pair[0]!.account_id).not.toBe(pair[1]!.account_id);
      expect(pair[0]!.amount_cents).toBe(pair[1]!.amount_cents);
      expect(pair.every((leg) => leg.category_id === null && leg.kind === "transferencia")).toBe(true);
    }
  });

  it("never points a row at another organization's", async () => {
    const references: Array<[string, string, string]> = [
      ["finance_entries", "account_id", "finance_accounts"],
      ["finance_entries", "category_id", "finance_categories"],
      ["finance_entries", "contact_id", "contacts"],
      ["finance_entries", "cost_center_id", "finance_cost_centers"],
      ["finance_entries", "series_id", "finance_series"],
      ["finance_settlements", "entry_id", "finance_entries"],
      ["finance_settlements", "account_id", "finance_accounts"],
      ["finance_entry_events", "entry_id", "finance_entries"],
      ["finance_account_days", "account_id", "finance_accounts"],
    ];
    for (const [table, column, target] of references) {
      const { n } = await sql<{ n: number }>`
        select count(*) as n from ${sql.table(table)} r join ${sql.table(target)} t on t.id = r.${sql.ref(column)}
        where t.organization_id <> r.organization_id`
        .execute(database)
        .then((result) => result.rows[0]!);
      expect(Number(n), `${table}.${column}`).toBe(0);
    }
  });

  it("shows overdue, partly paid and cancelled entries in every organization, and amounts in whole centavos", async () => {
    const today = todayInSaoPaulo();
    for (const { id, slug } of organizations) {
      const entries = await database
        .selectFrom("finance_entries")
        .select(["amount_cents", "settled_cents", "due_date", "cancelled_at", "kind"])
        .where("organization_id", "=", id)
        .execute();
      const open = entries.filter((e) => e.kind !== "transferencia" && !e.cancelled_at);
      const overdue = open.filter((e) => e.settled_cents === 0 && e.due_date < today);
      const partial = open.filter((e) => e.settled_cents > 0 && e.settled_cents < e.amount_cents);
      expect(overdue.length, slug).toBeGreaterThan(0);
      expect(partial.length, slug).toBeGreaterThan(0);
      expect(entries.every((e) => Number.isInteger(e.amount_cents) && e.amount_cents > 0)).toBe(true);
      expect(entries.some((e) => e.due_date > today)).toBe(true);
    }
  });

  it("keeps every competência and vencimento within the ledger's window of today", async () => {
    const { first, last } = entryDateWindow(todayInSaoPaulo());
    for (const column of ["competence_date", "due_date"] as const) {
      const range = await database
        .selectFrom("finance_entries")
        .select((eb) => [eb.fn.min(column).as("min"), eb.fn.max(column).as("max")])
        .executeTakeFirstOrThrow();
      expect(range.min! >= first && range.max! <= last, `${column}: ${range.min} … ${range.max}`).toBe(true);
    }
  });

  it("records the history of each entry: created, then each baixa", async () => {
    const { missing } = await sql<{ missing: number }>`
      select count(*) as missing from finance_entries e
      where not exists (select 1 from finance_entry_events v where v.entry_id = e.id and v.action = 'created')`
      .execute(database)
      .then((result) => result.rows[0]!);
    expect(Number(missing)).toBe(0);
    const settled = await database
      .selectFrom("finance_entry_events")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("action", "=", "settled")
      .executeTakeFirstOrThrow();
    const baixas = await database
      .selectFrom("finance_settlements")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(settled.n)).toBe(Number(baixas.n));
  });
});

describe("the sample statement's side of the demo ledger", () => {
  it("gives Eleve's main account an entry settled that day for each baixa line and one open a few days on for each aberto line", async () => {
    const organization = organizations.find(({ slug }) => slug === DEMO_STATEMENT_ORGANIZATION)!;
    const account = await database
      .selectFrom("finance_accounts")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("name", "=", DEMO_STATEMENT_ACCOUNT)
      .executeTakeFirstOrThrow();
    for (const line of DEMO_STATEMENT_LINES) {
      if (line.ledger.plan === "nenhum") continue;
      const entry = await database
        .selectFrom("finance_entries")
        .select(["id", "amount_cents", "settled_cents", "due_date", "direction"])
        .where("account_id", "=", account.id)
        .where("description", "=", line.ledger.description)
        .where("due_date", "=", line.ledger.plan === "aberto" ? line.ledger.dueDate : line.postedOn)
        .where("amount_cents", "=", Math.abs(line.amountCents))
        .executeTakeFirstOrThrow();
      expect(entry.amount_cents, line.memo).toBe(Math.abs(line.amountCents));
      expect(entry.direction).toBe(line.amountCents > 0 ? "entrada" : "saida");
      const baixas = await database
        .selectFrom("finance_settlements")
        .select("settled_on")
        .where("entry_id", "=", entry.id)
        .execute();
      if (line.ledger.plan === "baixa") {
        expect(baixas.map((baixa) => baixa.settled_on)).toEqual([line.postedOn]);
        expect(entry.settled_cents).toBe(entry.amount_cents);
      } else {
        expect(baixas).toEqual([]);
        expect(entry.due_date).toBe(line.ledger.dueDate);
      }
    }
  });
});

describe("ensureDefaultPlan", () => {
  it("leaves an organization that has categories as it is, and gives a new one the whole plan", async () => {
    const [first] = organizations;
    expect(await ensureDefaultPlan(database, first!.id)).toBe(0);
    expect(await count("finance_categories", first!.id)).toBe(DEFAULT_CATEGORIES.length);

    const id = crypto.randomUUID();
    await database
      .insertInto("organizations")
      .values({ id, slug: `nova-${id.slice(0, 8)}`, display_name: "Nova", created_at: new Date().toISOString() })
      .execute();
    expect(await ensureDefaultPlan(database, id)).toBe(DEFAULT_CATEGORIES.length);
    expect(await ensureDefaultPlan(database, id)).toBe(0);
    const plan = await database
      .selectFrom("finance_categories")
      .select(["name", "kind", "group_name as group", "dre_line as line", "role"])
      .where("organization_id", "=", id)
      .execute();
    expect(plan).toEqual(expect.arrayContaining(DEFAULT_CATEGORIES.map((c) => ({ ...c }))));
    expect(plan.filter((category) => category.role).map((category) => category.name)).toHaveLength(7);
    expect(await count("finance_categories", first!.id)).toBe(DEFAULT_CATEGORIES.length);
  });
});
