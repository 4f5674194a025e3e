/**
 * Contract of the built-in search service (spec 7): accents and
 * case, prefixes, typos, ranking, pagination, tenant isolation, HTML in
 * bios, the 2-character minimum, and the index following profile changes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { handleSearchRequest } from "~/services/search/handle.server";
import { accessTokenFor } from "../support/auth-requests";
import { addMembership } from "../support/factories";
import { addSearchMember as addMember } from "../support/social-rows";

let token: string;
let eleve: string;
let labfeelings: string;

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
  await addMember(eleve, "João Silva");
  await addMember(eleve, "Maria Sousa");
  await addMember(labfeelings, "Ana Externa");
});

describe("GET /api/search/users", () => {
  it("ignores case and accents", async () => {
    expect(await names("joao")).toEqual(["João Conceição", "João Silva"]);
    expect(await names("CONCEICAO")).toEqual(["João Conceição"]);
    expect(await names("conceição")).toEqual(["João Conceição"]);
  });

  it("treats every word as a prefix", async () => {
    expect(await names("ana sil")).toEqual(["Ana da Silva"]);
    expect(await names("jo con")).toEqual(["João Conceição"]);
  });

  it("forgives one wrong, missing, extra or swapped letter in a word of 4 to 7 letters, never the first, none in a shorter one", async () => {
    expect(await names("joao silvs")).toEqual(["João Silva"]);
    expect(await names("mraia")).toEqual(["Maria Sousa"]);
    expect(await names("jaoo silva")).toEqual(["João Silva"]);
    expect(await names("naria")).toEqual([]);
    expect(await names("jao silva")).toEqual([]);
  });

  it("marks the corrected words", async () => {
    const body = (await (await search({ query: "joao silvs" })).json()) as any;
    expect(body.data.data[0].highlights.displayName).toBe("<mark>João</mark> <mark>Silva</mark>");
  });

  it("ranks exact and prefix matches above corrected ones, and corrects only when they fill less than a page", async () => {
    expect(await names("souza")).toEqual(["Anabela Souza", "Maria Sousa"]);
    expect(await names("souza", { perPage: "1" })).toEqual(["Anabela Souza"]);
    const onePage = (await (await search({ query: "souza", perPage: "1" })).json()) as any;
    expect(onePage.data.pagination.total).toBe(1);
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
    expect(await names("externs")).toEqual([]);
    const foreign = await search({ query: "ana" }, labfeelings);
    expect(foreign.status).toBe(403);
    const labToken = await accessTokenFor("admin-labfeelings");
    const inLab = (await (await search({ query: "ana" }, labfeelings, labToken)).json()) as any;
    expect(inLab.data.data.map((u: any) => u.displayName)).toEqual(["Ana Externa"]);
    const typoInLab = (await (await search({ query: "externs" }, labfeelings, labToken)).json()) as any;
    expect(typoInLab.data.data.map((u: any) => u.displayName)).toEqual(["Ana Externa"]);
  });

  it("does not find disabled or blocked accounts", async () => {
    expect(await names("otavio")).toEqual([]);
    expect(await names("queiroz")).toEqual([]);
    // 'silvia' is one letter from Silva: never the disabled Sílvia Queiroz.
    expect(await names("silvia")).toEqual(["Ana da Silva", "João Silva"]);
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
    await database
      .updateTable("profiles")
      .set({ display_name: "Helena Nova", sort_name: "helena nova" })
      .where("id", "=", member.profileId)
      .execute();
    expect(await names("antiga")).toEqual([]);
    expect(await names("antigs")).toEqual([]);
    expect(await names("nova")).toEqual(["Helena Nova"]);
    expect(await names("helena novs")).toEqual(["Helena Nova"]);
    await database.deleteFrom("profiles").where("id", "=", member.profileId).execute();
    expect(await names("nova")).toEqual([]);
  });

  it("follows the membership and the account: disabled, blocked, removed or added, found only while active", async () => {
    const member = await addMember(eleve, "Teodora Mutável");
    const database = await db();
    const membership = () =>
      database.updateTable("memberships").where("user_id", "=", member.userId).where("organization_id", "=", eleve);
    const account = () => database.updateTable("users").where("id", "=", member.userId);
    expect(await names("teodora")).toEqual(["Teodora Mutável"]);

    await membership().set({ status: "disabled" }).execute();
    expect(await names("teodora")).toEqual([]);
    await membership().set({ status: "active" }).execute();
    expect(await names("teodora")).toEqual(["Teodora Mutável"]);

    await account().set({ blocked_at: new Date().toISOString() }).execute();
    expect(await names("teodora")).toEqual([]);
    await account().set({ blocked_at: null }).execute();
    await account().set({ is_active: 0 }).execute();
    expect(await names("teodors")).toEqual([]);
    await account().set({ is_active: 1 }).execute();
    expect(await names("teodors")).toEqual(["Teodora Mutável"]);

    await database.deleteFrom("memberships").where("user_id", "=", member.userId).where("organization_id", "=", eleve).execute();
    expect(await names("teodora")).toEqual([]);
    await addMembership(member.userId, { organizationId: eleve, primary: true });
    expect(await names("teodora")).toEqual(["Teodora Mutável"]);
  });
});
