import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import type { Direction } from "~/db/schema";
import { insertAccount, newScope } from "../../../tests/support/ledger-rows";
import { deriveStatus, ENTRY_STATUSES } from "./status";
import { statusCondition, statusRank } from "./status.server";

const today = "2026-11-24";

describe("the status rule in SQL", () => {
  it("selects, for each status, exactly the rows deriveStatus gives it", async () => {
    const scope = await newScope();
    const account = await insertAccount(scope);
    const database = await db();
    const facts = [];
    for (const direction of ["entrada", "saida"] as Direction[])
      for (const settled of [0, 1, 9999, 10000])
        for (const dueDate of ["2026-11-23", today, "2026-11-25"])
          for (const cancelledAt of [null, "2026-11-01T12:00:00.000Z"])
            facts.push({ id: randomUUID(), direction, amountCents: 10000, settledCents: settled, dueDate, cancelledAt });
    const now = new Date().toISOString();
    await database
      .insertInto("finance_entries")
      .values(
        facts.map((f) => ({
          id: f.id,
          organization_id: scope.organizationId,
          kind: f.direction === "entrada" ? ("receita" as const) : ("despesa" as const),
          direction: f.direction,
          description: "x",
          search_text: "x",
          amount_cents: f.amountCents,
          settled_cents: f.settledCents,
          account_id: account,
          category_id: null,
          contact_id: null,
          cost_center_id: null,
          competence_date: f.dueDate,
          due_date: f.dueDate,
          notes: null,
          series_id: null,
          series_index: null,
          transfer_id: null,
          cancelled_at: f.cancelledAt,
          deleted_at: null,
          version: 1,
          created_by: scope.userId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();

    for (const status of ENTRY_STATUSES) {
      const selected = await database
        .selectFrom("finance_entries as e")
        .select("e.id")
        .where("e.organization_id", "=", scope.organizationId)
        .where(statusCondition(status, today))
        .execute();
      const expected = facts.filter((f) => deriveStatus(f, today) === status).map((f) => f.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(selected.map((row) => row.id).sort()).toEqual(expected.sort());
    }

    const ranks = await database
      .selectFrom("finance_entries as e")
      .select(["e.id", statusRank(today).as("rank")])
      .where("e.organization_id", "=", scope.organizationId)
      .execute();
    const order = ["vencido", "parcial", "em_aberto", "pago", "cancelado"];
    for (const row of ranks) {
      const status = deriveStatus(
        facts.find((f) => f.id === row.id)!,
        today,
      );
      expect(Number(row.rank)).toBe(order.indexOf(status === "recebido" ? "pago" : status));
    }
  });
});
