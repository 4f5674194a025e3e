/** Random names, never rewritten: that is what lets the route cache a file for a year. */
import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { config } from "~/config.server";

export const STORAGE_PREFIX = "/storage/";

/** Content type of each extension served from storage; any other is refused. */
export const STORED_FILE_TYPES: ReadonlyMap<string, string> = new Map([
  [".webp", "image/webp"],
  [".png", "image/png"],
  [".jpg", "image/jpeg"],
  [".jpeg", "image/jpeg"],
  [".gif", "image/gif"],
]);

const storageRoot = () => resolve(config().storageDir);

/** Writes a normalized avatar (WebP bytes) to `<storageDir>/avatars/<uuid>.webp`, creating the folders, and returns its public path `/storage/avatars/<uuid>.webp`. */
export async function storeAvatar(webp: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  const folder = join(storageRoot(), "avatars");
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), webp, { flag: "wx" });
  return `${STORAGE_PREFIX}avatars/${name}`;
}

/** Removes the file behind a `/storage/...` path; a missing file or a refused path is left alone. */
export async function deleteStoredFile(url: string): Promise<void> {
  const file = resolveStoredFile(url);
  if (!file) return;
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** The absolute file under storageDir for a `/storage/...` path; null for traversal, hidden files or unlisted extensions. */
export function resolveStoredFile(path: string): string | null {
  if (!path.startsWith(STORAGE_PREFIX)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(STORAGE_PREFIX.length));
  } catch {
    return null;
  }
  const segments = relative.split("/");
  if (segments.some((segment) => segment === "" || segment.startsWith(".") || /[\\:\0]/.test(segment))) return null;
  if (!STORED_FILE_TYPES.has(extname(relative).toLowerCase())) return null;
  const root = storageRoot();
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}
