/**
 * Moderation as members of Eleve made for each test, on posts written as
 * the feed writes them: a member reports a post (the form a feed card
 * posts) and comes back with "Denúncia enviada. Obrigado."; the
 * administrator sees it in /labfeelings/moderacao with the reason and who
 * reported, hides it (the post leaves the feed: hidden in the database,
 * listed under Ocultas) and restores it; "Manter" closes the reports;
 * the same without JavaScript; a Usuario is kept out.
 */
import { expect, test, type Page } from "@playwright/test";
import { insertPost } from "../support/social-rows";
import { signInMember } from "./layout-helpers";
import { postForm } from "./helpers";
import { db, eleve, newPerson, signInPerson, submitReport } from "./notifications-helpers";
import { signInAs } from "./sessions";

test.use({ viewport: { width: 1280, height: 900 } });

const postCard = (page: Page, author: string) => page.getByRole("article", { name: `Publicação de ${author}` });
const hiddenAt = async (postId: string) =>
  (await (await db()).selectFrom("social_posts").select("hidden_at").where("id", "=", postId).executeTakeFirstOrThrow())
    .hidden_at;

test("a report reaches the queue; the administrator hides the post and restores it", async ({ browser }) => {
  const author = await newPerson("Autora Denunciada");
  const reporter = await newPerson("Leitor Atento");
  const admin = await newPerson("Admin Moderadora", "Administrator");
  const post = await insertPost(author.scope, author.scope.userId, `Publicação imprópria de ${author.username}`);

  const reporterPage = await (await browser.newContext()).newPage();
  await signInPerson(reporterPage, reporter);
  await submitReport(reporterPage, post, "Conteúdo ofensivo\ncontra colegas");
  await expect(reporterPage).toHaveURL(`${eleve}/labfeelings/discovery?denuncia=enviada`);
  await expect(reporterPage.getByRole("status").filter({ hasText: "Denúncia enviada. Obrigado." })).toBeVisible();
  await submitReport(reporterPage, post, "De novo");
  await expect(reporterPage.getByRole("status").filter({ hasText: "Você já denunciou esta publicação." })).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await signInMember(page, eleve, admin, "/labfeelings/moderacao");
  const card = postCard(page, author.displayName);
  await expect(card).toContainText(`Publicação imprópria de ${author.username}`);
  await expect(card).toContainText("1 denúncia");
  await expect(card).toContainText("Conteúdo ofensivo");
  await expect(card).toContainText(reporter.displayName);

  await card.getByRole("button", { name: "Ocultar publicação" }).click();
  await expect(page.getByRole("status")).toHaveText("Publicação ocultada. Ela não aparece mais no feed.");
  await expect(card).toHaveCount(0);
  expect(await hiddenAt(post)).not.toBeNull();
  await submitReport(reporterPage, post, "Ainda vejo");
  await expect(reporterPage.getByRole("status").filter({ hasText: "Denúncia enviada" })).toHaveCount(0);

  await page.getByRole("link", { name: "Ocultas" }).click();
  const hidden = postCard(page, author.displayName);
  await expect(hidden).toContainText(`Ocultada por ${admin.displayName}`);
  await hidden.getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByRole("status")).toHaveText("Publicação restaurada. Ela voltou ao feed.");
  await expect(postCard(page, author.displayName)).toHaveCount(0);
  expect(await hiddenAt(post)).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Manter closes the reports and the post stays", async ({ page }) => {
    const author = await newPerson("Autor Mantido");
    const admin = await newPerson("Admin Sem JS", "Administrator");
    const post = await insertPost(author.scope, author.scope.userId, `Opinião forte de ${author.username}`);
    await signInAs(page, eleve, admin.username, admin.password);
    await page.goto(`${eleve}/notificacoes`);
    await submitReport(page, post, "Discordo", "/notificacoes");
    await expect(page).toHaveURL(`${eleve}/notificacoes?denuncia=enviada`);
    await page.goto(`${eleve}/labfeelings/moderacao`);
    const card = postCard(page, author.displayName);
    await expect(card).toContainText("Discordo");
    await card.getByRole("button", { name: "Manter" }).click();
    await expect(page.getByRole("status")).toHaveText("Publicação mantida. As denúncias foram encerradas.");
    await expect(card).toHaveCount(0);
    expect(await hiddenAt(post)).toBeNull();
  });
});

test("a Usuario can neither open the queue nor hide a post, and a report without a reason or of an unknown post changes nothing", async ({
  page,
}) => {
  const author = await newPerson("Autora Comum");
  const usuario = await newPerson("Usuario Curioso");
  const post = await insertPost(author.scope, author.scope.userId, "Post comum");
  await signInPerson(page, usuario);
  await page.goto(`${eleve}/labfeelings/moderacao`);
  await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
  await postForm(page, "/labfeelings/moderacao", { intent: "ocultar", postId: post });
  await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
  expect(await hiddenAt(post)).toBeNull();
  await submitReport(page, post, "   ");
  await expect(page.getByRole("alert").filter({ hasText: "A denúncia não foi enviada" })).toBeVisible();
  const answer = await page.goto(`${eleve}/labfeelings/discovery`);
  expect(answer?.status()).toBe(200);
  await submitReport(page, "00000000-0000-4000-8000-000000000000", "Motivo");
  await expect(page.getByText("Denúncia enviada")).toHaveCount(0);
  const reports = await (await db()).selectFrom("social_reports").select("id").where("post_id", "=", post).execute();
  expect(reports).toEqual([]);
});
