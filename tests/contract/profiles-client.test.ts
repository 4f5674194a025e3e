/**
 * Contract of the profiles client (spec 7, 8): against the
 * built-in service in-process (404 of a lookup is null, every other
 * failure a ProfileServiceError with the spec 8 message), and against a
 * stand-in remote server on 127.0.0.1 (paths, Bearer token, X-TenantId,
 * and the session mapping of 401 and 5xx).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createProfilesClient, ProfileServiceError } from "~/clients/profiles-client.server";
import type { Preferences } from "~/config/profile-rules";
import {
  as,
  AVATAR_URL,
  avatarFile,
  imageBytes,
  newAccount,
  profileForm,
  profileRow,
  profileRowOfAccount,
  userIdOf,
} from "../support/profiles-requests";
import { organizationIdOf } from "../support/factories";
import { startStandIn, type StandIn } from "../support/stand-in-server";

const NOBODY = "00000000-0000-4000-8000-000000000000";

const clientOf = async (username: string, slug: string) => createProfilesClient(await as(username, slug));

/** What a call threw (fails the test when it resolved). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/** Checks a ProfileServiceError's fields and its exact spec 8 message. */
async function expectServiceError(promise: Promise<unknown>, operation: string, status: number, serverMessage: string) {
  const error = await thrown(promise);
  expect(error).toBeInstanceOf(ProfileServiceError);
  const failure = error as ProfileServiceError;
  expect(failure.message).toBe(`Erro na operação ${operation}: Status: ${status}, Mensagem: ${serverMessage}`);
  expect({
    name: failure.name,
    operation: failure.operation,
    status: failure.status,
    serverMessage: failure.serverMessage,
  }).toEqual({
    name: "ProfileServiceError",
    operation,
    status,
    serverMessage,
  });
}

describe("profiles client against the built-in service", () => {
  it("reads the caller's profile, its simple form, and members' profiles by user name and id", async () => {
    const client = await clientOf("usuario-eleve", "eleve");
    const me = await client.me();
    expect(me).toMatchObject({
      username: "usuario.eleve",
      displayName: "Beatriz Carvalho",
      userId: await userIdOf("usuario-eleve"),
    });
    expect(me!.avatarUrl).toMatch(AVATAR_URL);
    expect(await client.simple()).toEqual({
      id: me!.id,
      username: "usuario.eleve",
      displayName: "Beatriz Carvalho",
      avatarUrl: me!.avatarUrl,
    });

    const admin = await client.byUsername("admin.eleve");
    expect(admin).toMatchObject({ username: "admin.eleve", displayName: "Rafael Antunes" });
    expect(await client.byId(admin!.id)).toEqual(admin);
  });

  it("gives null for a 404 of me(), simple(), byUsername() and byId()", async () => {
    const without = await clientOf("usuario-manager", "manager");
    expect(await without.me()).toBeNull();
    expect(await without.simple()).toBeNull();

    const client = await clientOf("usuario-eleve", "eleve");
    expect(await client.byUsername("ninguem.aqui")).toBeNull();
    expect(await client.byUsername("usuario.labfeelings")).toBeNull();
    expect(await client.byId(NOBODY)).toBeNull();
    expect(await client.byId((await profileRow("usuario.labfeelings"))!.id)).toBeNull();
    expect(await client.byId("nao-e-um-id")).toBeNull();
  });

  it("creates, updates with an avatar, saves preferences, lists members and removes", async () => {
    const { name, who } = await newAccount("manager");
    const client = createProfilesClient(who);
    const created = await client.create({
      username: "Cliente.Novo",
      displayName: "Cliente Novo",
      website: "https://cliente.dev",
    });
    expect(created).toMatchObject({
      username: "cliente.novo",
      displayName: "Cliente Novo",
      website: "https://cliente.dev",
      avatarUrl: null,
    });
    expect(await client.me()).toEqual(created);

    const updated = await client.update({ username: "cliente.novo", displayName: "Cliente Atualizado", bio: "Bio" });
    expect(updated).toMatchObject({ id: created.id, displayName: "Cliente Atualizado", bio: "Bio", website: null });

    const form = profileForm({ username: "cliente.novo", displayName: "Com Foto" }, avatarFile(await imageBytes("png")));
    const withAvatar = await client.saveWithAvatar("PUT", form);
    expect(withAvatar.avatarUrl).toMatch(AVATAR_URL);

    expect(await client.savePreferences({ layout: { theme: "green" } })).toEqual({ layout: { theme: "green" } });
    expect(await client.savePreferences({ notifications: { mentions: false } })).toEqual({
      layout: { theme: "green" },
      notifications: { mentions: false },
    });
    expect(await client.preferences(created.id)).toEqual({ layout: { theme: "green" }, notifications: { mentions: false } });

    const members = await client.members(1, 50);
    expect(members.pagination).toEqual({ page: 1, perPage: 50, total: 2, totalPages: 1 });
    expect(members.data.map((m) => m.username)).toEqual(["cliente.novo", "admin.manager"]);
    expect((await client.members(2, 1)).data.map((m) => m.username)).toEqual(["admin.manager"]);

    expect(await client.remove()).toBeNull();
    expect(await client.me()).toBeNull();
    expect(await profileRowOfAccount(name)).toBeUndefined();

    const fromForm = await client.saveWithAvatar("POST", profileForm({ username: "cliente.form", displayName: "Formulário" }));
    expect(fromForm).toMatchObject({ username: "cliente.form", avatarUrl: null });
  });

  it("throws ProfileServiceError with the spec 8 message for every other failure", async () => {
    const member = await clientOf("usuario-eleve", "eleve");
    const { who } = await newAccount("eleve");
    const without = createProfilesClient(who);
    const eleve = await organizationIdOf("eleve");
    const labfeelings = await organizationIdOf("labfeelings");
    const token = (await as("usuario-eleve", "eleve")).token;

    await expectServiceError(
      without.create({ username: "admin.eleve", displayName: "X" }),
      "createProfile",
      409,
      "Nome de usuário já está em uso.",
    );
    await expectServiceError(
      without.create({ username: "ab", displayName: "X" }),
      "createProfile",
      400,
      "O nome de usuário deve ter pelo menos 3 caracteres.",
    );
    await expectServiceError(
      member.create({ username: "outro.nome", displayName: "X" }),
      "createProfile",
      409,
      "Você já tem um perfil.",
    );
    await expectServiceError(
      without.update({ username: "sem.perfil", displayName: "X" }),
      "updateProfile",
      404,
      "Perfil não encontrado.",
    );
    await expectServiceError(without.remove(), "deleteProfile", 404, "Perfil não encontrado.");
    await expectServiceError(
      member.preferences((await profileRow("admin.eleve"))!.id),
      "getPreferences",
      403,
      "Você só pode ver as suas preferências.",
    );
    await expectServiceError(member.preferences(NOBODY), "getPreferences", 404, "Perfil não encontrado.");
    await expectServiceError(
      member.savePreferences({ layout: { scale: 99 } } as unknown as Preferences),
      "savePreferences",
      400,
      "Preferências inválidas.",
    );
    await expectServiceError(
      member.saveWithAvatar(
        "PUT",
        profileForm({ username: "usuario.eleve", displayName: "B" }, avatarFile("texto", "avatar.png")),
      ),
      "saveProfileWithAvatar",
      415,
      "Envie uma imagem PNG, JPEG, WebP ou GIF.",
    );
    await expectServiceError(
      member.saveWithAvatar("PUT", profileForm("{quebrado")),
      "saveProfileWithAvatar",
      400,
      "O campo profile deve conter o perfil em JSON.",
    );

    // A lookup's null is for 404 only: authentication and tenant failures still throw.
    await expectServiceError(
      createProfilesClient({ token: "invalido", tenantId: eleve }).me(),
      "getProfile",
      401,
      "Token de acesso inválido ou ausente.",
    );
    await expectServiceError(
      createProfilesClient({ token: null, tenantId: eleve }).simple(),
      "getSimpleProfile",
      401,
      "Token de acesso inválido ou ausente.",
    );
    await expectServiceError(
      createProfilesClient({ token, tenantId: labfeelings }).byUsername("usuario.labfeelings"),
      "getProfileByUsername",
      403,
      "Você não participa desta organização.",
    );
    await expectServiceError(
      createProfilesClient({ token, tenantId: labfeelings }).byId(NOBODY),
      "getProfileById",
      403,
      "Você não participa desta organização.",
    );
    await expectServiceError(
      createProfilesClient({ token }).members(1),
      "listMembers",
      400,
      "Informe a organização no cabeçalho X-TenantId.",
    );
  });
});

describe("profiles client against a remote service", () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.close());

  const remote = (extra: Parameters<typeof createProfilesClient>[0] = {}) =>
    createProfilesClient({ baseUrl: standIn.url, token: "tok.en.remoto", tenantId: "tenant-remoto", ...extra });

  it("sends every call to the spec path with the Bearer token and X-TenantId, and reads data", async () => {
    standIn.received = [];
    standIn.respond = ({ method, path }) =>
      method === "DELETE" ? { status: 204 } : { status: 200, body: { data: { answered: `${method} ${path}` } } };
    const client = remote();
    const input = { username: "ana.silva", displayName: "Ana Silva", bio: null };
    const form = profileForm({ username: "ana.silva", displayName: "Ana" }, avatarFile(await imageBytes("png", 20, 20)));

    expect(await client.me()).toEqual({ answered: "GET /api/profiles" });
    await client.simple();
    await client.byUsername("Ana Silva/1");
    await client.byId("perfil-1");
    await client.create(input);
    await client.update(input);
    expect(await client.saveWithAvatar("POST", form)).toEqual({ answered: "POST /api/profiles/with-avatar" });
    await client.saveWithAvatar("PUT", form);
    expect(await client.remove()).toBeNull();
    await client.preferences("perfil-1");
    await client.savePreferences({ layout: { colorScheme: "dark" } });
    await client.members(2, 5);
    await client.members(1);

    expect(standIn.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /api/profiles",
      "GET /api/profiles/simple",
      "GET /api/profiles/username/Ana%20Silva%2F1",
      "GET /api/profiles/perfil-1",
      "POST /api/profiles",
      "PUT /api/profiles",
      "POST /api/profiles/with-avatar",
      "PUT /api/profiles/with-avatar",
      "DELETE /api/profiles",
      "GET /api/profiles/preferences/perfil-1",
      "PUT /api/profiles/preferences",
      "GET /api/profiles/members?page=2&perPage=5",
      "GET /api/profiles/members?page=1&perPage=20",
    ]);
    for (const request of standIn.received) {
      expect(request.headers.authorization, request.path).toBe("Bearer tok.en.remoto");
      expect(request.headers["x-tenantid"], request.path).toBe("tenant-remoto");
      expect(request.headers.accept, request.path).toBe("application/json");
    }
    const [, , , , create, update, post, put, , , preferences] = standIn.received;
    for (const request of [create!, update!, preferences!]) expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(create!.body)).toEqual(input);
    expect(JSON.parse(update!.body)).toEqual(input);
    expect(JSON.parse(preferences!.body)).toEqual({ layout: { colorScheme: "dark" } });
    for (const request of [post!, put!]) {
      expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.body).toContain('name="profile"');
      expect(request.body).toContain('{"username":"ana.silva","displayName":"Ana"}');
      expect(request.body).toContain('name="avatar"; filename="avatar.png"');
    }
  });

  it("gives null for a 404 of the lookups, and throws for a 404 of the other calls", async () => {
    standIn.respond = () => ({ status: 404, body: { error: "not_found", Data: { Message: "Perfil não encontrado." } } });
    const client = remote();
    expect(await client.me()).toBeNull();
    expect(await client.simple()).toBeNull();
    expect(await client.byUsername("ana")).toBeNull();
    expect(await client.byId("perfil-1")).toBeNull();
    await expectServiceError(
      client.update({ username: "ana", displayName: "A" }),
      "updateProfile",
      404,
      "Perfil não encontrado.",
    );
    await expectServiceError(client.preferences("perfil-1"), "getPreferences", 404, "Perfil não encontrado.");
    await expectServiceError(client.members(1), "listMembers", 404, "Perfil não encontrado.");
  });

  it.each([
    [500, { Data: { Message: "Falha interna" } }, "Falha interna"],
    [409, { error: "username_taken", error_description: "Em uso" }, "Em uso"],
    [400, { error_description: "Descrição", Data: { Message: "Mensagem" } }, "Mensagem"],
    [413, { Data: { Message: "A imagem deve ter no máximo 5 MB." } }, "A imagem deve ter no máximo 5 MB."],
    [
      401,
      { error: "invalid_token", Data: { Message: "Token de acesso inválido ou ausente." } },
      "Token de acesso inválido ou ausente.",
    ],
    [502, "texto simples", "texto simples"],
    [503, undefined, ""],
  ])("without a session, a %i throws ProfileServiceError with the server's message", async (status, body, message) => {
    standIn.respond = () => ({ status, body });
    await expectServiceError(remote().me(), "getProfile", status, message);
    await expectServiceError(remote().create({ username: "ana", displayName: "A" }), "createProfile", status, message);
  });

  it("never shows '[object Object]' as the message of a JSON error body without Data.Message or error_description", async () => {
    standIn.respond = () => ({ status: 401, body: { error: "invalid_token" } });
    const error = await thrown(remote().me());
    expect(error).toBeInstanceOf(ProfileServiceError);
    expect((error as ProfileServiceError).message).toMatch(/^Erro na operação getProfile: Status: 401, Mensagem: /);
    expect((error as ProfileServiceError).message).not.toContain("[object Object]");
  });

  it("with a session, a 401 throws what onUnauthorized returns and a 5xx a redirect to /server-error", async () => {
    const logout = new Response(null, { status: 302, headers: { Location: "/auth/login?returnUrl=%2Fperfil" } });
    const onUnauthorized = vi.fn(() => logout);
    const client = remote({ session: { onUnauthorized } });

    standIn.respond = () => ({ status: 401, body: { error: "invalid_token" } });
    await expect(client.me()).rejects.toBe(logout);
    await expect(client.byUsername("ana")).rejects.toBe(logout);
    await expect(client.update({ username: "ana", displayName: "A" })).rejects.toBe(logout);
    expect(onUnauthorized).toHaveBeenCalledTimes(3);

    for (const status of [503, 500, 502, 504]) {
      standIn.respond = () => ({ status, body: { Data: { Message: "Indisponível" } } });
      for (const call of [() => client.me(), () => client.members(1), () => client.saveWithAvatar("PUT", profileForm({}))]) {
        const error = await thrown(call());
        expect(error, String(status)).toBeInstanceOf(Response);
        expect((error as Response).status).toBe(302);
        expect((error as Response).headers.get("Location")).toBe("/server-error");
      }
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(3);

    // Other statuses are unchanged by the session.
    standIn.respond = () => ({ status: 404, body: { Data: { Message: "Perfil não encontrado." } } });
    expect(await client.me()).toBeNull();
    standIn.respond = () => ({ status: 409, body: { Data: { Message: "Nome de usuário já está em uso." } } });
    await expectServiceError(
      client.create({ username: "ana", displayName: "A" }),
      "createProfile",
      409,
      "Nome de usuário já está em uso.",
    );
  });

  it("reports a server that does not answer as status 0", async () => {
    const closed = await startStandIn();
    await closed.close();
    await expectServiceError(createProfilesClient({ baseUrl: closed.url, token: "t", tenantId: "x" }).me(), "getProfile", 0, "");
  });
});
