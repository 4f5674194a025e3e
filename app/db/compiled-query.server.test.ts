import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-query.server";
import { database } from "./db.server";

describe("compiledOnce", () => {
  it("answers each call with its own arguments, in any position, beside the query's own values", async () => {
    const { db } = await database();
    const pair = compiledOnce((db, first: string, second: string) =>
      db.selectNoFrom((eb) => [eb.val(second).as("b"), eb.val(first).as("a"), eb.val("fixo").as("fixed")]),
    );
    expect(await pair(db, "um", "dois")).toEqual([{ b: "dois", a: "um", fixed: "fixo" }]);
    expect(await pair(db, "três", "quatro")).toEqual([{ b: "quatro", a: "três", fixed: "fixo" }]);
  });

  it("refuses a query where an argument is not a bound value of its own", async () => {
    const { db } = await database();
    const pattern = compiledOnce((db, text: string) => db.selectNoFrom(sql<string>`${"%" + text + "%"}`.as("pattern")));
    await expect(pattern(db, "x")).rejects.toThrow(/not a bound parameter/);
  });
});
