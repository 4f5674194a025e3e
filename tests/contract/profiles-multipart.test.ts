/**
 * Contract of the multipart profile writes (POST|PUT /api/profiles/with-avatar;
 * docs/profiles-api.md "Avatars"): the field `profile` (JSON text)
 * and the optional file `avatar`, stored as a 256×256 WebP under
 * STORAGE_DIR/avatars and served by the storage route; every refusal
 * stores no file and changes no row.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "~/config/text-rules";
import {
  as,
  AVATAR_URL,
  avatarFile,
  dataOf,
  failureOf,
  fetchStored,
  imageBytes,
  newAccount,
  profileForm,
  profileRowOfAccount,
  send,
  storedFiles,
  storedPathOf,
  type Who,
} from "../support/profiles-requests";

const FIVE_MB = 5 * 1024 * 1024;
const png = async () => avatarFile(await imageBytes("png"), "eu.png", "image/png");

const postForm = (who: Who, form: FormData) => send(who, "POST", "/with-avatar", { form });
const putForm = (who: Who, form: FormData) => send(who, "PUT", "/with-avatar", { form });

/** A newly added account that has a profile (without avatar) made through the JSON endpoint. */
async function accountWithProfile(slug = "manager") {
  const account = await newAccount(slug);
  const username = `perfil.${account.name.slice("contrato-".length)}`;
  await dataOf(await send(account.who, "POST", "", { json: { username, displayName: "Perfil Teste" } }), 201);
  return { ...account, username };
}

/** Checks a stored avatar through the storage route: a 256×256 WebP, cached for a year (nosniff comes from the HTTP server). */
async function expectServedAvatar(url: string) {
  expect(url).toMatch(AVATAR_URL);
  const response = await fetchStored(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/webp");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.headers.get("Content-Length")).toBe(String(bytes.length));
  const metadata = await sharp(bytes).metadata();
  expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 256, 256]);
  expect(metadata.exif).toBeUndefined();
}

/** Runs `act` and checks it left STORAGE_DIR and the account's profile row as they were. */
async function expectNothingStored(account: string, act: () => Promise<void>) {
  const files = await storedFiles();
  const row = await profileRowOfAccount(account);
  await act();
  expect(await storedFiles()).toEqual(files);
  expect(await profileRowOfAccount(account)).toEqual(row);
}

describe("POST /with-avatar (create)", () => {
  it("creates the profile (201) with a valid image stored as a 256×256 WebP under /storage/avatars/", async () => {
    const who = await as("usuario-manager", "manager");
    const before = await storedFiles();
    const response = await postForm(
      who,
      profileForm({ username: "Gustavo.Pires", displayName: "Gustavo Pires", bio: "Olá" }, await png()),
    );
    const created = await dataOf(response, 201);
    expect(created).toMatchObject({ username: "gustavo.pires", displayName: "Gustavo Pires", bio: "Olá", website: null });
    await expectServedAvatar(created.avatarUrl);
    expect(await storedFiles()).toEqual([...before, storedPathOf(created.avatarUrl)].sort());
    expect(await dataOf(await send(who, "GET"))).toEqual(created);
    // Storage URLs are public: the route needs no token.
    expect((await fetchStored(created.avatarUrl, "HEAD")).status).toBe(200);
  });

  it("creates a profile without an avatar when no file is sent, or an empty file input", async () => {
    for (const avatar of [undefined, new File([], "")]) {
      const { name, who } = await newAccount();
      const files = await storedFiles();
      const created = await dataOf(
        await postForm(who, profileForm({ username: `sem.foto.${name.slice(9)}`, displayName: "Sem Foto" }, avatar)),
        201,
      );
      expect(created.avatarUrl).toBeNull();
      expect(await storedFiles()).toEqual(files);
    }
  });

  it("answers 409 profile_exists or username_taken, storing nothing", async () => {
    await expectNothingStored("admin-eleve", async () => {
      const response = await postForm(
        await as("admin-eleve", "eleve"),
        profileForm({ username: "novo.nome", displayName: "Novo" }, await png()),
      );
      expect(await failureOf(response)).toEqual({ status: 409, error: "profile_exists", message: "Você já tem um perfil." });
    });
    const { name, who } = await newAccount("eleve");
    await expectNothingStored(name, async () => {
      const response = await postForm(who, profileForm({ username: "Usuario.Eleve", displayName: "Cópia" }, await png()));
      expect(await failureOf(response)).toEqual({
        status: 409,
        error: "username_taken",
        message: "Nome de usuário já está em uso.",
      });
    });
  });
});

describe("PUT /with-avatar (update)", () => {
  it.each(["png", "jpeg", "webp", "gif"] as const)("turns a %s into the stored 256×256 WebP", async (format) => {
    const { name, who } = await accountWithProfile();
    const bytes = await imageBytes(format, 300, 500);
    const response = await putForm(
      who,
      profileForm(
        { username: `foto.${format}.${name.slice(9)}`, displayName: "Com Foto" },
        avatarFile(bytes, `eu.${format}`, `image/${format}`),
      ),
    );
    const updated = await dataOf(response);
    await expectServedAvatar(updated.avatarUrl);
    expect((await profileRowOfAccount(name))!.avatar_url).toBe(updated.avatarUrl);
  });

  it("recognises the image by its content, whatever the file name and declared type", async () => {
    const { who } = await accountWithProfile();
    const jpeg = await imageBytes("jpeg");
    const response = await putForm(
      who,
      profileForm({ username: "disfarce", displayName: "Disfarce" }, avatarFile(jpeg, "notas.txt", "text/plain")),
    );
    await expectServedAvatar((await dataOf(response)).avatarUrl);
  });

  it("replacing the avatar removes the old file; a write without a file keeps the current one", async () => {
    const { name, who, username } = await accountWithProfile();
    const first = (await dataOf(await putForm(who, profileForm({ username, displayName: "Primeira" }, await png())))).avatarUrl;
    await expectServedAvatar(first);
    const files = await storedFiles();
    expect(files).toContain(storedPathOf(first));

    const second = (await dataOf(await putForm(who, profileForm({ username, displayName: "Segunda" }, await png())))).avatarUrl;
    expect(second).not.toBe(first);
    await expectServedAvatar(second);
    expect(await storedFiles()).toEqual(files.map((file) => (file === storedPathOf(first) ? storedPathOf(second) : file)).sort());
    expect((await fetchStored(first)).status).toBe(404);

    for (const avatar of [undefined, new File([], "")]) {
      const kept = await dataOf(await putForm(who, profileForm({ username, displayName: "Sem troca", bio: "Nova bio" }, avatar)));
      expect(kept).toMatchObject({ displayName: "Sem troca", bio: "Nova bio", avatarUrl: second });
    }
    // Same through the JSON endpoint.
    expect((await dataOf(await send(who, "PUT", "", { json: { username, displayName: "JSON" } }))).avatarUrl).toBe(second);
    await expectServedAvatar(second);

    // Deleting the profile removes the uploaded file too.
    expect((await send(who, "DELETE")).status).toBe(204);
    expect(await storedFiles()).not.toContain(storedPathOf(second));
    expect(await profileRowOfAccount(name)).toBeUndefined();
  });

  it("writes only the caller's own profile, even for an administrator", async () => {
    const admin = await as("admin-eleve", "eleve");
    const member = await profileRowOfAccount("usuario-eleve");
    const updated = await dataOf(
      await putForm(admin, profileForm({ username: "admin.eleve", displayName: "Rafael A." }, await png())),
    );
    expect(updated.userId).not.toBe(member!.user_id);
    expect(await profileRowOfAccount("usuario-eleve")).toEqual(member);
  });

  it("answers 404 for a caller without a profile, storing nothing", async () => {
    const { name, who } = await newAccount();
    await expectNothingStored(name, async () => {
      expect(
        await failureOf(await putForm(who, profileForm({ username: "ninguem.ainda", displayName: "N" }, await png()))),
      ).toEqual({
        status: 404,
        error: "not_found",
        message: "Perfil não encontrado.",
      });
    });
  });
});

describe("refused uploads store nothing", () => {
  it("answers 415 for a text file named avatar.png, on create and on update", async () => {
    const text = avatarFile("isto não é uma imagem, só texto", "avatar.png", "image/png");
    const fresh = await newAccount();
    await expectNothingStored(fresh.name, async () => {
      expect(await failureOf(await postForm(fresh.who, profileForm({ username: "texto.novo", displayName: "T" }, text)))).toEqual(
        {
          status: 415,
          error: "unsupported_media_type",
          message: "Envie uma imagem PNG, JPEG, WebP ou GIF.",
        },
      );
    });
    expect(await profileRowOfAccount(fresh.name)).toBeUndefined();

    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      expect(
        await failureOf(await putForm(who, profileForm({ username: "usuario.eleve", displayName: "Mudaria" }, text))),
      ).toMatchObject({
        status: 415,
        message: "Envie uma imagem PNG, JPEG, WebP ou GIF.",
      });
    });
  });

  it("answers 415 for other formats (SVG, TIFF) and a truncated PNG", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await imageBytes("png").then((bytes) => sharp(bytes).tiff().toBuffer());
    const whole = await imageBytes("png");
    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      for (const bytes of [svg, tiff, whole.subarray(0, whole.length / 2)]) {
        const response = await putForm(
          who,
          profileForm({ username: "usuario.eleve", displayName: "Mudaria" }, avatarFile(bytes)),
        );
        expect((await failureOf(response)).status).toBe(415);
      }
    });
  });

  it("answers 413 for a file over 5 MB, on create and on update", async () => {
    const header = await imageBytes("png");
    const big = new Uint8Array(FIVE_MB + 1);
    big.set(header);
    const file = avatarFile(big, "grande.png");
    const fresh = await newAccount();
    await expectNothingStored(fresh.name, async () => {
      expect(
        await failureOf(await postForm(fresh.who, profileForm({ username: "grande.novo", displayName: "G" }, file))),
      ).toEqual({
        status: 413,
        error: "payload_too_large",
        message: "A imagem deve ter no máximo 5 MB.",
      });
    });
    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      expect(
        await failureOf(await putForm(who, profileForm({ username: "usuario.eleve", displayName: "Mudaria" }, file))),
      ).toMatchObject({
        status: 413,
        message: "A imagem deve ter no máximo 5 MB.",
      });
    });
  });

  it("answers 413 for an image over 40 megapixels even when the file is small", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(FIVE_MB);
    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      expect(
        await failureOf(await putForm(who, profileForm({ username: "usuario.eleve", displayName: "Mudaria" }, avatarFile(bomb)))),
      ).toEqual({
        status: 413,
        error: "payload_too_large",
        message: "A imagem deve ter no máximo 40 megapixels.",
      });
    });
  });

  it.each([
    ["malformed JSON", "{nope"],
    ["an empty field", ""],
    ["a JSON array", '["usuario.eleve"]'],
    ["a JSON string", '"usuario.eleve"'],
    ["JSON null", "null"],
    ["no profile field", undefined],
  ])("answers 400 for %s in the profile field, even with a valid image", async (_, profile) => {
    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      expect(await failureOf(await putForm(who, profileForm(profile, await png())))).toEqual({
        status: 400,
        error: "invalid_request",
        message: "O campo profile deve conter o perfil em JSON.",
      });
    });
  });

  it.each([
    [{ username: "ab", displayName: "Curto" }, "O nome de usuário deve ter pelo menos 3 caracteres."],
    [{ username: "usuario.eleve" }, "Informe o nome de exibição."],
    [
      { username: "usuario.eleve", displayName: "B", website: "ftp://x.com" },
      "Informe um endereço que comece com http:// ou https://.",
    ],
    [{ username: "usuario.eleve", displayName: "B", bio: "b".repeat(501) }, "A bio deve ter no máximo 500 caracteres."],
    // A multipart form's text passes no edge check; PostgreSQL refuses NUL (22021) and SQLite would store it.
    [{ username: "usuario.eleve", displayName: "a\u0000b" }, CONTROL_CHARACTER_MESSAGE],
    [{ username: "usuario.eleve", displayName: "B", bio: "linha\u0085quebrada" }, CONTROL_CHARACTER_MESSAGE],
    [{ username: "usuario.eleve", displayName: "B", location: "São Paulo&#1;" }, CONTROL_CHARACTER_MESSAGE],
  ])("answers 400 for an invalid field inside the JSON (%o), even with a valid image", async (profile, message) => {
    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      expect(await failureOf(await putForm(who, profileForm(profile, await png())))).toEqual({
        status: 400,
        error: "invalid_request",
        message,
      });
    });
    const fresh = await newAccount();
    await expectNothingStored(fresh.name, async () => {
      expect((await failureOf(await postForm(fresh.who, profileForm(profile, await png())))).status).toBe(400);
    });
  });

  it("answers 400 for a body that is not multipart, and for the image in another field, twice or as text", async () => {
    const profile = { username: "usuario.eleve", displayName: "Mudaria" };
    const image = await png();
    const photo = new FormData();
    photo.append("profile", JSON.stringify(profile));
    photo.append("photo", image);
    const two = profileForm(profile, image);
    two.append("avatar", image);
    const text = profileForm(profile);
    text.append("avatar", "data:image/png;base64,iVBORw0KGgo=");

    await expectNothingStored("usuario-eleve", async () => {
      const who = await as("usuario-eleve", "eleve");
      expect(await failureOf(await send(who, "PUT", "/with-avatar", { json: profile }))).toEqual({
        status: 400,
        error: "invalid_request",
        message: "Envie os dados como multipart/form-data.",
      });
      expect(
        (await failureOf(await send(who, "PUT", "/with-avatar", { raw: "x", type: "multipart/form-data; boundary=zz" }))).status,
      ).toBe(400);
      for (const form of [photo, two, text]) {
        expect(await failureOf(await putForm(who, form))).toEqual({
          status: 400,
          error: "invalid_request",
          message: "Envie uma única imagem, como arquivo, no campo avatar.",
        });
      }
    });
  });
});
