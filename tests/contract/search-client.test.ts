/** Contract of the search client (spec 7) against a remote stand-in and the built-in service. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSearchClient } from "~/clients/search-client.server";
import { HttpError } from "~/clients/transport.server";
import { db } from "~/db/db.server";
import { accessTokenFor } from "../support/auth-requests";
import { startStandIn, type StandIn } from "../support/stand-in-server";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

describe("search client", () => {
  it("sends query, page and perPage with the Bearer token and tenant, and reads data", async () => {
    const page = { data: [], pagination: { page: 2, perPage: 10, total: 11, totalPages: 2 } };
    standIn.received = [];
    standIn.respond = () => ({ status: 200, body: { data: page } });
    const client = createSearchClient({ baseUrl: standIn.url, token: "t.o.k", tenantId: "org-1" });
    expect(await client.users({ query: "ana sil", page: 2, perPage: 10 })).toEqual(page);
    const [request] = standIn.received;
    expect(request!.path).toBe("/api/search/users?query=ana+sil&page=2&perPage=10");
    expect(request!.headers.authorization).toBe("Bearer t.o.k");
    expect(request!.headers["x-tenantid"]).toBe("org-1");
  });

  it("passes other failures to the caller", async () => {
    standIn.respond = () => ({ status: 400, body: { Data: { Message: "A busca precisa de pelo menos 2 caracteres." } } });
    const error = await createSearchClient({ baseUrl: standIn.url })
      .users({ query: "a" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).serverMessage).toBe("A busca precisa de pelo menos 2 caracteres.");
  });

  it("finds a demo member through the built-in service", async () => {
    const eleve = await (
      await db()
    )
      .selectFrom("organizations")
      .select("id")
      .where("slug", "=", "eleve")
      .executeTakeFirstOrThrow();
    const client = createSearchClient({ token: await accessTokenFor("usuario-eleve"), tenantId: eleve.id });
    const page = await client.users({ query: "rafa" });
    expect(page.data.map((user) => user.username)).toEqual(["admin.eleve"]);
    expect(page.data[0]!.highlights.displayName).toEqual([
      { text: "Rafael", marked: true },
      { text: " Antunes", marked: false },
    ]);
  });
});
