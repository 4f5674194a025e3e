/**
 * Profiles without JavaScript (spec 2.1): the multipart form posts
 * to the page itself and redirects to /u/{username}. Each test creates
 * its own account (no profile yet).
 */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";
import {
  DEFAULT_AVATAR,
  cardAvatar,
  expectProfileCard,
  expectStoredAvatar,
  fakePngFile,
  fetchStoredFile,
  fillProfileForm,
  memberListLink,
  pngFile,
  profileForm,
  signInWithoutProfile,
} from "./profile-helpers";

test.use({ javaScriptEnabled: false });

const eleve = origin("eleve");

test("without JavaScript a person creates the profile with an avatar, then edits the bio and replaces the avatar", async ({
  page,
}) => {
  const member = await signInWithoutProfile(page, eleve);
  const created = {
    username: member.profileUsername,
    displayName: "Teresa Lima",
    bio: "Perfil criado sem JavaScript.",
    location: "Curitiba, PR",
  };
  const form = profileForm(page);
  await form.avatar.setInputFiles(await pngFile("foto.png", "#0891b2"));
  await fillProfileForm(page, created);
  const post = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();

  // A plain form post to the page, not the upload endpoint.
  const request = await post;
  expect(request.url()).toBe(`${eleve}/profiles/create`);
  expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page).toHaveURL(`${eleve}/u/${created.username}`);
  let card = await expectProfileCard(page, created);
  const firstAvatar = await expectStoredAvatar(page, cardAvatar(card, created.displayName));

  await card.getByRole("link", { name: "Editar perfil", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/profiles/edit`);
  await expect(form.bio).toHaveValue(created.bio);
  await expect(form.preview).toHaveAttribute("src", firstAvatar);

  const edited = { ...created, bio: "Bio editada sem JavaScript." };
  await form.bio.fill(edited.bio);
  await form.avatar.setInputFiles(await pngFile("outra-foto.png", "#16a34a"));
  await page.getByRole("button", { name: "Salvar alterações", exact: true }).click();

  await expect(page).toHaveURL(`${eleve}/u/${edited.username}`);
  card = await expectProfileCard(page, edited);
  await expect(card).not.toContainText(created.bio);
  const secondAvatar = await expectStoredAvatar(page, cardAvatar(card, edited.displayName));
  expect(secondAvatar).not.toBe(firstAvatar);
  // The replaced file is removed.
  expect((await fetchStoredFile(page, firstAvatar)).status).toBe(404);

  await page.goto(`${eleve}/profiles`);
  card = await expectProfileCard(page, edited);
  await expect(cardAvatar(card, edited.displayName)).toHaveAttribute("src", secondAvatar);

  const link = await memberListLink(page, eleve, edited.username);
  await expect(link).toContainText(edited.displayName);
  // The list avatar is decorative (alt ""), so it has no img role.
  await expect(link.locator("img")).toHaveAttribute("src", secondAvatar);
});

test("without JavaScript a user name in use and a text file named x.png are refused and nothing is saved", async ({ page }) => {
  const member = await signInWithoutProfile(page, eleve);
  const form = profileForm(page);
  await fillProfileForm(page, { username: "admin.eleve", displayName: "Teresa Lima" });
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();

  await expect(form.username).toHaveAccessibleDescription("Nome de usuário já está em uso.");
  await expect(page).toHaveURL(`${eleve}/profiles/create`);
  await expect(form.preview).toHaveAttribute("src", DEFAULT_AVATAR);

  await form.username.fill(member.profileUsername);
  await form.displayName.fill("Teresa Lima");
  await form.avatar.setInputFiles(fakePngFile("x.png"));
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();

  await expect(form.alert).toHaveText("Envie uma imagem PNG, JPEG, WebP ou GIF.");
  await expect(page).toHaveURL(`${eleve}/profiles/create`);

  const response = await page.goto(`${eleve}/u/${member.profileUsername}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Perfil não encontrado" })).toBeVisible();
});
