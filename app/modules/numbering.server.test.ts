import { describe, expect, it } from "vitest";
import { newScope } from "../../tests/support/ledger-rows";
import { db } from "~/db/db.server";
import { nextDocumentNumber } from "./numbering.server";

describe("document numbering", () => {
  it("gives twenty concurrent transactions twenty distinct numbers without gaps, per organization and series", async () => {
    const [a, b] = [await newScope(), await newScope()];
    const database = await db();
    const take = (organizationId: string, series: "PR" | "PV") =>
      database.transaction().execute((trx) => nextDocumentNumber(trx, organizationId, series));
    const numbers = await Promise.all(Array.from({ length: 20 }, () => take(a.organizationId, "PR")));
    expect([...numbers].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await take(a.organizationId, "PV")).toBe(1);
    expect(await take(b.organizationId, "PR")).toBe(1);
  });

  it("gives a rolled-back number back", async () => {
    const { organizationId } = await newScope();
    const database = await db();
    await database.transaction().execute((trx) => nextDocumentNumber(trx, organizationId, "PR"));
    await expect(
      database.transaction().execute(async (trx) => {
        await nextDocumentNumber(trx, organizationId, "PR");
        throw new Error("form refused");
      }),
    ).rejects.toThrow("form refused");
    expect(await database.transaction().execute((trx) => nextDocumentNumber(trx, organizationId, "PR"))).toBe(2);
  });
});
