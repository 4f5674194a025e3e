/**
 * Profiles (spec 2.1, 2.6): a person without a profile is sent to
 * /profiles/create after sign-in, creates it (the avatar by XMLHttpRequest
 * with progress), edits it, and members see it on /u/{username} and
 * /profiles/list. Each test creates its own account (no profile yet).
 */
import { expect, test } from "@playwright/test";
import { origin, signIn } from "./helpers";
import { createMember } from "./layout-helpers";
import {
  DEFAULT_AVATAR,
  cardAvatar,
  expectProfileCard,
  expectStoredAvatar,
  fakePngFile,
  fillProfileForm,
  memberListLink,
  pngFile,
  profileCard,
  profileForm,
  signInWithoutProfile,
} from "./profile-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

test("a person without a profile lands on /profiles/create, uploads an avatar with progress and sees the profile on /u/{username}", async ({
  page,
}) => {
  const member = await createMember("eleve", "Usuario", "Teresa Lima", { withProfile: false });
  // The login form, whose landing for a person without a profile is checked here.
  await signIn(page, eleve, member.username, member.password);
  await expect(page).toHaveURL(`${eleve}/profiles/create`);
  await expect(page.getByRole("heading", { name: "Criar perfil" })).toBeVisible();
  const profile = {
    username: member.profileUsername,
    displayName: "Teresa Lima",
    bio: "Cuido do atendimento e das boas-vindas.\nGosto de trilhas.",
    location: "Florianópolis, SC",
    website: "https://teresa.example.com",
  };
  const form = profileForm(page);
  await expect(form.preview).toHaveAttribute("src", DEFAULT_AVATAR);

  await form.avatar.setInputFiles(await pngFile("minha-foto.png", "#e11d48"));

  // The preview shows the chosen file before anything is sent.
  await expect(form.preview).toHaveAttribute("src", /^blob:/);
  await expect.poll(() => form.preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(64);

  await fillProfileForm(page, profile);
  // Hold the upload until the progress has been seen, then let it through unchanged.
  let releaseUpload!: () => void;
  const release = new Promise<void>((resolve) => (releaseUpload = resolve));
  let uploadHeld = false;
  await page.route("**/profiles/upload?mode=create", async (route) => {
    uploadHeld = true;
    await release;
    await route.continue();
  });
  const upload = page.waitForResponse(
    (response) => response.url() === `${eleve}/profiles/upload?mode=create` && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();

  await expect.poll(() => uploadHeld, { message: "the form posts to /profiles/upload" }).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: /^Enviando\.\.\. \d{1,3}%$/ })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progresso do envio" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Salvando...", exact: true })).toBeDisabled();
  releaseUpload();

  const answer = await upload;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ status: "success", redirectTo: `/u/${profile.username}` });
  await expect(page).toHaveURL(`${eleve}/u/${profile.username}`);
  const card = await expectProfileCard(page, profile);
  await expect(card.getByRole("link", { name: "teresa.example.com", exact: true })).toHaveAttribute("href", profile.website);
  await expect(card.getByRole("link", { name: "Editar perfil", exact: true })).toBeVisible();
  await expectStoredAvatar(page, cardAvatar(card, profile.displayName));
  await expect(page.getByTestId("user-name")).toHaveText(profile.displayName);
});

test("editing the bio and display name on /profiles/edit changes them on /u/{username}, /profiles and /profiles/list", async ({
  page,
}) => {
  const member = await signInWithoutProfile(page, eleve);
  const created = {
    username: member.profileUsername,
    displayName: "Teresa Lima",
    bio: "Bio de antes da edição.",
    location: "Recife, PE",
  };
  await fillProfileForm(page, created);
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/u/${created.username}`);
  // No avatar chosen: the default image.
  await expect(cardAvatar(await expectProfileCard(page, created), created.displayName)).toHaveAttribute("src", DEFAULT_AVATAR);

  await page.goto(`${eleve}/profiles/edit`);
  await expect(page.getByRole("heading", { name: "Editar perfil" })).toBeVisible();
  const form = profileForm(page);
  await expect(form.username).toHaveValue(created.username);
  await expect(form.displayName).toHaveValue(created.displayName);
  await expect(form.bio).toHaveValue(created.bio);
  await expect(form.location).toHaveValue(created.location);

  const edited = { ...created, displayName: "Teresa Lima Duarte", bio: "Bio nova, escrita na edição." };
  await fillProfileForm(page, { displayName: edited.displayName, bio: edited.bio });
  await page.getByRole("button", { name: "Salvar alterações", exact: true }).click();

  await expect(page).toHaveURL(`${eleve}/u/${edited.username}`);
  let card = await expectProfileCard(page, edited);
  await expect(card).not.toContainText(created.bio);
  await expect(cardAvatar(card, edited.displayName)).toHaveAttribute("src", DEFAULT_AVATAR);

  await page.goto(`${eleve}/profiles`);
  card = await expectProfileCard(page, edited);
  await expect(card).not.toContainText(created.bio);
  await expect(card.getByRole("link", { name: "Editar perfil", exact: true })).toHaveAttribute("href", "/profiles/edit");

  // The list shows names, not bios: the new display name is there.
  const link = await memberListLink(page, eleve, edited.username);
  await expect(link).toHaveCount(1);
  await expect(link).toContainText(edited.displayName);
  await expect(link).toContainText(`@${edited.username}`);
  await link.click();
  await expect(page).toHaveURL(`${eleve}/u/${edited.username}`);
  await expectProfileCard(page, edited);
});

test("a user name in use shows the field message; a text file named x.png shows the alert; no profile is created", async ({
  page,
}) => {
  const member = await signInWithoutProfile(page, eleve);
  const form = profileForm(page);
  await fillProfileForm(page, { username: "admin.eleve", displayName: "Teresa Lima", bio: "Não deve ser salva." });
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();

  await expect(form.username).toHaveAccessibleDescription("Nome de usuário já está em uso.");
  await expect(page.getByText("Nome de usuário já está em uso.", { exact: true })).toBeVisible();
  await expect(form.username).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`${eleve}/profiles/create`);

  await form.username.fill(member.profileUsername);
  await form.avatar.setInputFiles(fakePngFile("x.png"));
  await page.getByRole("button", { name: "Criar perfil", exact: true }).click();

  await expect(form.alert).toHaveText("Envie uma imagem PNG, JPEG, WebP ou GIF.");
  await expect(page).toHaveURL(`${eleve}/profiles/create`);
  await expect(page.getByRole("button", { name: "Criar perfil", exact: true })).toBeEnabled();

  // Nothing was saved: /profiles still sends to the create page, the name is unknown.
  await page.goto(`${eleve}/profiles`);
  await expect(page).toHaveURL(`${eleve}/profiles/create`);
  const response = await page.goto(`${eleve}/u/${member.profileUsername}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Perfil não encontrado" })).toBeVisible();
  // admin.eleve is still Rafael's.
  await page.goto(`${eleve}/u/admin.eleve`);
  await expect(profileCard(page, "Rafael Antunes")).toBeVisible();
});

test("/u/nobody answers 404 'Perfil não encontrado'; a demo member's page shows the generated avatar", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  const response = await page.goto(`${eleve}/u/nobody`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Perfil não encontrado" })).toBeVisible();
  await expect(page.getByText("Não há ninguém com o nome de usuário @nobody nesta organização.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);

  await page.getByRole("link", { name: "Ver membros", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/profiles/list`);
  const link = page.locator('a[href="/u/usuario.eleve"]');
  await expect(link).toContainText("Beatriz Carvalho");
  await link.click();

  await expect(page).toHaveURL(`${eleve}/u/usuario.eleve`);
  const card = profileCard(page, "Beatriz Carvalho");
  await expect(card.getByRole("heading", { level: 1 })).toHaveText("Beatriz Carvalho");
  await expect(card.getByText("@usuario.eleve", { exact: true })).toBeVisible();
  await expect(card.getByTestId("profile-bio")).not.toBeEmpty();
  // Not the viewer's own profile.
  await expect(card.getByRole("link", { name: "Editar perfil" })).toHaveCount(0);
  await expectStoredAvatar(page, cardAvatar(card, "Beatriz Carvalho"));

  // The same page loaded directly answers 200.
  expect((await page.goto(`${eleve}/u/usuario.eleve`))?.status()).toBe(200);
  await expect(card).toBeVisible();
});
