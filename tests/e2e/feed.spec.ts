/**
 * The publications feed in the browser, each test with members of its
 * own (createMember) in Eleve: a post with an aviso de conteúdo and an
 * image (the content behind "Mostrar conteúdo", the image served by the
 * checked route), reactions and a comment; the feed without JavaScript
 * with "Carregar mais"; others' new posts announced live as "novas
 * publicações" with two browser contexts (@sql: paging by "antes" and
 * live events through LISTEN/NOTIFY on PostgreSQL).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { origin, uniqueSuffix } from "./helpers";
import { hostRequest } from "./host-request";
import { insertPost } from "../support/social-rows";
import { createMember, signInMember, type Member } from "./layout-helpers";
import { newPerson } from "./notifications-helpers";
import { signInAs } from "./sessions";

const { takePostPlace } = await import("~/modules/social/posts.server");

const eleve = origin("eleve");
const FEED = `${eleve}/labfeelings/discovery`;

test.use({ viewport: { width: 1280, height: 800 } });

async function publish(page: Page, body: string) {
  await page.getByLabel("O que você quer compartilhar?").fill(body);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Publicação enviada." })).toBeVisible();
}

const card = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

test("a member posts with an aviso de conteúdo and an image; another reacts and comments", async ({ browser }) => {
  const [author, reader] = await Promise.all([createMember("eleve"), createMember("eleve")]);
  const body = `Dia de sol no escritório ${uniqueSuffix()}`;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#22aa66" } })
    .png()
    .toBuffer();

  const authorContext = await browser.newContext();
  const page = await authorContext.newPage();
  await signInMember(page, eleve, author, "/labfeelings/discovery");
  await page.getByText("Imagens, aviso de conteúdo e visibilidade").click();
  await page.getByLabel("Imagens (até 4, 5 MB cada)").setInputFiles({ name: "sol.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Descrição da imagem 1").fill("Uma janela com sol");
  await page.getByLabel("Aviso de conteúdo (opcional)").fill("Muita luz");
  await publish(page, body);
  const own = card(page, "Muita luz");
  await expect(own.first()).toBeVisible();
  await expect(own.first().getByText(body)).toBeHidden();
  await authorContext.close();

  const readerContext = await browser.newContext();
  const other = await readerContext.newPage();
  await signInMember(other, eleve, reader, "/labfeelings/discovery");
  const post = card(other, "Muita luz").filter({ hasText: author.displayName }).first();
  await post.getByText("Mostrar conteúdo").click();
  await expect(post.getByText(body)).toBeVisible();
  const image = post.getByRole("img", { name: "Uma janela com sol" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/labfeelings\/imagens\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  const served = await hostRequest(other, `${eleve}${await image.getAttribute("src")}`);
  expect([served.status, served.headers["content-type"], served.headers["cache-control"]]).toEqual([
    200,
    "image/webp",
    "private, max-age=3600",
  ]);

  await post.getByRole("button", { name: "Amei" }).click();
  await expect(post.getByRole("button", { name: "Amei" })).toHaveAttribute("aria-pressed", "true");
  await expect(post.getByRole("link", { name: "1 reação" })).toBeVisible();
  await post.getByRole("button", { name: "Curtir" }).click();
  await expect(post.getByRole("button", { name: "Curtir" })).toHaveAttribute("aria-pressed", "true");
  await expect(post.getByRole("button", { name: "Amei" })).toHaveAttribute("aria-pressed", "false");
  await expect(post.getByRole("link", { name: "1 reação" })).toBeVisible();
  await post.getByRole("button", { name: "Curtir" }).click();
  await expect(post.getByRole("button", { name: "Curtir" })).toHaveAttribute("aria-pressed", "false");
  await expect(post.getByRole("link", { name: "0 reações" })).toBeVisible();
  await post.getByRole("button", { name: "Curtir" }).click();
  await expect(post.getByRole("link", { name: "1 reação" })).toBeVisible();

  await post.getByRole("link", { name: "0 comentários" }).click();
  await expect(other.getByRole("heading", { name: "Quem reagiu" })).toBeVisible();
  await expect(other.getByRole("listitem").filter({ hasText: reader.displayName })).toBeVisible();
  await other.getByLabel("Escreva um comentário").fill(`Que lindo, @${author.profileUsername}!`);
  await other.getByRole("button", { name: "Comentar" }).click();
  await expect(other.getByRole("status")).toHaveText("Comentário enviado.");
  await expect(other.getByRole("link", { name: `@${author.profileUsername}` })).toBeVisible();
  await expect(other.getByRole("link", { name: "1 comentário" })).toBeVisible();
  await readerContext.close();
});

test("after Publicar the one compose form is emptied, says the result beside its button and keeps the focus", async ({
  page,
}) => {
  const member = await createMember("eleve");
  await signInMember(page, eleve, member, "/labfeelings/discovery");
  const compose = page.getByRole("form", { name: "Nova publicação" });
  const text = compose.getByLabel("O que você quer compartilhar?");
  for (const n of [1, 2]) {
    const body = `Uma caixa só ${n} ${uniqueSuffix()}`;
    await text.fill(body);
    await compose.getByRole("button", { name: "Publicar" }).click();
    await expect(card(page, body)).toBeVisible();
    await expect(compose.getByRole("status")).toHaveText("Publicação enviada.");
    await expect(page.getByRole("heading", { name: "Nova publicação" })).toHaveCount(1);
    await expect(text).toHaveValue("");
    await expect(text).toBeFocused();
  }

  const refused = `Com uma imagem recusada ${uniqueSuffix()}`;
  await text.fill(refused);
  await compose.getByText("Imagens, aviso de conteúdo e visibilidade").click();
  await compose
    .getByLabel("Imagens (até 4, 5 MB cada)")
    .setInputFiles({ name: "nota.png", mimeType: "image/png", buffer: Buffer.from("não sou uma imagem") });
  await compose.getByRole("button", { name: "Publicar" }).click();
  const alert = compose.getByRole("alert");
  await expect(alert).toHaveText("Envie uma imagem PNG, JPEG, WebP ou GIF.");
  await expect(alert).toBeInViewport();
  await expect(compose.getByRole("status")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Nova publicação" })).toHaveCount(1);
  await expect(text).toHaveValue(refused);
  await expect(card(page, refused)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function postAs(browser: Browser, member: Member, texts: string[], refusedAfter?: number) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, eleve, member.username, member.password);
    for (const [index, text] of texts.entries()) {
      await page.goto(FEED);
      await page.getByLabel("O que você quer compartilhar?").fill(text);
      await page.getByRole("button", { name: "Publicar" }).click();
      if (index === refusedAfter)
        await expect(page.getByRole("alert")).toContainText("Você publicou muitas vezes em pouco tempo");
      else await expect(page.getByRole("status")).toHaveText("Publicação enviada.");
    }
    await context.close();
  }

  test("members publish up to the limit and read older posts with Carregar mais", { tag: "@sql" }, async ({ browser, page }) => {
    const [first, second, third] = await Promise.all([
      newPerson("Ana Semjs", "Administrator"),
      newPerson("Bia Semjs"),
      newPerson("Caio Semjs"),
    ]);
    const tag = uniqueSuffix();
    const texts = (who: string, n: number) => Array.from({ length: n }, (_, i) => `Sem JS ${tag} ${who} ${i + 1}`);
    // The first member's nine earlier posts, each with its place in the rate limit; the tenth comes through the form,
    // and the eleventh is refused there. The others' posts only fill the feed's first page.
    const later = (index: number) => ({ createdAt: new Date(Date.now() + index).toISOString() });
    for (const [index, text] of texts("a", 9).entries()) {
      expect(await takePostPlace(first.scope)).toBe(true);
      await insertPost(first.scope, first.scope.userId, text, later(index));
    }
    await postAs(browser, first, texts("a", 11).slice(9), 1);
    for (const [index, text] of texts("b", 10).entries()) await insertPost(second.scope, second.scope.userId, text, later(index));
    await insertPost(third.scope, third.scope.userId, `Sem JS ${tag} último`, later(10));

    await signInAs(page, eleve, third.username, third.password);
    await page.goto(FEED);
    await expect(page.getByRole("article").filter({ hasText: `Sem JS ${tag} último` })).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: `Sem JS ${tag} a 11` })).toHaveCount(0);
    await page.getByRole("link", { name: "Carregar mais" }).click();
    await expect(page).toHaveURL(/\/labfeelings\/discovery\?antes=/);
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: `Sem JS ${tag} a 1` })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: `Sem JS ${tag} último` })).toHaveCount(0);

    await page.goto(`${eleve}/u/${first.profileUsername}`);
    await expect(page.getByRole("article").filter({ hasText: `Sem JS ${tag} a 10` })).toBeVisible();
  });
});

test("others' new posts are announced live and shown on top at a click", { tag: "@sql" }, async ({ browser }) => {
  const [reader, writer] = await Promise.all([createMember("eleve"), createMember("eleve")]);
  const readerContext = await browser.newContext();
  const page = await readerContext.newPage();
  await signInMember(page, eleve, reader, "/labfeelings/discovery");
  await expect(page.getByRole("heading", { level: 1, name: "Publicações" })).toBeVisible();
  // Other tests publish in Eleve meanwhile: "on top" is above the reader's own earlier post, and the banner may return.
  const earlier = `Antes da novidade ${uniqueSuffix()}`;
  await publish(page, earlier);
  const earlierId = await card(page, earlier).getAttribute("data-post-id");
  await page.waitForLoadState("networkidle");

  const writerContext = await browser.newContext();
  const other = await writerContext.newPage();
  await signInMember(other, eleve, writer, "/labfeelings/discovery");
  const body = `Novidade ao vivo ${uniqueSuffix()}`;
  await publish(other, body);

  const banner = page.getByRole("button", { name: /nova(s)? publicaç(ão|ões)/ });
  await expect(banner).toBeVisible();
  await expect(page.getByText(body)).toHaveCount(0);
  await banner.click();
  await expect(card(page, body)).toBeVisible();
  const order = await page.getByRole("article").evaluateAll((articles) => articles.map((article) => article.dataset.postId));
  const postId = await card(page, body).getAttribute("data-post-id");
  expect(order.indexOf(earlierId!)).toBeGreaterThan(order.indexOf(postId!));
  expect(order.indexOf(postId!)).toBeGreaterThanOrEqual(0);
  await readerContext.close();
  await writerContext.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the feed fits the screen and a card's menu opens from the keyboard", async ({ page }) => {
    const member = await createMember("eleve");
    await signInMember(page, eleve, member, "/labfeelings/discovery");
    const text = `No celular ${uniqueSuffix()}`;
    await publish(page, text);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    const own = card(page, text);
    await own.getByText("Mais ações").focus();
    await page.keyboard.press("Enter");
    await expect(own.getByRole("button", { name: "Excluir publicação" })).toBeVisible();
    await own.getByRole("button", { name: "Excluir publicação" }).click();
    await expect(page.getByRole("status")).toHaveText("Publicação excluída.");
    await expect(card(page, text)).toHaveCount(0);
  });
});
