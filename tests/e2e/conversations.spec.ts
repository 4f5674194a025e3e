/**
 * Conversas in the browser, each test with its own members (created through
 * the API) so parallel tests and the demo data never meet: a message sent
 * with Enter arrives live in another person's browser and moves the unread
 * badge, the thread marks it read and the sender sees "Visto"; without
 * JavaScript a person starts a direta from a profile, sends through the
 * plain form and makes, uses and leaves a group found with the user search;
 * on a phone the thread takes the page. The live ones are @sql (events
 * through LISTEN/NOTIFY on PostgreSQL).
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { origin } from "./helpers";
import { hostRequest } from "./host-request";
import { createMember, signInMember, type Member } from "./layout-helpers";
import { signInAs } from "./sessions";

const sereno = origin("sereno");
const eleve = origin("eleve");
/** Where a Usuario lands after signing in. */
const LANDING = "/crm/central-de-atendimento";

/** A page of its own for `member`, signed in at `base` and open at `path` (hydrated, with JavaScript). */
async function signedInPage(
  browser: Browser,
  base: string,
  member: Member,
  { path = LANDING, javaScriptEnabled = true } = {},
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (javaScriptEnabled) await signInMember(page, base, member, path);
  else {
    await signInAs(page, base, member.username, member.password);
    await page.goto(`${base}${path}`);
  }
  return page;
}

const badge = (page: Page) => page.getByTestId("conversations-badge");
const messages = (page: Page) => page.getByRole("list", { name: "Mensagens" });

/** Two new Usuarios of Sereno, each signed in on a page of their own. */
async function signedInPair(browser: Browser, names: [string, string]) {
  const [ana, bruno] = await Promise.all(names.map((name) => createMember("sereno", "Usuario", name)));
  return {
    ana: ana!,
    bruno: bruno!,
    anaPage: await signedInPage(browser, sereno, ana!),
    brunoPage: await signedInPage(browser, sereno, bruno!),
  };
}

test("a message arrives live, moves the badge, and the sender sees it visto", { tag: "@sql" }, async ({ browser }) => {
  const { ana, bruno, anaPage, brunoPage } = await signedInPair(browser, ["Ana Live", "Bruno Live"]);
  await expect(badge(brunoPage)).toHaveCount(0);

  await anaPage.goto(`${sereno}/u/${bruno.profileUsername}`);
  await anaPage.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(anaPage.getByRole("heading", { level: 2, name: bruno.displayName })).toBeVisible();
  const box = anaPage.getByRole("textbox", { name: "Mensagem" });
  await box.fill("Oi, Bruno!");
  await box.press("Shift+Enter");
  await box.pressSequentially("Tudo bem?");
  await box.press("Enter");
  await expect(messages(anaPage).getByText("Oi, Bruno!")).toBeVisible();
  await expect(box).toHaveValue("");

  await expect(badge(brunoPage)).toContainText("1");
  await brunoPage
    .getByRole("link", { name: /^Conversas/ })
    .first()
    .click();
  const row = brunoPage.getByRole("link", { name: new RegExp(ana.displayName) });
  await expect(row).toContainText("Oi, Bruno! Tudo bem?");
  await expect(row).toContainText("1 mensagem não lida");
  await expect(anaPage.getByTestId("visto")).toHaveCount(0);
  await row.click();
  await expect(messages(brunoPage).getByText(/Oi, Bruno!\s*Tudo bem\?/)).toBeVisible();
  await expect(badge(brunoPage)).toHaveCount(0);
  await expect(anaPage.getByTestId("visto")).toHaveText(/Visto/);

  await brunoPage.getByRole("textbox", { name: "Mensagem" }).fill("Tudo ótimo, e você?");
  await brunoPage.getByRole("textbox", { name: "Mensagem" }).press("Enter");
  await expect(messages(anaPage).getByText("Tudo ótimo, e você?")).toBeVisible();
  await anaPage.context().close();
  await brunoPage.context().close();
});

test(
  "a message sent while the other's page is still connecting to the live updates moves the badge all the same",
  { tag: "@sql" },
  async ({ browser }) => {
    const [ana, bruno] = await Promise.all([
      createMember("sereno", "Usuario", "Ana Cedo"),
      createMember("sereno", "Usuario", "Bruno Tarde"),
    ]);
    const anaPage = await signedInPage(browser, sereno, ana);
    const brunoPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // Bruno's page is drawn, but its event stream only opens once Ana's message is in.
    let release = () => {};
    const sent = new Promise<void>((resolve) => (release = resolve));
    await brunoPage.route(/\/eventos\?/, async (route) => {
      await sent;
      await route.continue();
    });
    await signInMember(brunoPage, sereno, bruno, LANDING);
    await expect(badge(brunoPage)).toHaveCount(0);

    await anaPage.goto(`${sereno}/u/${bruno.profileUsername}`);
    await anaPage.getByRole("button", { name: "Enviar mensagem" }).click();
    const box = anaPage.getByRole("textbox", { name: "Mensagem" });
    await box.fill("Chegou?");
    await box.press("Enter");
    await expect(messages(anaPage).getByText("Chegou?")).toBeVisible();
    release();
    await expect(badge(brunoPage)).toContainText("1");
    await anaPage.context().close();
    await brunoPage.context().close();
  },
);

test(
  "counts a page's loaders read before a message, answering after the message's own fetch, do not take the badge back",
  { tag: "@sql" },
  async ({ browser }) => {
    const { bruno, anaPage, brunoPage } = await signedInPair(browser, ["Ana Antes", "Bruno Depois"]);
    // Bruno's loaders run again (a link to the view he is on) and answer from before Ana's message, but late.
    let read = () => {};
    const loadersRead = new Promise<void>((resolve) => (read = resolve));
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    await brunoPage.route(/\/crm\/central-de-atendimento\.data(\?|$)/, async (route) => {
      const answer = await hostRequest(brunoPage, route.request().url());
      read();
      await late;
      const headers = Object.entries(answer.headers).filter(
        (pair): pair is [string, string] => typeof pair[1] === "string" && !["transfer-encoding", "connection"].includes(pair[0]),
      );
      await route.fulfill({ status: answer.status, headers: Object.fromEntries(headers), body: answer.body });
    });
    await brunoPage.getByRole("link", { name: /^Minhas/ }).click();
    await loadersRead;
    // While its loaders run the list is dimmed and busy.
    const desk = brunoPage.locator("main [aria-busy]");
    await expect(desk).toHaveAttribute("aria-busy", "true");

    await anaPage.goto(`${sereno}/u/${bruno.profileUsername}`);
    await anaPage.getByRole("button", { name: "Enviar mensagem" }).click();
    const box = anaPage.getByRole("textbox", { name: "Mensagem" });
    await box.fill("Antes ou depois?");
    await box.press("Enter");
    await expect(messages(anaPage).getByText("Antes ou depois?")).toBeVisible();
    await expect(badge(brunoPage)).toContainText("1");

    release();
    // The late answer is drawn. (Its request may end as aborted once read: React Router stops the stream.)
    await expect(desk).toHaveAttribute("aria-busy", "false");
    // Two frames after its body arrived, React has committed the stale answer; the badge still counts the message.
    await brunoPage.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(badge(brunoPage)).toContainText("1");
    await anaPage.context().close();
    await brunoPage.context().close();
  },
);

/** A new direta between two new members of Eleve, open on the first one's page (`javaScriptEnabled` as asked). */
async function openDirect(browser: Browser, names: [string, string], javaScriptEnabled = true) {
  const [from, to] = await Promise.all(names.map((name) => createMember("eleve", "Usuario", name)));
  const page = await signedInPage(browser, eleve, from!, {
    path: `/conversations/nova?para=${to!.profileUsername}`,
    javaScriptEnabled,
  });
  await page.getByRole("button", { name: `Enviar mensagem para ${to!.displayName}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: to!.displayName })).toBeVisible();
  return page;
}

const EMPTY = "Escreva a mensagem ou anexe uma imagem.";

test("a message with neither text nor image is refused in the browser before it is sent", async ({ browser }) => {
  const page = await openDirect(browser, ["Lia Vazia", "Mauro Vazio"]);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const box = page.getByRole("textbox", { name: "Mensagem" });
  await box.fill(" \n ");
  await box.press("Enter");
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(box).toBeFocused();
  expect(posts).toEqual([]);
  await box.fill("Agora sim");
  await expect(page.getByText(EMPTY)).toBeHidden();
  await box.press("Enter");
  await expect(messages(page).getByText("Agora sim")).toBeVisible();
  await expect(box).toHaveValue("");
  await page.context().close();
});

test.describe("without JavaScript", () => {
  test("a message with neither text nor image is refused by the server, the text sent kept", async ({ browser }) => {
    const page = await openDirect(browser, ["Nina Vazia", "Otto Vazio"], false);
    const box = page.getByRole("textbox", { name: "Mensagem" });
    await box.fill("   ");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(box).toHaveValue("   ");
    await box.fill("Depois do aviso");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(messages(page).getByText("Depois do aviso")).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeHidden();
    await page.context().close();
  });

  test("a direta from a profile, a group from the search, and leaving it", async ({ browser }) => {
    const [carla, davi, elisa] = await Promise.all([
      createMember("eleve", "Usuario", "Carla Nojs"),
      createMember("eleve", "Usuario", "Davi Nojs"),
      createMember("eleve", "Usuario", "Elisa Nojs"),
    ]);
    const page = await signedInPage(browser, eleve, carla, { path: `/u/${davi.profileUsername}`, javaScriptEnabled: false });
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("heading", { level: 2, name: davi.displayName })).toBeVisible();
    const url = page.url();
    await page.getByRole("textbox", { name: "Mensagem" }).fill("Mensagem sem JavaScript");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(messages(page).getByText("Mensagem sem JavaScript")).toBeVisible();
    // The same direta again, from the profile.
    await page.goto(`${eleve}/u/${davi.profileUsername}`);
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page).toHaveURL(url);

    await page.goto(`${eleve}/conversations/nova`);
    for (const person of [davi, elisa]) {
      await page.getByRole("searchbox", { name: "Buscar pessoas" }).fill(person.displayName);
      await page.getByRole("button", { name: "Buscar" }).click();
      await page.getByRole("link", { name: `Adicionar ${person.displayName}` }).click();
    }
    await expect(page.getByRole("heading", { name: "Pessoas escolhidas (2)" })).toBeVisible();
    await page.getByLabel("Título do grupo").fill("Grupo sem JS");
    await page.getByRole("button", { name: "Criar grupo" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Grupo sem JS" })).toBeVisible();
    await page.getByRole("textbox", { name: "Mensagem" }).fill("Olá, grupo");
    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(messages(page).getByText("Olá, grupo")).toBeVisible();
    await page.getByRole("button", { name: "Silenciar" }).click();
    await expect(page.getByRole("status")).toContainText("Conversa silenciada");
    await page.getByRole("button", { name: "Sair do grupo" }).click();
    await expect(page).toHaveURL(`${eleve}/conversations`);
    await expect(page.getByRole("link", { name: /Grupo sem JS/ })).toContainText("Você saiu");

    const daviPage = await signedInPage(browser, eleve, davi, { path: "/conversations", javaScriptEnabled: false });
    await daviPage.getByRole("link", { name: /Grupo sem JS/ }).click();
    await expect(messages(daviPage).getByText(`${carla.displayName} saiu da conversa`)).toBeVisible();
    await page.context().close();
    await daviPage.context().close();
  });
});

test("on a phone the thread takes the page and leads back to the list", async ({ browser }) => {
  const [fabio, gil] = await Promise.all([
    createMember("eleve", "Usuario", "Fabio Fone"),
    createMember("eleve", "Usuario", "Gil Fone"),
  ]);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInMember(page, eleve, fabio, `/conversations/nova?para=${gil.profileUsername}`);
  await page.getByRole("button", { name: `Enviar mensagem para ${gil.displayName}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: gil.displayName })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Conversas" })).toBeHidden();
  await page.getByRole("link", { name: "← Voltar às conversas" }).click();
  await expect(page.getByRole("link", { name: new RegExp(gil.displayName) })).toBeVisible();
  await expect(page.getByText("Selecione uma conversa")).toBeHidden();
  await context.close();
});

test("an image goes with a message; a conversation one is not in, its image or a wrong id answer 404", async ({ browser }) => {
  const [hugo, ines] = await Promise.all([
    createMember("eleve", "Usuario", "Hugo Quatro"),
    createMember("eleve", "Usuario", "Ines Quatro"),
  ]);
  const page = await signedInPage(browser, eleve, hugo, { path: `/conversations/nova?para=${ines.profileUsername}` });
  await page.getByRole("button", { name: `Enviar mensagem para ${ines.displayName}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: ines.displayName })).toBeVisible();
  const url = page.url();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  await page.getByText("Anexar imagens").click();
  await page.getByLabel("Imagens (até 4, 5 MB cada)").setInputFiles({ name: "verde.png", mimeType: "image/png", buffer: png });
  await page.getByLabel("Descrição das imagens (para quem não as vê)").fill("Um retângulo verde");
  await page.getByRole("textbox", { name: "Mensagem" }).fill("Veja a imagem");
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  const image = messages(page).getByRole("img", { name: "Um retângulo verde" });
  await expect(image).toBeVisible();
  const src = new URL((await image.getAttribute("src"))!, url).toString();
  const served = (await page.goto(src))!;
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toContain("private");
  const stranger = await createMember("eleve", "Usuario", "Joao Quatro");
  const other = await signedInPage(browser, eleve, stranger);
  expect(await other.evaluate(async (address) => (await fetch(address)).status, src)).toBe(404);
  expect((await other.goto(url))?.status()).toBe(404);
  expect((await other.goto(`${eleve}/conversations/not-an-id`))?.status()).toBe(404);
  await page.context().close();
  await other.context().close();
});
