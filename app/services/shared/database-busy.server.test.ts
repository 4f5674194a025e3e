import { afterEach, describe, expect, it } from "vitest";
import { insertOrganization, scratchSqlite, type ScratchSqlite } from "../../../tests/support/sqlite-lock";
import { answeringDatabaseBusy, DATABASE_BUSY_MESSAGE } from "./database-busy.server";
import { json } from "./responses.server";

describe("answeringDatabaseBusy", () => {
  let scratch: ScratchSqlite | undefined;
  afterEach(() => scratch?.cleanup());

  it("answers 503 with Retry-After when the database stays locked through an endpoint's write", async () => {
    scratch = await scratchSqlite({ budgetMs: 30 });
    const { db } = scratch;
    const handler = answeringDatabaseBusy(async () => {
      await insertOrganization(db, "ocupado");
      return json({ data: "gravado" }, 201);
    });
    scratch.hold();
    const response = await handler(new Request("http://localhost/api/profiles", { method: "POST" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: "temporarily_unavailable",
      error_description: DATABASE_BUSY_MESSAGE,
      Data: { Message: DATABASE_BUSY_MESSAGE },
    });
    scratch.release();
    expect((await handler(new Request("http://localhost/api/profiles", { method: "POST" }))).status).toBe(201);
  });

  it("lets other errors through", async () => {
    const handler = answeringDatabaseBusy(async () => {
      throw new Error("outro erro");
    });
    await expect(handler(new Request("http://localhost/api/profiles"))).rejects.toThrow("outro erro");
  });
});
