/**
 * Shared steps of the profile tests. Every test signs in with an
 * account it creates itself without a profile, so the sign-in
 * leads to /profiles/create and the test owns the profile it creates.
 * Images are made at test time with sharp.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { origin } from "./helpers";
import { createMember, type Member } from "./layout-helpers";
import { signInAs } from "./sessions";

/** Where an uploaded avatar is served: a random name, always WebP. */
export const STORED_AVATAR = /^\/storage\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
export const DEFAULT_AVATAR = "/images/default-avatar.svg";
/** Side of the stored (normalized) avatar, in pixels. */
export const STORED_AVATAR_SIZE = 256;

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small PNG of one colour, as a file for setInputFiles. */
export async function pngFile(name: string, background: string): Promise<FilePayload> {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Text bytes under a PNG name and type: what a browser sends for a renamed file. */
export const fakePngFile = (name = "x.png"): FilePayload => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from("isto não é uma imagem\n".repeat(20)),
});

/**
 * A new Usuario of Eleve without a profile (layout-helpers.ts `createMember`,
 * through the APIs), signed in at `base` (sessions.ts) on /profiles/create,
 * where a person without a profile is sent. Its free profile user name is
 * `profileUsername`.
 */
export async function signInWithoutProfile(page: Page, base: string): Promise<Member> {
  const member = await createMember("eleve", "Usuario", "Teresa Lima", { withProfile: false });
  await signInAs(page, base, member.username, member.password);
  await page.goto(`${base}/profiles/create`);
  await expect(page.getByRole("heading", { name: "Criar perfil" })).toBeVisible();
  return member;
}

export interface ProfileFields {
  username?: string;
  displayName?: string;
  bio?: string;
  location?: string;
  website?: string;
}

/** The fields of the profile form (create or edit). */
export const profileForm = (page: Page) => ({
  /** The form's own message box (role alert), not others on the page. */
  alert: page
    .locator("form")
    .filter({ has: page.getByLabel("Nome de exibição", { exact: true }) })
    .getByRole("alert"),
  avatar: page.getByLabel(/Avatar/),
  preview: page.getByRole("img", { name: "Prévia do avatar", exact: true }),
  username: page.getByLabel("Nome de usuário", { exact: true }),
  displayName: page.getByLabel("Nome de exibição", { exact: true }),
  bio: page.getByLabel(/^Bio/),
  location: page.getByLabel("Localização", { exact: true }),
  website: page.getByLabel("Site", { exact: true }),
});

/** Types the given fields into the profile form on screen. */
export async function fillProfileForm(page: Page, fields: ProfileFields) {
  const form = profileForm(page);
  for (const key of ["username", "displayName", "bio", "location", "website"] as const) {
    const value = fields[key];
    if (value !== undefined) await form[key].fill(value);
  }
}

/** The profile card of /u/{username} and /profiles. */
export const profileCard = (page: Page, displayName: string) =>
  page.getByRole("article", { name: `Perfil de ${displayName}`, exact: true });

/** Checks the card shows these details. */
export async function expectProfileCard(
  page: Page,
  profile: { username: string; displayName: string; bio: string; location?: string },
): Promise<Locator> {
  const card = profileCard(page, profile.displayName);
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { level: 1 })).toHaveText(profile.displayName);
  await expect(card.getByText(`@${profile.username}`, { exact: true })).toBeVisible();
  await expect(card.getByTestId("profile-bio")).toHaveText(profile.bio);
  if (profile.location) await expect(card.getByText(profile.location, { exact: true })).toBeVisible();
  return card;
}

/** The avatar image of a profile card. */
export const cardAvatar = (card: Locator, displayName: string) =>
  card.getByRole("img", { name: `Foto de ${displayName}`, exact: true });

/**
 * Checks that `image` shows a stored avatar: its src is
 * /storage/avatars/<uuid>.webp, the browser decoded it at 256 px, and the
 * URL answers 200 image/webp. Returns the src.
 */
export async function expectStoredAvatar(page: Page, image: Locator): Promise<string> {
  await expect(image).toHaveAttribute("src", STORED_AVATAR);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)))
    .toBe(STORED_AVATAR_SIZE);
  const src = (await image.getAttribute("src"))!;
  const answer = await fetchStoredFile(page, src);
  expect(answer.status, `GET ${src}`).toBe(200);
  expect(answer.contentType).toBe("image/webp");
  const metadata = await sharp(answer.body).metadata();
  expect(metadata.format).toBe("webp");
  expect([metadata.width, metadata.height]).toEqual([STORED_AVATAR_SIZE, STORED_AVATAR_SIZE]);
  return src;
}

/**
 * GET of a stored file straight from the server (no browser cache, which
 * keeps /storage answers for a year). /storage is public and the same on
 * every host, and Node resolves plain `localhost` only, so no slug.
 */
export async function fetchStoredFile(page: Page, path: string) {
  const response = await page.request.get(`${origin()}${path}`);
  return { status: response.status(), contentType: response.headers()["content-type"], body: await response.body() };
}

/**
 * The link of /profiles/list to the member with this profile user name,
 * walking the pages (20 members a page, by display name) until it shows.
 */
export async function memberListLink(page: Page, base: string, username: string): Promise<Locator> {
  for (let pageNumber = 1; ; pageNumber++) {
    await page.goto(`${base}/profiles/list?page=${pageNumber}`);
    await expect(page.getByRole("heading", { name: "Membros", exact: true })).toBeVisible();
    const link = page.locator(`a[href="/u/${encodeURIComponent(username)}"]`);
    if ((await link.count()) > 0) return link;
    const next = page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima", exact: true });
    expect(await next.count(), `@${username} in /profiles/list (page ${pageNumber} is the last)`).toBeGreaterThan(0);
  }
}
