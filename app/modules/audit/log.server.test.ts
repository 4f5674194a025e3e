import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import { AUDIT_NOTICES, parseAuditQuery } from "./log-query";
import { checkAuditQuery } from "./log-query.server";
import { auditPeople, AUDIT_PAGE_SIZE, exportAuditEvents, listAuditEvents } from "./log.server";
import { recordAudit } from "./record.server";

/** `count` events by `scope`'s person, one a minute from `start`, alternating two actions. */
async function record(scope: TenantScope, count: number, start = Date.parse("2026-03-10T12:00:00.000Z")) {
  const database = await db();
  for (let i = 0; i < count; i++)
    await recordAudit(
      database,
      scope,
      {
        action: i % 2 ? "member.blocked" : "sale.cancelled",
        targetType: i % 2 ? "member" : "sale",
        targetId: randomUUID(),
        targetLabel: `Alvo ${i}`,
        detail: i % 2 ? undefined : { from: "Usuario", to: "Administrator" },
      },
      new Date(start + i * 60_000),
    );
}

describe("audit log", () => {
  it("pages newest first by cursor, both ways, never repeating or skipping an event", async () => {
    const scope = await newScope();
    await insertUser(scope, { givenName: "Lia", familyName: "Auditora", id: scope.userId });
    await record(scope, AUDIT_PAGE_SIZE * 2 + 5);
    const first = await listAuditEvents(scope, { filters: {} });
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.newer).toBeNull();
    expect(first.rows[0]).toMatchObject({ targetLabel: `Alvo ${AUDIT_PAGE_SIZE * 2 + 4}`, actorName: "Lia Auditora" });
    const second = await listAuditEvents(scope, { filters: {}, cursor: { direction: "older", at: first.older! } });
    const third = await listAuditEvents(scope, { filters: {}, cursor: { direction: "older", at: second.older! } });
    expect(third.rows).toHaveLength(5);
    expect(third.older).toBeNull();
    const labels = [...first.rows, ...second.rows, ...third.rows].map((row) => row.targetLabel);
    expect(labels).toEqual(Array.from({ length: AUDIT_PAGE_SIZE * 2 + 5 }, (_, i) => `Alvo ${AUDIT_PAGE_SIZE * 2 + 4 - i}`));

    const back = await listAuditEvents(scope, { filters: {}, cursor: { direction: "newer", at: third.newer! } });
    expect(back.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
    // A newer page that reaches the newest event is the first page, full.
    const top = await listAuditEvents(scope, { filters: {}, cursor: { direction: "newer", at: first.rows[3]! } });
    expect(top.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(top.newer).toBeNull();
  });

  it("lists events written in the same millisecond newest-written first", async () => {
    const scope = await newScope();
    const database = await db();
    const now = new Date("2026-03-10T12:00:00.000Z");
    for (const label of ["primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto"])
      await recordAudit(
        database,
        scope,
        { action: "sale.cancelled", targetType: "sale", targetId: null, targetLabel: label },
        now,
      );
    const { rows } = await listAuditEvents(scope, { filters: {} });
    expect(rows.map((row) => row.targetLabel)).toEqual(["sexto", "quinto", "quarto", "terceiro", "segundo", "primeiro"]);
  });

  it("filters by person, action and period (São Paulo days), and reads the particulars in pt-BR", async () => {
    const scope = await newScope();
    await insertUser(scope, { givenName: "Ana", familyName: "Souza", id: scope.userId });
    const other = { ...scope, userId: await insertUser(scope, { givenName: "Bruno", familyName: "Reis" }) };
    await record(scope, 4, Date.parse("2026-03-10T02:59:00.000Z"));
    await record(other, 2, Date.parse("2026-03-11T12:00:00.000Z"));

    const byPerson = await listAuditEvents(scope, { filters: { actorId: other.userId } });
    expect(byPerson.rows.map((row) => row.actorName)).toEqual(["Bruno Reis", "Bruno Reis"]);
    const byAction = await listAuditEvents(scope, { filters: { action: "sale.cancelled" } });
    expect(byAction.rows).toHaveLength(3);
    expect(byAction.rows[0]).toMatchObject({ actionLabel: "Cancelou venda", detail: "de Usuário para Administrador" });
    // 02:59 UTC on the 10th is still the 9th in São Paulo.
    const day = await listAuditEvents(scope, { filters: { from: "2026-03-10", to: "2026-03-10" } });
    expect(day.rows.map((row) => row.targetLabel)).toEqual(["Alvo 3", "Alvo 2", "Alvo 1"]);
    const since = await listAuditEvents(scope, { filters: { from: "2026-03-11" } });
    expect(since.rows.every((row) => row.actorName === "Bruno Reis")).toBe(true);
    expect(await exportAuditEvents(scope, { to: "2026-03-09" })).toHaveLength(1);

    expect(await auditPeople(scope)).toEqual([
      { id: scope.userId, name: "Ana Souza" },
      { id: other.userId, name: "Bruno Reis" },
    ]);
  });

  it("never reads another organization's events, nor offers its people", async () => {
    const [mine, theirs] = [await newScope(), await newScope()];
    await insertUser(theirs, { givenName: "Outra", id: theirs.userId });
    await record(theirs, 3);
    expect((await listAuditEvents(mine, { filters: {} })).rows).toEqual([]);
    expect(await exportAuditEvents(mine, {})).toEqual([]);
    expect(await auditPeople(mine)).toEqual([]);
    // Their person's id in my address is dropped, not honoured.
    const checked = await checkAuditQuery(mine, new URLSearchParams({ pessoa: theirs.userId }));
    expect(checked.query.filters.actorId).toBeUndefined();
    expect(checked.query.notices).toEqual([AUDIT_NOTICES.person]);
    const mixed = await listAuditEvents(mine, parseAuditQuery(new URLSearchParams({ pessoa: theirs.userId })));
    expect(mixed.rows).toEqual([]);
  });

  it("is append-only: the database refuses an UPDATE and a DELETE", async () => {
    const scope = await newScope();
    await record(scope, 1);
    const database = await db();
    await expect(
      database
        .updateTable("audit_events")
        .set({ actor_name: "Outro" })
        .where("organization_id", "=", scope.organizationId)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      database.deleteFrom("audit_events").where("organization_id", "=", scope.organizationId).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(database)).rejects.toThrow(/append-only/);
    const [row] = (await listAuditEvents(scope, { filters: {} })).rows;
    expect(row?.actorName).toBe("—");
  });
});
