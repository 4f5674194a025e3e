import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { deleteStoredFile, resolveStoredFile, storeAvatar } from "./files.server";

const root = () => resolve(config().storageDir);

describe("storeAvatar", () => {
  it("writes the bytes to <storageDir>/avatars/<uuid>.webp and answers its public path", async () => {
    const bytes = Buffer.from("webp bytes");
    const url = await storeAvatar(bytes);
    expect(url).toMatch(/^\/storage\/avatars\/[0-9a-f-]{36}\.webp$/);
    const file = join(root(), url.slice("/storage/".length));
    expect(await readFile(file)).toEqual(bytes);
    expect(await storeAvatar(bytes)).not.toBe(url);
  });
});

describe("resolveStoredFile", () => {
  it("maps a /storage path to a file under storageDir", () => {
    expect(resolveStoredFile("/storage/avatars/a1.webp")).toBe(join(root(), "avatars", "a1.webp"));
    expect(resolveStoredFile("/storage/avatars/foto%20nova.JPG")).toBe(join(root(), "avatars", "foto nova.JPG"));
  });

  it.each([
    "/storage/../secret.webp",
    "/storage/avatars/../../secret.webp",
    "/storage/%2e%2e/secret.webp",
    "/storage/avatars/%2E%2E/%2e%2e/secret.webp",
    "/storage/..%2f..%2fsecret.webp",
    "/storage/avatars\\..\\..\\secret.webp",
    "/storage/avatars%5c..%5c..%5csecret.webp",
    "/storage//etc/secret.webp",
    "/storage/%2fetc%2fsecret.webp",
    "/storage/C:/secret.webp",
    "/storage/avatars/a.webp%00.txt",
    "/storage/.hidden.webp",
    "/storage/%E0%A4%A.webp",
    "/other/a.webp",
    "https://cdn.example.com/storage/a.webp",
  ])("refuses the traversal or foreign path %s", (path) => {
    expect(resolveStoredFile(path)).toBeNull();
  });

  it.each(["/storage/avatars/a.svg", "/storage/avatars/a.html", "/storage/avatars/a", "/storage/avatars/a.webp.js"])(
    "refuses the extension of %s",
    (path) => {
      expect(resolveStoredFile(path)).toBeNull();
    },
  );
});

describe("deleteStoredFile", () => {
  it("removes the stored file, and a missing one is no error", async () => {
    const url = await storeAvatar(Buffer.from("x"));
    const file = resolveStoredFile(url)!;
    expect(existsSync(file)).toBe(true);
    await deleteStoredFile(url);
    expect(existsSync(file)).toBe(false);
    await expect(deleteStoredFile(url)).resolves.toBeUndefined();
  });

  it("leaves alone anything outside storageDir and foreign avatar URLs", async () => {
    const outside = join(dirname(root()), `outside-${Date.now()}.webp`);
    await mkdir(root(), { recursive: true });
    await writeFile(outside, "keep me");
    const name = basename(outside);
    try {
      for (const url of [`/storage/../${name}`, `/storage/%2e%2e/${name}`, `/storage/..%2f${name}`, outside]) {
        await deleteStoredFile(url);
      }
      await deleteStoredFile("https://cdn.example.com/a.webp");
      expect(await readFile(outside, "utf8")).toBe("keep me");
    } finally {
      await rm(outside, { force: true });
    }
  });
});
