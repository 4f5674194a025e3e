import { mkdir, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { normalizeAvatar } from "~/services/profiles/avatar.server";
import { storeAvatar } from "./files.server";
import { handleStorageRequest } from "./handle.server";

const root = () => resolve(config().storageDir);
const get = (path: string, method = "GET") => handleStorageRequest(new Request(`http://localhost${path}`, { method }));

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("Arquivo não encontrado.");
}

describe("GET /storage/*", () => {
  it("serves a stored avatar with its type, length and a year of cache, without a session", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3366ff" } })
      .png()
      .toBuffer();
    const webp = await normalizeAvatar(png);
    if (!Buffer.isBuffer(webp)) throw new Error(webp.message);
    const url = await storeAvatar(webp);

    const response = await get(url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(webp.length),
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(webp);

    const head = await get(url, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(webp.length));
    expect(head.body).toBeNull();
  });

  it("gives each allowed extension its content type", async () => {
    await mkdir(join(root(), "misc"), { recursive: true });
    const types = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp" };
    for (const [extension, type] of Object.entries(types)) {
      await writeFile(join(root(), "misc", `a.${extension}`), "x");
      expect((await get(`/storage/misc/a.${extension}`)).headers.get("content-type")).toBe(type);
    }
  });

  it("answers 404 for a missing file, a folder or a disallowed extension", async () => {
    await mkdir(join(root(), "avatars", "folder.webp"), { recursive: true });
    await writeFile(join(root(), "page.html"), "<script>alert(1)</script>");
    await writeFile(join(root(), "notes.txt"), "x");
    for (const path of [
      "/storage/avatars/missing.webp",
      "/storage/avatars/folder.webp",
      "/storage/page.html",
      "/storage/notes.txt",
    ]) {
      await expectNotFound(await get(path));
    }
  });

  describe("traversal", () => {
    const secret = () => join(dirname(root()), `secret-${basename(root())}.png`);
    beforeAll(async () => {
      await mkdir(root(), { recursive: true });
      await writeFile(secret(), "secret");
    });
    afterAll(() => rm(secret(), { force: true }));

    // SECRET stands for the secret file's name, beside the storage folder.
    it.each([
      "/storage/../SECRET",
      "/storage/%2e%2e/SECRET",
      "/storage/%2E%2E%2fSECRET",
      "/storage/..%2fSECRET",
      "/storage/avatars/..%2f..%2fSECRET",
      "/storage/..%5cSECRET",
      "/storage/..\\SECRET",
      "/storage/ROOT%2fSECRET",
    ])("answers 404 to %s", async (path) => {
      const url = path.replace("ROOT", encodeURIComponent(dirname(root()))).replace("SECRET", basename(secret()));
      await expectNotFound(await get(url));
    });
  });
});
