/**
 * Notifications and blocks as members of Eleve made for each test: a
 * reaction to my post (written as the feed writes it) shows in the
 * profile panel, live, with the unread marker and the dot on the profile
 * button; "Marcar todas como lidas" clears both; the panel lists a
 * conversation with unread messages; /notificacoes without JavaScript;
 * blocking from a profile (dialog), the blocked person's 404 on my
 * profile, /bloqueios and unblocking also without JavaScript. The live one is @sql.
 */
import { expect, test } from "@playwright/test";
import { recordNotification } from "~/modules/social/notify.server";
import { insertConversation, insertPost } from "../support/social-rows";
import { openProfilePanel } from "./layout-helpers";
import { db, eleve, newPerson, signInPerson, signInWithoutJavaScript } from "./notifications-helpers";

test.use({ viewport: { width: 1280, height: 900 } });

test(
  "a reaction to my post reaches the profile panel live; marking all read clears the marker and the dot",
  { tag: "@sql" },
  async ({ page }) => {
    const ana = await newPerson("Ana Reis");
    const bruno = await newPerson("Bruno Prado");
    const post = await insertPost(ana.scope, ana.scope.userId, "Meu primeiro post");
    await signInPerson(page, ana);
    let panel = await openProfilePanel(page);
    const notifications = panel.getByRole("list", { name: "Notificações" });
    await expect(panel.getByText("Nenhuma notificação.")).toBeVisible();
    await expect(panel.getByText("Nenhuma mensagem não lida.")).toBeVisible();

    await recordNotification(await db(), bruno.scope, { userId: ana.scope.userId, kind: "reacao", postId: post });
    const sentence = notifications.getByRole("link", {
      name: new RegExp(`${bruno.displayName} reagiu à sua publicação.*não lida`),
    });
    await expect(sentence).toBeVisible();
    await expect(sentence).toHaveAttribute("href", `/labfeelings/discovery/${post}`);
    await expect(page.getByTestId("unread-dot")).toBeVisible();

    await panel.getByRole("button", { name: "Marcar todas como lidas" }).click();
    await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
    await expect(notifications.getByRole("link", { name: `${bruno.displayName} reagiu à sua publicação` })).toBeVisible();
    await expect(notifications.getByText("não lida")).toHaveCount(0);
    await expect(page.getByTestId("unread-dot")).toBeHidden();
    await expect(panel.getByRole("button", { name: "Marcar todas como lidas" })).toHaveCount(0);

    await insertConversation(ana.scope, [bruno.scope.userId, ana.scope.userId], "Oi, Ana! Viu o post?");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    panel = await openProfilePanel(page);
    const messages = panel.getByRole("list", { name: "Mensagens não lidas" });
    await expect(messages.getByRole("link", { name: new RegExp(`${bruno.displayName}.*Oi, Ana! Viu o post\\?`) })).toBeVisible();
    await expect(messages.getByLabel("1 mensagem não lida")).toBeVisible();
    await expect(messages.getByRole("link")).toHaveAttribute("href", /^\/conversations\/[0-9a-f-]{36}$/);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/notificacoes lists and marks all read; Bloquear on a profile works and /bloqueios unblocks", async ({ page }) => {
    const ana = await newPerson("Ana Nojs");
    const bruno = await newPerson("Bruno Nojs");
    const post = await insertPost(ana.scope, ana.scope.userId, "Sem JavaScript");
    await recordNotification(await db(), bruno.scope, { userId: ana.scope.userId, kind: "comentario", postId: post });
    await signInWithoutJavaScript(page, ana);
    await page.goto(`${eleve}/notificacoes`);
    await expect(page.getByRole("heading", { name: "Notificações", level: 1 })).toBeVisible();
    const item = page.getByRole("link", { name: new RegExp(`${bruno.displayName} comentou a sua publicação.*não lida`) });
    await expect(item).toBeVisible();
    await page.getByRole("button", { name: "Marcar todas como lidas" }).click();
    await expect(page).toHaveURL(`${eleve}/notificacoes`);
    await expect(page.getByRole("link", { name: `${bruno.displayName} comentou a sua publicação` })).toBeVisible();

    await page.goto(`${eleve}/u/${bruno.profileUsername}`);
    await page.getByRole("button", { name: "Bloquear" }).click();
    await expect(page).toHaveURL(`${eleve}/u/${bruno.profileUsername}`);
    await expect(page.getByRole("button", { name: "Desbloquear" })).toBeVisible();
    await page.goto(`${eleve}/notificacoes`);
    await expect(page.getByText("Nenhuma notificação por enquanto")).toBeVisible();
    await page.goto(`${eleve}/bloqueios`);
    await expect(page.getByRole("link", { name: new RegExp(bruno.displayName) })).toBeVisible();
    await page.getByRole("button", { name: `Desbloquear ${bruno.displayName}` }).click();
    await expect(page.getByRole("status")).toHaveText("Pessoa desbloqueada.");
    await expect(page.getByText("Você não bloqueou ninguém")).toBeVisible();
  });
});

test("blocking from a profile asks first; the blocked person then gets 404 on my profile", async ({ browser }) => {
  const ana = await newPerson("Ana Bloqueia");
  const bruno = await newPerson("Bruno Barreto");
  const anaPage = await (await browser.newContext()).newPage();
  await signInPerson(anaPage, ana);
  await anaPage.goto(`${eleve}/u/${bruno.profileUsername}`);
  await anaPage.getByRole("button", { name: "Bloquear" }).click();
  const dialog = anaPage.getByRole("dialog", { name: `Bloquear ${bruno.displayName}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await anaPage.getByRole("button", { name: "Bloquear" }).click();
  await dialog.getByRole("button", { name: "Confirmar bloqueio" }).click();
  await expect(anaPage.getByRole("button", { name: "Desbloquear" })).toBeVisible();

  const brunoPage = await (await browser.newContext()).newPage();
  await signInPerson(brunoPage, bruno);
  await brunoPage.goto(`${eleve}/u/${ana.profileUsername}`);
  await expect(brunoPage.getByRole("heading", { name: "Perfil não encontrado" })).toBeVisible();
  await brunoPage.goto(`${eleve}/u/${bruno.profileUsername}`);
  await expect(brunoPage.getByRole("button", { name: "Bloquear", exact: true })).toHaveCount(0);

  await anaPage.getByRole("button", { name: "Desbloquear" }).click();
  await expect(anaPage.getByRole("button", { name: "Bloquear", exact: true })).toBeVisible();
  await brunoPage.goto(`${eleve}/u/${ana.profileUsername}`);
  await expect(brunoPage.getByRole("heading", { name: ana.displayName })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the profile panel's lists and /notificacoes fit the screen", async ({ page }) => {
    const ana = await newPerson("Ana Celular");
    const bruno = await newPerson("Bruno Celular");
    const post = await insertPost(ana.scope, ana.scope.userId, "Post no celular");
    await recordNotification(await db(), bruno.scope, { userId: ana.scope.userId, kind: "reacao", postId: post });
    await signInPerson(page, ana);
    const panel = await openProfilePanel(page);
    const item = panel.getByRole("link", { name: new RegExp(`${bruno.displayName} reagiu à sua publicação`) });
    await expect(item).toBeVisible();
    // Once the panel has slid in, the item ends inside the screen.
    await expect
      .poll(async () => ((box) => (box ? box.x + box.width : Infinity))(await item.boundingBox()))
      .toBeLessThanOrEqual(390);
    await item.click();
    await expect(page).toHaveURL(`${eleve}/labfeelings/discovery/${post}`);
    await page.goto(`${eleve}/notificacoes`);
    await expect(page.getByRole("button", { name: "Marcar todas como lidas" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
