/**
 * Private files under STORAGE_DIR: named by a key (`<area>/<organizationId>/<uuid>`) with no extension, so the
 * public /storage route refuses them; each area serves its own after checking who asks.
 */
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { config } from "~/config.server";

const storagePath = (key: string) => join(resolve(config().storageDir), ...key.split("/"));

/** Writes a new file at `key` (its folders created); throws if one is there already. */
export async function writePrivateFile(key: string, bytes: Uint8Array): Promise<void> {
  const path = storagePath(key);
  await mkdir(resolve(path, ".."), { recursive: true });
  await writeFile(path, bytes, { flag: "wx" });
}

/** The bytes at `key`, or null when the file is gone. */
export async function readPrivateFile(key: string): Promise<Buffer | null> {
  return readFile(storagePath(key)).catch(() => null);
}

/** Removes the file at `key`; one already gone is fine. */
export async function removePrivateFile(key: string): Promise<void> {
  await unlink(storagePath(key)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
