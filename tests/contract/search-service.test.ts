/**
 * Contract of the built-in search service (spec 7): accents and
 * case, prefixes, ranking, pagination, tenant isolation, HTML in bios, the
 * 2-character minimum, and the index following profile changes.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { handleSearchRequest } from "~/services/search/handle.server";
import { accessTokenFor } from "../support/auth-requests";
import { createUser } from "../support/factories";
import { insertProfile } from "../support/social-rows";

let token: string;
let eleve: string;
let labfeelings: string;

/** A member of the organization (role Usuario) with a profile named `displayName`; their ids and username. */
async function addMember(
  organizationId: string,
  displayName: string,
  extra: { bio?: string; location?: string; username?: string } = {},
) {
  const id = randomUUID();
  const username = extra.username ?? `m${id.slice(0, 8)}`;
  await createUser({
    id,
    username,
    email: `${username}@exemplo.com`,
    givenName: displayName,
    familyName: "",
    memberships: [{ organizationId, primary: true }],
  });
  const profile = await insertProfile(id, displayName, { username, bio: extra.bio, location: extra.location });
  return { userId: id, profileId: profile.id, username };
}

function search(params: Record<string, string>, tenantId = eleve, bearer: string | null = token) {
  const headers: Record<string, string> = { "X-TenantId": tenantId };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return handleSearchRequest(new Request(`http://search.test/api/search/users?${new URLSearchParams(params)}`, { headers }));
}

async function names(query: string, extra: Record<string, string> = {}) {
  const response = await search({ query, ...extra });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { data: Array<{ displayName: string }> } };
  return body.data.data.map((user) => user.displayName);
}

beforeAll(async () => {
  const database = await db();
  const orgs = await database.selectFrom("organizations").select(["id", "slug"]).execute();
  eleve = orgs.find((o) => o.slug === "eleve")!.id;
  labfeelings = orgs.find((o) => o.slug === "labfeelings")!.id;
  token = await accessTokenFor("admin-eleve");
  await addMember(eleve, "João Conceição", { bio: "Cuida do atendimento", location: "Natal, RN" });
  await addMember(eleve, "Ana da Silva", { location: "Recife, PE" });
  await addMember(eleve, "Anabela Souza");
  await addMember(eleve, "Bruno Tavares", { bio: "Trabalha com a Ana em vendas" });
  await addMember(eleve, "Carla Dias", { bio: 'Fã de <b>HTML</b> & <script>alert("oi")</script>' });
  await addMember(labfeelings, "Ana Externa");
});

describe("GET /api/search/users", () => {
  it("ignores case and accents", async () => {
    expect(await names("joao")).toEqual(["João Conceição"]);
    expect(await names("CONCEICAO")).toEqual(["João Conceição"]);
    expect(await names("conceição")).toEqual(["João Conceição"]);
  });

  it("treats every word as a prefix", async () => {
    expect(await names("ana sil")).toEqual(["Ana da Silva"]);
    expect(await names("jo con")).toEqual(["João Conceição"]);
  });

  it("ranks name matches above bio and location, then by display name", async () => {
    expect(await names("ana")).toEqual(["Ana da Silva", "Anabela Souza", "Bruno Tavares"]);
    expect(await names("natal")).toEqual(["João Conceição"]);
  });

  it("answers the spec shape with highlights that keep HTML as text", async () => {
    const response = await search({ query: "html" });
    const body = (await response.json()) as { data: { data: any[]; pagination: any } };
    expect(body.data.pagination).toEqual({ page: 1, perPage: 20, total: 1, totalPages: 1, capped: false });
    const [carla] = body.data.data;
    expect(carla).toMatchObject({
      displayName: "Carla Dias",
      bio: 'Fã de <b>HTML</b> & <script>alert("oi")</script>',
      avatarUrl: null,
    });
    expect(carla.highlights).toEqual({
      displayName: null,
      username: null,
      bio: "Fã de &lt;b&gt;<mark>HTML</mark>&lt;/b&gt; &amp; &lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt;",
      location: null,
    });
  });

  it("pages results: perPage default 20, at most 50", async () => {
    for (let i = 0; i < 23; i++) await addMember(eleve, `Zeca Pagina ${String(i).padStart(2, "0")}`);
    const first = (await (await search({ query: "zeca" })).json()) as any;
    expect(first.data.pagination).toMatchObject({ page: 1, perPage: 20, total: 23, totalPages: 2 });
    expect(first.data.data).toHaveLength(20);
    const second = (await (await search({ query: "zeca", page: "2" })).json()) as any;
    expect(second.data.data.map((u: any) => u.displayName)).toEqual(["Zeca Pagina 20", "Zeca Pagina 21", "Zeca Pagina 22"]);
    const wide = (await (await search({ query: "zeca", perPage: "500" })).json()) as any;
    expect(wide.data.pagination.perPage).toBe(50);
    expect(wide.data.data).toHaveLength(23);
    const beyond = (await (await search({ query: "zeca", page: "9" })).json()) as any;
    expect(beyond.data.data).toEqual([]);
  });

  it("finds only members of the tenant, and only for a tenant of the token", async () => {
    expect(await names("externa")).toEqual([]);
    const foreign = await search({ query: "ana" }, labfeelings);
    expect(foreign.status).toBe(403);
    const labToken = await accessTokenFor("admin-labfeelings");
    const inLab = (await (await search({ query: "ana" }, labfeelings, labToken)).json()) as any;
    expect(inLab.data.data.map((u: any) => u.displayName)).toEqual(["Ana Externa"]);
  });

  it("does not find disabled or blocked accounts", async () => {
    expect(await names("otavio")).toEqual([]);
    expect(await names("silvia")).toEqual([]);
  });

  it.each([["a"], [" a "], [""]])("answers 400 for the query %j", async (query) => {
    const response = await search({ query });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).Data.Message).toBe("A busca precisa de pelo menos 2 caracteres.");
  });

  it("answers 401 without a token and 400 for a bad page", async () => {
    expect((await search({ query: "ana" }, eleve, null)).status).toBe(401);
    expect((await search({ query: "ana", page: "0" })).status).toBe(400);
    expect((await search({ query: "ana", page: "x" })).status).toBe(400);
  });

  it("follows profile changes in the same transaction", async () => {
    const member = await addMember(eleve, "Helena Antiga");
    expect(await names("antiga")).toEqual(["Helena Antiga"]);
    const database = await db();
    await database.updateTable("profiles").set({ display_name: "Helena Nova" }).where("id", "=", member.profileId).execute();
    expect(await names("antiga")).toEqual([]);
    expect(await names("nova")).toEqual(["Helena Nova"]);
    await database.deleteFrom("profiles").where("id", "=", member.profileId).execute();
    expect(await names("nova")).toEqual([]);
  });
});
