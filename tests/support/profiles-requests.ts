/**
 * Requests to the built-in profiles service (spec 7, base /api/profiles) as
 * a remote client would send them, and what the contract tests look at
 * around it: tenant ids, profile rows, the files under STORAGE_DIR and the
 * storage route that serves them.
 */
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import sharp from "sharp";
import { db } from "~/db/db.server";
import type { ProfileTable } from "~/db/schema";
import { handleStorageRequest } from "~/services/storage/handle.server";
import { handleProfilesRequest } from "~/services/profiles/handle.server";
import { accessTokenFor } from "./auth-requests";
import { createUser, DEMO_PASSWORD, organizationIdOf } from "./factories";

export const PROFILES = "http://anything/api/profiles";

/** Who calls: a Bearer token and an X-TenantId; null leaves the header out. */
export interface Who {
  token: string | null;
  tenantId: string | null;
}

const tokens = new Map<string, Promise<string>>();

/** An access token of a demo (or added) account, signed in once per file. */
export function tokenOf(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = accessTokenFor(username);
    tokens.set(username, token);
  }
  return token;
}

/** The account `username` calling with the organization `slug` as tenant. */
export async function as(username: string, slug: string): Promise<Who> {
  return { token: await tokenOf(username), tenantId: await organizationIdOf(slug) };
}

export type Body = { json: unknown } | { form: FormData } | { raw: BodyInit; type?: string } | undefined;

/** Sends one request to the service: `path` is relative to /api/profiles. */
export function send(who: Who, method: string, path = "", body?: Body, headers: Record<string, string> = {}) {
  const all = new Headers(headers);
  if (who.token !== null) all.set("Authorization", `Bearer ${who.token}`);
  if (who.tenantId !== null) all.set("X-TenantId", who.tenantId);
  let payload: BodyInit | undefined;
  if (body && "json" in body) {
    all.set("Content-Type", "application/json");
    payload = JSON.stringify(body.json);
  } else if (body && "form" in body) {
    payload = body.form;
  } else if (body) {
    if (body.type) all.set("Content-Type", body.type);
    payload = body.raw;
  }
  return handleProfilesRequest(new Request(`${PROFILES}${path}`, { method, headers: all, body: payload }));
}

export async function readJson(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

/** The `data` of a success answer, after checking its status. */
export async function dataOf(response: Response, status = 200): Promise<any> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

/** Status, `error` and pt-BR message of an error answer (checks the spec's shape). */
export async function failureOf(response: Response) {
  const body = await readJson(response);
  if (body.error_description !== body.Data?.Message) {
    throw new Error(`error_description and Data.Message differ: ${JSON.stringify(body)}`);
  }
  return { status: response.status, error: body.error as string, message: body.Data?.Message as string };
}

/** The profile row with this (profile) user name. */
export async function profileRow(username: string): Promise<ProfileTable | undefined> {
  return (await db()).selectFrom("profiles").selectAll().where("username", "=", username).executeTakeFirst();
}

/** The profile row of an account (by account user name). */
export async function profileRowOfAccount(accountUsername: string): Promise<ProfileTable | undefined> {
  return (await db())
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.user_id")
    .selectAll("profiles")
    .where("users.username", "=", accountUsername)
    .executeTakeFirst();
}

export async function userIdOf(accountUsername: string): Promise<string> {
  const row = await (await db()).selectFrom("users").select("id").where("username", "=", accountUsername).executeTakeFirst();
  if (!row) throw new Error(`no account ${accountUsername}`);
  return row.id;
}

/**
 * Adds an active account (password Demo@2026) with memberships
 * `[slug, role]`, the first one primary, and no profile. Returns its id.
 */
export async function addAccount(username: string, memberships: Array<[slug: string, role: string]>): Promise<string> {
  const { id } = await createUser({
    username,
    email: `${username}@contrato.example.com`,
    givenName: "Conta",
    password: DEMO_PASSWORD,
    memberships: await Promise.all(
      memberships.map(async ([slug, role], position) => ({
        organizationId: await organizationIdOf(slug),
        role,
        primary: position === 0,
      })),
    ),
  });
  return id;
}

let added = 0;

/** A new account (`contrato-N`) without a profile, member of `slug` with `role`, calling with that tenant. */
export async function newAccount(slug = "manager", role = "Usuario"): Promise<{ name: string; who: Who }> {
  const name = `contrato-${++added}`;
  await addAccount(name, [[slug, role]]);
  return { name, who: await as(name, slug) };
}

/** Every file under STORAGE_DIR, as paths relative to it, sorted. */
export async function storedFiles(): Promise<string[]> {
  const root = process.env.STORAGE_DIR!;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The file behind a `/storage/...` URL on disk, as a relative path under STORAGE_DIR. */
export const storedPathOf = (url: string) => url.slice("/storage/".length);

/** GET of a `/storage/...` URL through the storage service. */
export function fetchStored(url: string, method = "GET"): Promise<Response> {
  return handleStorageRequest(new Request(`http://app.test${url}`, { method }));
}

export const AVATAR_URL = /^\/storage\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export type ImageFormat = "png" | "jpeg" | "webp" | "gif";

/** A solid-colour image of the given format and size. */
export function imageBytes(format: ImageFormat = "png", width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** The multipart form of /with-avatar: `profile` as JSON text (or as given) and an optional `avatar` file. */
export function profileForm(profile: unknown, avatar?: File): FormData {
  const form = new FormData();
  if (profile !== undefined) form.append("profile", typeof profile === "string" ? profile : JSON.stringify(profile));
  if (avatar) form.append("avatar", avatar);
  return form;
}

export const avatarFile = (bytes: Uint8Array | string, name = "avatar.png", type = "image/png") =>
  new File([bytes as BlobPart], name, { type });
