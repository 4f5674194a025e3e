/**
 * Contract of the built-in profiles service (spec 7, base /api/profiles;
 * docs/profiles-api.md): every endpoint's statuses for JSON
 * bodies, the field rules, tenant isolation and who may write whose
 * profile, on the database of this run (SQLite or PostgreSQL).
 *
 * The describes run in order on one database: the read-only ones first
 * (members lists count the seeded profiles), the ones that change seeded
 * profiles last. Tests that need an account without a profile add one.
 */
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import {
  as,
  AVATAR_URL,
  dataOf,
  failureOf,
  newAccount,
  fetchStored,
  profileRow,
  profileRowOfAccount,
  send,
  storedFiles,
  storedPathOf,
  tokenOf,
  userIdOf,
} from "../support/profiles-requests";
import { organizationIdOf } from "../support/factories";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const NOBODY = "00000000-0000-4000-8000-000000000000";
const NOT_FOUND = { status: 404, error: "not_found", message: "Perfil não encontrado." };
const NO_RESOURCE = { status: 404, error: "not_found", message: "Recurso não encontrado." };
const FORBIDDEN_WRITE = { status: 403, error: "access_denied", message: "Você só pode alterar o seu próprio perfil." };

let eleve: string;
let labfeelings: string;
beforeAll(async () => {
  [eleve, labfeelings] = (await Promise.all(["eleve", "labfeelings"].map(organizationIdOf))) as [string, string];
});

/** The id of a seeded (or created) profile, by profile user name. */
async function idOf(username: string) {
  const row = await profileRow(username);
  if (!row) throw new Error(`no profile ${username}`);
  return row.id;
}

describe("who may call", () => {
  it("answers 401 without a token, with a bad one or another scheme, on every endpoint", async () => {
    const good = await tokenOf("usuario-eleve");
    const other = await tokenOf("admin-eleve");
    const [header, payload] = good.split(".");
    const spliced = `${header}.${payload}.${other.split(".")[2]}`;
    const forged = await new SignJWT({ sub: await userIdOf("usuario-eleve") })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("uma-chave-qualquer-de-32-caracteres!!"));
    const endpoints: Array<[string, string]> = [
      ["GET", ""],
      ["POST", ""],
      ["DELETE", ""],
      ["GET", "/simple"],
      ["GET", "/members"],
      ["POST", "/with-avatar"],
      ["GET", "/username/usuario.eleve"],
      ["PUT", "/preferences"],
      ["GET", `/${NOBODY}`],
    ];
    for (const token of [null, "nao-e-um-token", spliced, forged]) {
      for (const [method, path] of endpoints) {
        const response = await send({ token, tenantId: eleve }, method, path);
        expect(response.status, `${method} ${path} with ${token}`).toBe(401);
        expect(response.headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
        expect(await failureOf(response)).toEqual({
          status: 401,
          error: "invalid_token",
          message: "Token de acesso inválido ou ausente.",
        });
      }
    }
    const basic = await send({ token: null, tenantId: eleve }, "GET", "", undefined, { Authorization: `Basic ${good}` });
    expect(basic.status).toBe(401);
  });

  it("answers 401 for the token of an account blocked or disabled after signing in", async () => {
    const blocked = await newAccount();
    const disabled = await newAccount();
    expect((await send(blocked.who, "GET", "/members")).status).toBe(200);
    const database = await db();
    await database
      .updateTable("users")
      .set({ blocked_at: new Date().toISOString() })
      .where("username", "=", blocked.name)
      .execute();
    await database.updateTable("users").set({ is_active: 0 }).where("username", "=", disabled.name).execute();
    for (const { who } of [blocked, disabled]) {
      expect(await failureOf(await send(who, "GET", "/members"))).toMatchObject({ status: 401, error: "invalid_token" });
    }
  });

  it("answers 400 without X-TenantId", async () => {
    const token = await tokenOf("usuario-eleve");
    for (const [method, path] of [
      ["GET", ""],
      ["GET", "/members"],
      ["PUT", ""],
    ] as const) {
      expect(await failureOf(await send({ token, tenantId: null }, method, path))).toEqual({
        status: 400,
        error: "invalid_request",
        message: "Informe a organização no cabeçalho X-TenantId.",
      });
    }
  });

  it("answers 403 for an organization the caller is not in (another tenant's id, an unknown id, a slug)", async () => {
    const token = await tokenOf("usuario-eleve");
    for (const tenantId of [labfeelings, NOBODY, "eleve"]) {
      for (const [method, path] of [
        ["GET", ""],
        ["GET", "/members"],
        ["GET", "/username/usuario.labfeelings"],
      ] as const) {
        expect(await failureOf(await send({ token, tenantId }, method, path))).toEqual({
          status: 403,
          error: "access_denied",
          message: "Você não participa desta organização.",
        });
      }
    }
  });

  it("takes the organization ids of the token's organizations claim", async () => {
    const token = await tokenOf("multi");
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      organizations: Array<{ id: string; name: string }>;
    };
    expect(claims.organizations.map((o) => [o.name, o.id])).toEqual([
      ["eleve", eleve],
      ["labfeelings", labfeelings],
    ]);
    for (const { id } of claims.organizations) {
      expect((await dataOf(await send({ token, tenantId: id }, "GET"))).username).toBe("multi");
    }
  });

  it.each([
    ["PATCH", "", "GET, POST, PUT, DELETE"],
    ["POST", "/simple", "GET"],
    ["DELETE", "/members", "GET"],
    ["GET", "/with-avatar", "POST, PUT"],
    ["DELETE", "/with-avatar", "POST, PUT"],
    ["PUT", "/username/admin.eleve", "GET"],
    ["DELETE", "/username/admin.eleve", "GET"],
    ["GET", "/preferences", "PUT"],
    ["POST", "/preferences", "PUT"],
    ["PUT", "/preferences/{admin}", "GET"],
    ["PATCH", "/{admin}", "GET, PUT, DELETE"],
    ["POST", "/{admin}", "GET, PUT, DELETE"],
    ["PUT", "/{admin}/simple", "GET"],
    ["DELETE", "/{admin}/simple", "GET"],
  ])("answers 405 to %s %s, allowing %s", async (method, template, allow) => {
    const path = template.replace("{admin}", await idOf("admin.eleve"));
    const before = await profileRow("admin.eleve");
    const response = await send(await as("admin-eleve", "eleve"), method, path);
    expect(response.headers.get("Allow")).toBe(allow);
    expect(await failureOf(response)).toEqual({ status: 405, error: "method_not_allowed", message: "Método não permitido." });
    expect(await profileRow("admin.eleve")).toEqual(before);
  });

  it("answers 404 for a path that is no endpoint", async () => {
    const who = await as("usuario-eleve", "eleve");
    for (const path of [
      "/nada",
      "/username",
      "/username/admin.eleve/mais",
      "/members/2",
      "/simple/x",
      `/${NOBODY}/outra`,
      "/with-avatar/x",
    ]) {
      expect(await failureOf(await send(who, "GET", path)), path).toEqual(NO_RESOURCE);
    }
  });
});

describe("GET own profile and /simple", () => {
  it("answers the caller's profile in data", async () => {
    const response = await send(await as("usuario-eleve", "eleve"), "GET");
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(await dataOf(response)).toEqual({
      id: expect.stringMatching(UUID),
      userId: await userIdOf("usuario-eleve"),
      username: "usuario.eleve",
      displayName: "Beatriz Carvalho",
      bio: expect.any(String),
      location: expect.any(String),
      website: null,
      avatarUrl: expect.stringMatching(AVATAR_URL),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
  });

  it("answers the same own profile whichever of the caller's organizations is the tenant", async () => {
    const inEleve = await dataOf(await send(await as("multi", "eleve"), "GET"));
    const inLab = await dataOf(await send(await as("multi", "labfeelings"), "GET"));
    expect(inLab).toEqual(inEleve);
    expect(inEleve.username).toBe("multi");
  });

  it("GET /simple answers id, username, displayName and avatarUrl only", async () => {
    const who = await as("admin-eleve", "eleve");
    const full = await dataOf(await send(who, "GET"));
    expect(await dataOf(await send(who, "GET", "/simple"))).toEqual({
      id: full.id,
      username: "admin.eleve",
      displayName: "Rafael Antunes",
      avatarUrl: full.avatarUrl,
    });
  });

  it("answers 404 to GET, GET /simple, PUT, DELETE and PUT /preferences for a caller without a profile", async () => {
    const { who } = await newAccount();
    const valid = { json: { username: "sem.perfil", displayName: "Sem Perfil" } };
    expect(await failureOf(await send(who, "GET"))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "GET", "/simple"))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "PUT", "", valid))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "DELETE"))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "PUT", "/preferences", { json: { layout: { theme: "teal" } } }))).toEqual(NOT_FOUND);
    expect(await profileRow("sem.perfil")).toBeUndefined();
  });
});

// Before any test below adds a profile: these lists count the seeded ones.
describe("GET /members", () => {
  const ELEVE_BY_NAME = ["usuario.eleve", "bloqueado.eleve", "multi", "admin.eleve", "desabilitado.eleve"];

  it("lists the tenant's members that have a profile, by display name, in data.data and data.pagination", async () => {
    const page = await dataOf(await send(await as("usuario-eleve", "eleve"), "GET", "/members"));
    expect(page.pagination).toEqual({ page: 1, perPage: 20, total: 5, totalPages: 1 });
    expect(page.data.map((p: { username: string }) => p.username)).toEqual(ELEVE_BY_NAME);
    const beatriz = await profileRow("usuario.eleve");
    expect(page.data[0]).toEqual({
      id: beatriz!.id,
      username: "usuario.eleve",
      displayName: "Beatriz Carvalho",
      avatarUrl: beatriz!.avatar_url,
      bio: beatriz!.bio,
      location: beatriz!.location,
    });
  });

  it("lists only members of the tenant: labfeelings for multi there, never eleve's", async () => {
    const page = await dataOf(await send(await as("multi", "labfeelings"), "GET", "/members"));
    expect(page.data.map((p: { username: string }) => p.username)).toEqual(["usuario.labfeelings", "admin.labfeelings", "multi"]);
    expect(page.pagination).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1 });
  });

  it("leaves out a member without a profile", async () => {
    const page = await dataOf(await send(await as("admin-manager", "manager"), "GET", "/members"));
    expect(page.data.map((p: { username: string }) => p.username)).toEqual(["admin.manager"]);
    expect(page.pagination.total).toBe(1);
  });

  it("pages with page and perPage", async () => {
    const who = await as("admin-eleve", "eleve");
    const pageAt = async (query: string) => dataOf(await send(who, "GET", `/members?${query}`));
    const names = (page: { data: Array<{ username: string }> }) => page.data.map((p) => p.username);

    const first = await pageAt("page=1&perPage=2");
    expect(names(first)).toEqual(ELEVE_BY_NAME.slice(0, 2));
    expect(first.pagination).toEqual({ page: 1, perPage: 2, total: 5, totalPages: 3 });
    expect(names(await pageAt("page=2&perPage=2"))).toEqual(ELEVE_BY_NAME.slice(2, 4));
    const last = await pageAt("page=3&perPage=2");
    expect(names(last)).toEqual(ELEVE_BY_NAME.slice(4));
    expect(last.pagination).toEqual({ page: 3, perPage: 2, total: 5, totalPages: 3 });
    const beyond = await pageAt("page=4&perPage=2");
    expect(beyond).toEqual({ data: [], pagination: { page: 4, perPage: 2, total: 5, totalPages: 3 } });
  });

  it("caps perPage at 50 and reads a missing or bad page as 1", async () => {
    const who = await as("admin-eleve", "eleve");
    expect((await dataOf(await send(who, "GET", "/members?perPage=500"))).pagination).toEqual({
      page: 1,
      perPage: 50,
      total: 5,
      totalPages: 1,
    });
    for (const query of ["page=0", "page=-3", "page=abc", ""]) {
      const page = await dataOf(await send(who, "GET", `/members?${query}`));
      expect(page.pagination, query).toEqual({ page: 1, perPage: 20, total: 5, totalPages: 1 });
      expect(page.data).toHaveLength(5);
    }
  });
});

describe("POST / (create from JSON)", () => {
  it("creates the caller's profile with 201, trimming the fields and lower-casing the user name", async () => {
    const who = await as("usuario-manager", "manager");
    expect((await send(who, "GET")).status).toBe(404);
    const response = await send(who, "POST", "", {
      json: {
        username: "  Gustavo.Pires_2 ",
        displayName: " Gustavo Pires ",
        bio: " Olá ",
        location: "",
        website: "https://gustavo.dev",
      },
    });
    const created = await dataOf(response, 201);
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      userId: await userIdOf("usuario-manager"),
      username: "gustavo.pires_2",
      displayName: "Gustavo Pires",
      bio: "Olá",
      location: null,
      website: "https://gustavo.dev",
      avatarUrl: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    expect(await dataOf(await send(who, "GET"))).toEqual(created);
    expect(await dataOf(await send(await as("admin-manager", "manager"), "GET", "/username/Gustavo.Pires_2"))).toEqual(created);
    const members = await dataOf(await send(await as("admin-manager", "manager"), "GET", "/members"));
    expect(members.data.map((p: { username: string }) => p.username)).toEqual(["gustavo.pires_2", "admin.manager"]);
  });

  it("answers 409 profile_exists when the caller already has one, changing nothing", async () => {
    const before = await profileRowOfAccount("admin-eleve");
    const response = await send(await as("admin-eleve", "eleve"), "POST", "", {
      json: { username: "outro.nome", displayName: "Outro" },
    });
    expect(await failureOf(response)).toEqual({ status: 409, error: "profile_exists", message: "Você já tem um perfil." });
    expect(await profileRowOfAccount("admin-eleve")).toEqual(before);
    expect(await profileRow("outro.nome")).toBeUndefined();
  });

  it("answers 409 username_taken for a user name another profile has, in any tenant and any case", async () => {
    const { name, who } = await newAccount("eleve");
    for (const username of ["admin.eleve", "ADMIN.Eleve", " usuario.labfeelings "]) {
      const response = await send(who, "POST", "", { json: { username, displayName: "Alguém" } });
      expect(await failureOf(response), username).toEqual({
        status: 409,
        error: "username_taken",
        message: "Nome de usuário já está em uso.",
      });
    }
    expect(await profileRowOfAccount(name)).toBeUndefined();
  });

  /** The status of a call, 500 for a handler that throws (what the server would answer), with the error noted. */
  const statusOf = (response: Promise<Response>, errors: string[]) =>
    response.then(
      (r) => r.status,
      (error: unknown) => {
        errors.push(String(error));
        return 500;
      },
    );

  it("answers one 201 and one 409 to two simultaneous creates of the same user name, never a server error", async () => {
    const errors: string[] = [];
    const accounts = [await newAccount(), await newAccount()];
    const statuses = await Promise.all(
      accounts.map(({ who }) =>
        statusOf(send(who, "POST", "", { json: { username: "ao.mesmo.tempo", displayName: "Corrida" } }), errors),
      ),
    );
    expect({ statuses: statuses.sort(), errors }).toEqual({ statuses: [201, 409], errors: [] });
  });

  it("answers one 201 and one 409 to a double submit of the create (one profile per person), never a server error", async () => {
    const errors: string[] = [];
    const { name, who } = await newAccount();
    const statuses = await Promise.all(
      ["clique.um", "clique.dois"].map((username) =>
        statusOf(send(who, "POST", "", { json: { username, displayName: "Clique" } }), errors),
      ),
    );
    expect({ statuses: statuses.sort(), errors }).toEqual({ statuses: [201, 409], errors: [] });
    expect(await profileRowOfAccount(name)).toBeDefined();
  });

  it.each([
    [{ username: undefined }, "Escolha um nome de usuário."],
    [{ username: 42 }, "Escolha um nome de usuário."],
    [{ username: "ab" }, "O nome de usuário deve ter pelo menos 3 caracteres."],
    [{ username: "  ab  " }, "O nome de usuário deve ter pelo menos 3 caracteres."],
    [{ username: "a".repeat(31) }, "O nome de usuário deve ter no máximo 30 caracteres."],
    [{ username: "ana silva" }, "Use apenas letras sem acento, números, ponto ou sublinhado."],
    [{ username: "joão" }, "Use apenas letras sem acento, números, ponto ou sublinhado."],
    [{ username: "ana-silva" }, "Use apenas letras sem acento, números, ponto ou sublinhado."],
    [{ username: "ana@silva" }, "Use apenas letras sem acento, números, ponto ou sublinhado."],
    [{ displayName: undefined }, "Informe o nome de exibição."],
    [{ displayName: "   " }, "Informe o nome de exibição."],
    [{ displayName: "x".repeat(81) }, "O nome de exibição deve ter no máximo 80 caracteres."],
    [{ bio: "b".repeat(501) }, "A bio deve ter no máximo 500 caracteres."],
    [{ location: "l".repeat(101) }, "A localização deve ter no máximo 100 caracteres."],
    [{ website: "www.ana.dev" }, "Informe um endereço que comece com http:// ou https://."],
    [{ website: "ftp://ana.dev" }, "Informe um endereço que comece com http:// ou https://."],
    [{ website: "javascript:alert(1)" }, "Informe um endereço que comece com http:// ou https://."],
    [{ website: "https://" }, "Informe um endereço que comece com http:// ou https://."],
    [{ website: `https://${"a".repeat(190)}.dev` }, "O site deve ter no máximo 200 caracteres."],
  ])("answers 400 for %o with its message, creating nothing", async (change, message) => {
    const { name, who } = await newAccount();
    const response = await send(who, "POST", "", {
      json: { username: `perfil.${name.slice("contrato-".length)}`, displayName: "Nome Válido", ...change },
    });
    expect(await failureOf(response)).toEqual({ status: 400, error: "invalid_request", message });
    expect(await profileRowOfAccount(name)).toBeUndefined();
  });

  it("accepts every field at its limit", async () => {
    const { who } = await newAccount();
    const fields = {
      username: `a_9.${"z".repeat(26)}`,
      displayName: "D".repeat(80),
      bio: "b".repeat(500),
      location: "l".repeat(100),
      website: `http://${"w".repeat(189)}.dev`,
    };
    expect(fields.username).toHaveLength(30);
    expect(fields.website).toHaveLength(200);
    expect(await dataOf(await send(who, "POST", "", { json: fields }), 201)).toMatchObject(fields);
    const short = await newAccount();
    expect((await dataOf(await send(short.who, "POST", "", { json: { username: "ABC", displayName: "A" } }), 201)).username).toBe(
      "abc",
    );
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const { name, who } = await newAccount();
    const bodies = [
      { raw: '{"username": "quebrado"', type: "application/json" },
      { raw: '["username", "lista"]', type: "application/json" },
      { raw: "null", type: "application/json" },
      { raw: "username=texto", type: "text/plain" },
      { raw: "username=sem.tipo" },
    ];
    for (const body of bodies) {
      expect(await failureOf(await send(who, "POST", "", body)), body.raw).toEqual({
        status: 400,
        error: "invalid_request",
        message: "Envie o perfil como JSON.",
      });
    }
    expect(await profileRowOfAccount(name)).toBeUndefined();
  });
});

describe("PUT / (update own from JSON)", () => {
  it("replaces the editable fields, keeps id, owner, creation and avatar", async () => {
    const who = await as("usuario-sereno", "sereno");
    const before = await dataOf(await send(who, "GET"));
    const response = await send(who, "PUT", "", {
      json: { username: "Caio.Nogueira", displayName: "Caio N.", website: "http://caio.example.org" },
    });
    const updated = await dataOf(response, 200);
    expect(updated).toEqual({
      ...before,
      username: "caio.nogueira",
      displayName: "Caio N.",
      bio: null,
      location: null,
      website: "http://caio.example.org",
      updatedAt: expect.stringMatching(ISO),
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await dataOf(await send(who, "GET"))).toEqual(updated);
    expect(before.avatarUrl).toMatch(AVATAR_URL);
    expect((await fetchStored(updated.avatarUrl)).status).toBe(200);
  });

  it("keeps the caller's own user name without calling it taken", async () => {
    const who = await as("usuario-sereno", "sereno");
    const response = await send(who, "PUT", "", {
      json: { username: "CAIO.NOGUEIRA", displayName: "Caio Nogueira", bio: "Nova bio" },
    });
    expect(await dataOf(response)).toMatchObject({ username: "caio.nogueira", displayName: "Caio Nogueira", bio: "Nova bio" });
  });

  it("answers 409 username_taken for another profile's user name and 400 for a broken rule, changing nothing", async () => {
    const who = await as("usuario-sereno", "sereno");
    const before = await profileRowOfAccount("usuario-sereno");
    expect(await failureOf(await send(who, "PUT", "", { json: { username: "usuario.eleve", displayName: "X" } }))).toEqual({
      status: 409,
      error: "username_taken",
      message: "Nome de usuário já está em uso.",
    });
    expect(
      await failureOf(
        await send(who, "PUT", "", { json: { username: "caio.nogueira", displayName: "X", bio: "b".repeat(501) } }),
      ),
    ).toEqual({
      status: 400,
      error: "invalid_request",
      message: "A bio deve ter no máximo 500 caracteres.",
    });
    expect(await failureOf(await send(who, "PUT", "", { raw: "nada", type: "text/plain" }))).toMatchObject({ status: 400 });
    expect(await profileRowOfAccount("usuario-sereno")).toEqual(before);
  });
});

describe("DELETE / (own)", () => {
  it("removes the caller's profile and its avatar file with 204; then 404", async () => {
    const who = await as("admin-sereno", "sereno");
    const before = await profileRowOfAccount("admin-sereno");
    const avatar = before!.avatar_url!;
    expect(await storedFiles()).toContain(storedPathOf(avatar));

    const response = await send(who, "DELETE");
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await profileRowOfAccount("admin-sereno")).toBeUndefined();
    expect(await storedFiles()).not.toContain(storedPathOf(avatar));
    expect((await fetchStored(avatar)).status).toBe(404);
    expect(await failureOf(await send(who, "GET"))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "DELETE"))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(await as("usuario-sereno", "sereno"), "GET", "/username/admin.sereno"))).toEqual(NOT_FOUND);
  });

  it("frees the user name for someone else", async () => {
    const { who } = await newAccount("sereno");
    expect(
      (await dataOf(await send(who, "POST", "", { json: { username: "admin.sereno", displayName: "Nova" } }), 201)).username,
    ).toBe("admin.sereno");
  });
});

describe("GET /username/{username}", () => {
  it("answers a member's full profile, whatever the case of the name", async () => {
    const who = await as("usuario-eleve", "eleve");
    const own = await dataOf(await send(await as("admin-eleve", "eleve"), "GET"));
    expect(await dataOf(await send(who, "GET", "/username/admin.eleve"))).toEqual(own);
    expect(await dataOf(await send(who, "GET", "/username/ADMIN.Eleve"))).toEqual(own);
    expect(own.userId).toBe(await userIdOf("admin-eleve"));
  });

  it("answers 404 for an unknown user name and for a member of the tenant without a profile", async () => {
    expect(await failureOf(await send(await as("usuario-eleve", "eleve"), "GET", "/username/ninguem.aqui"))).toEqual(NOT_FOUND);
    const { name } = await newAccount("eleve");
    expect(await failureOf(await send(await as("usuario-eleve", "eleve"), "GET", `/username/${name}`))).toEqual(NOT_FOUND);
  });
});

describe("tenant isolation", () => {
  it("hides a labfeelings-only member's profile from a member of eleve: 404 by user name, id, simple and preferences", async () => {
    const who = await as("usuario-eleve", "eleve");
    const id = await idOf("usuario.labfeelings");
    expect(await failureOf(await send(who, "GET", "/username/usuario.labfeelings"))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "GET", `/${id}`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "GET", `/${id}/simple`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(await as("admin-eleve", "eleve"), "GET", `/preferences/${id}`))).toEqual(NOT_FOUND);
  });

  it("refuses labfeelings' id as X-TenantId for a member of eleve only (403)", async () => {
    const token = await tokenOf("usuario-eleve");
    const id = await idOf("usuario.labfeelings");
    for (const path of ["/username/usuario.labfeelings", `/${id}`, `/${id}/simple`, "/members", "/simple"]) {
      expect(await failureOf(await send({ token, tenantId: labfeelings }, "GET", path)), path).toMatchObject({
        status: 403,
        error: "access_denied",
      });
    }
  });

  it("shows a profile only through a tenant both people share (multi: in labfeelings yes, in eleve no)", async () => {
    const inLab = await send(await as("multi", "labfeelings"), "GET", "/username/usuario.labfeelings");
    expect((await dataOf(inLab)).displayName).toBe("João Araújo");
    expect(await failureOf(await send(await as("multi", "eleve"), "GET", "/username/usuario.labfeelings"))).toEqual(NOT_FOUND);
    expect((await dataOf(await send(await as("usuario-labfeelings", "labfeelings"), "GET", "/username/multi"))).username).toBe(
      "multi",
    );
    expect(await failureOf(await send(await as("usuario-labfeelings", "labfeelings"), "GET", "/username/usuario.eleve"))).toEqual(
      NOT_FOUND,
    );
  });

  it("gives an administrator of eleve no power over a labfeelings-only profile (404), changing nothing", async () => {
    const id = await idOf("usuario.labfeelings");
    const before = await profileRow("usuario.labfeelings");
    const who = await as("admin-eleve", "eleve");
    expect(await failureOf(await send(who, "PUT", `/${id}`, { json: { username: "tomado", displayName: "Tomado" } }))).toEqual(
      NOT_FOUND,
    );
    expect(await failureOf(await send(who, "DELETE", `/${id}`))).toEqual(NOT_FOUND);
    expect(await profileRow("usuario.labfeelings")).toEqual(before);
  });

  it("uses the role of the tenant in the header: multi, Admin of eleve but Usuario of labfeelings, cannot edit there (403)", async () => {
    const id = await idOf("usuario.labfeelings");
    const before = await profileRow("usuario.labfeelings");
    const who = await as("multi", "labfeelings");
    expect(
      await failureOf(await send(who, "PUT", `/${id}`, { json: { username: "usuario.labfeelings", displayName: "Mudado" } })),
    ).toEqual(FORBIDDEN_WRITE);
    expect(await failureOf(await send(who, "DELETE", `/${id}`))).toEqual(FORBIDDEN_WRITE);
    expect(await failureOf(await send(who, "GET", `/preferences/${id}`))).toMatchObject({ status: 403, error: "access_denied" });
    expect(await profileRow("usuario.labfeelings")).toEqual(before);
  });
});

describe("preferences", () => {
  it("starts empty, merges what is sent and answers the saved preferences", async () => {
    const who = await as("usuario-eleve", "eleve");
    const id = await idOf("usuario.eleve");
    expect(await dataOf(await send(who, "GET", `/preferences/${id}`))).toEqual({});

    const layout = {
      theme: "teal",
      scale: 14,
      menuMode: "static",
      colorScheme: "dim",
      inputStyle: "filled",
      ripple: true,
      menuTheme: "primaryColor",
    };
    expect(await dataOf(await send(who, "PUT", "/preferences", { json: { layout } }))).toEqual({ layout });
    const both = { layout, notifications: { email: false, messages: true } };
    expect(
      await dataOf(await send(who, "PUT", "/preferences", { json: { notifications: { email: false, messages: true } } })),
    ).toEqual(both);
    expect(await dataOf(await send(who, "PUT", "/preferences", { json: {} }))).toEqual(both);
    expect(await dataOf(await send(who, "GET", `/preferences/${id}`))).toEqual(both);
    // A profile write leaves the preferences alone.
    await dataOf(await send(who, "PUT", "", { json: { username: "usuario.eleve", displayName: "Beatriz Carvalho" } }));
    expect(await dataOf(await send(who, "GET", `/preferences/${id}`))).toEqual(both);
  });

  it("changes one layout setting without resetting the others (docs: each key optional, merged)", async () => {
    const who = await as("admin-labfeelings", "labfeelings");
    await dataOf(await send(who, "PUT", "/preferences", { json: { layout: { theme: "teal", scale: 14 } } }));
    const saved = await dataOf(await send(who, "PUT", "/preferences", { json: { layout: { colorScheme: "dark" } } }));
    expect(saved).toEqual({ layout: { theme: "teal", scale: 14, colorScheme: "dark" } });
  });

  it.each([
    [{ fonte: "grande" }],
    [{ layout: { theme: "red" } }],
    [{ layout: { scale: 20 } }],
    [{ layout: { scale: 11 } }],
    [{ layout: { scale: 13.5 } }],
    [{ layout: { menuMode: "lateral" } }],
    [{ layout: { ripple: "sim" } }],
    [{ layout: "dark" }],
    [{ notifications: { email: "sim" } }],
    [{ notifications: null }],
  ])("answers 400 for %o, keeping what was saved", async (preferences) => {
    const who = await as("usuario-eleve", "eleve");
    const before = (await profileRow("usuario.eleve"))!.preferences;
    expect(await failureOf(await send(who, "PUT", "/preferences", { json: preferences }))).toEqual({
      status: 400,
      error: "invalid_request",
      message: "Preferências inválidas.",
    });
    expect((await profileRow("usuario.eleve"))!.preferences).toBe(before);
  });

  it("answers 400 for an unknown key inside layout or notifications (docs: 400 for unknown keys), keeping what was saved", async () => {
    const who = await as("admin-labfeelings", "labfeelings");
    const before = (await profileRow("admin.labfeelings"))!.preferences;
    const statuses: number[] = [];
    for (const preferences of [{ layout: { fonte: "grande" } }, { notifications: { sms: true } }]) {
      statuses.push((await send(who, "PUT", "/preferences", { json: preferences })).status);
    }
    const after = (await profileRow("admin.labfeelings"))!.preferences;
    expect({ statuses, saved: JSON.parse(after ?? "{}") }).toEqual({ statuses: [400, 400], saved: JSON.parse(before ?? "{}") });
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    const who = await as("usuario-eleve", "eleve");
    for (const body of [
      { raw: "tema=teal", type: "text/plain" },
      { raw: "[1]", type: "application/json" },
      { raw: "{", type: "application/json" },
    ]) {
      expect(await failureOf(await send(who, "PUT", "/preferences", body))).toMatchObject({
        status: 400,
        message: "Preferências inválidas.",
      });
    }
  });

  it("lets a member read only their own (403 for another's), and an administrator of the tenant read a member's", async () => {
    const member = await as("usuario-eleve", "eleve");
    expect(await failureOf(await send(member, "GET", `/preferences/${await idOf("admin.eleve")}`))).toEqual({
      status: 403,
      error: "access_denied",
      message: "Você só pode ver as suas preferências.",
    });
    const saved = await dataOf(await send(member, "GET", `/preferences/${await idOf("usuario.eleve")}`));
    expect(saved.layout.theme).toBe("teal");
    for (const admin of [await as("admin-eleve", "eleve"), await as("multi", "eleve")]) {
      expect(await dataOf(await send(admin, "GET", `/preferences/${await idOf("usuario.eleve")}`))).toEqual(saved);
    }
    // An administrator's own preferences stay theirs.
    expect(
      await dataOf(await send(await as("admin-eleve", "eleve"), "GET", `/preferences/${await idOf("admin.eleve")}`)),
    ).toEqual({});
  });

  it("answers 404 for an unknown or malformed profile id", async () => {
    const who = await as("admin-eleve", "eleve");
    expect(await failureOf(await send(who, "GET", `/preferences/${NOBODY}`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "GET", "/preferences/nao-e-id"))).toEqual(NOT_FOUND);
  });
});

describe("legacy /{id} and /{id}/simple", () => {
  it("GET answers a member's profile and its simple form; 404 for an unknown id, another path for a malformed one", async () => {
    const who = await as("usuario-eleve", "eleve");
    const id = await idOf("admin.eleve");
    const full = await dataOf(await send(who, "GET", `/${id}`));
    expect(full).toEqual(await dataOf(await send(await as("admin-eleve", "eleve"), "GET")));
    expect(await dataOf(await send(who, "GET", `/${id}/simple`))).toEqual({
      id,
      username: "admin.eleve",
      displayName: "Rafael Antunes",
      avatarUrl: full.avatarUrl,
    });
    expect(await failureOf(await send(who, "GET", `/${NOBODY}`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "GET", `/${NOBODY}/simple`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(who, "GET", "/nao-e-um-id"))).toEqual(NO_RESOURCE);
  });

  it("lets a member update their own profile through its id", async () => {
    const who = await as("usuario-eleve", "eleve");
    const id = await idOf("usuario.eleve");
    const updated = await dataOf(
      await send(who, "PUT", `/${id}`, {
        json: { username: "usuario.eleve", displayName: "Beatriz C.", location: "Recife, PE" },
      }),
    );
    expect(updated).toMatchObject({
      id,
      username: "usuario.eleve",
      displayName: "Beatriz C.",
      location: "Recife, PE",
      bio: null,
    });
  });

  it("refuses a member editing or deleting another member's profile (403), changing nothing", async () => {
    const who = await as("usuario-eleve", "eleve");
    const id = await idOf("admin.eleve");
    const before = await profileRow("admin.eleve");
    expect(
      await failureOf(await send(who, "PUT", `/${id}`, { json: { username: "admin.eleve", displayName: "Invadido" } })),
    ).toEqual(FORBIDDEN_WRITE);
    expect(await failureOf(await send(who, "DELETE", `/${id}`))).toEqual(FORBIDDEN_WRITE);
    expect(await profileRow("admin.eleve")).toEqual(before);
    expect(await storedFiles()).toContain(storedPathOf(before!.avatar_url!));
  });

  it("answers 404 to PUT and DELETE of an unknown id", async () => {
    const who = await as("admin-eleve", "eleve");
    expect(await failureOf(await send(who, "PUT", `/${NOBODY}`, { json: { username: "qualquer", displayName: "Q" } }))).toEqual(
      NOT_FOUND,
    );
    expect(await failureOf(await send(who, "DELETE", `/${NOBODY}`))).toEqual(NOT_FOUND);
  });

  it("lets an Administrator (admin-eleve) or Admin (multi) of the tenant edit a member's profile, with the same rules", async () => {
    const id = await idOf("usuario.eleve");
    const owner = await userIdOf("usuario-eleve");
    const admin = await as("admin-eleve", "eleve");
    const edited = await dataOf(
      await send(admin, "PUT", `/${id}`, {
        json: { username: "Beatriz.Carvalho", displayName: "Beatriz (editada)", bio: "Pela administração" },
      }),
    );
    expect(edited).toMatchObject({
      id,
      userId: owner,
      username: "beatriz.carvalho",
      displayName: "Beatriz (editada)",
      bio: "Pela administração",
    });
    expect(await dataOf(await send(await as("usuario-eleve", "eleve"), "GET"))).toEqual(edited);
    // The administrator's own profile is untouched.
    expect((await dataOf(await send(admin, "GET"))).username).toBe("admin.eleve");

    expect(
      await failureOf(await send(admin, "PUT", `/${id}`, { json: { username: "admin.eleve", displayName: "X" } })),
    ).toMatchObject({
      status: 409,
      error: "username_taken",
    });
    expect(
      await failureOf(await send(admin, "PUT", `/${id}`, { json: { username: "ok.nome", displayName: "X", website: "site" } })),
    ).toEqual({
      status: 400,
      error: "invalid_request",
      message: "Informe um endereço que comece com http:// ou https://.",
    });

    const byMulti = await dataOf(
      await send(await as("multi", "eleve"), "PUT", `/${id}`, {
        json: { username: "beatriz.carvalho", displayName: "Beatriz (multi)" },
      }),
    );
    expect(byMulti).toMatchObject({ id, userId: owner, displayName: "Beatriz (multi)" });
  });

  it("lets an administrator of the tenant delete a member's profile and its avatar (204); then 404 everywhere", async () => {
    const id = await idOf("beatriz.carvalho");
    const avatar = (await profileRow("beatriz.carvalho"))!.avatar_url!;
    expect(avatar).toMatch(AVATAR_URL);
    const admin = await as("admin-eleve", "eleve");
    const response = await send(admin, "DELETE", `/${id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");

    expect(await failureOf(await send(admin, "GET", `/${id}`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(admin, "DELETE", `/${id}`))).toEqual(NOT_FOUND);
    expect(await failureOf(await send(await as("usuario-eleve", "eleve"), "GET"))).toEqual(NOT_FOUND);
    expect(await storedFiles()).not.toContain(storedPathOf(avatar));
    const members = await dataOf(await send(admin, "GET", "/members"));
    expect(members.data.map((p: { username: string }) => p.username)).not.toContain("beatriz.carvalho");
    expect(members.pagination.total).toBe(4);
    // The account itself stays: the member can create a new profile.
    expect(
      (await send(await as("usuario-eleve", "eleve"), "POST", "", { json: { username: "bia", displayName: "Bia" } })).status,
    ).toBe(201);
  });
});
