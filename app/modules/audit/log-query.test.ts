import { describe, expect, it } from "vitest";
import { AUDIT_NOTICES, auditSearch, cursorParam, parseAuditQuery } from "./log-query";

const ID = "0b6f3f0e-8d0a-4c4e-9d6b-1f2a3b4c5d6e";
const AT = "2026-03-10T12:00:00.000Z";
const parse = (fields: Record<string, string>) => parseAuditQuery(new URLSearchParams(fields));

describe("audit log query", () => {
  it("reads the filters and a cursor, and writes them back", () => {
    const query = parse({
      pessoa: ID.toUpperCase(),
      acao: "member.blocked",
      de: "2026-03-01",
      ate: "2026-03-31",
      apos: `${AT}_${ID}`,
    });
    expect(query).toEqual({
      filters: { actorId: ID, action: "member.blocked", from: "2026-03-01", to: "2026-03-31" },
      cursor: { direction: "older", at: { occurredAt: AT, id: ID } },
      notices: [],
    });
    expect(auditSearch(query.filters, query.cursor)).toBe(
      `?pessoa=${ID}&acao=member.blocked&de=2026-03-01&ate=2026-03-31&apos=${encodeURIComponent(cursorParam({ occurredAt: AT, id: ID }))}`,
    );
    expect(parse({ antes: `${AT}_${ID}` }).cursor?.direction).toBe("newer");
    expect(auditSearch({})).toBe("");
  });

  it("drops what makes no sense with a pt-BR notice, never an error", () => {
    const query = parse({
      pessoa: "x'--",
      acao: "member.deleted_everything",
      de: "2026-02-30",
      ate: "ontem",
      apos: "2026-03-10T12:00:00Z_nope",
    });
    expect(query.filters).toEqual({});
    expect(query.cursor).toBeUndefined();
    expect(query.notices).toEqual([
      AUDIT_NOTICES.person,
      AUDIT_NOTICES.action,
      AUDIT_NOTICES.from,
      AUDIT_NOTICES.to,
      AUDIT_NOTICES.cursor,
    ]);
    expect(parse({ apos: "9999-99-99T99:99:99.999Z_" + ID }).notices).toEqual([AUDIT_NOTICES.cursor]);
    expect(parse({ apos: "a".repeat(500) }).notices).toEqual([AUDIT_NOTICES.cursor]);
    const swapped = parse({ de: "2026-04-01", ate: "2026-03-01" });
    expect(swapped.filters).toEqual({ from: "2026-03-01", to: "2026-04-01" });
    expect(swapped.notices).toEqual([AUDIT_NOTICES.swapped]);
  });
});
