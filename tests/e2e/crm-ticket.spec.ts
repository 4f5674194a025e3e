/**
 * The atendimento page: usuario-eleve opens one for a new contato and
 * works it (assume, priority, etiqueta, nota interna apart, a resposta sent
 * with Ctrl+Enter); without JavaScript an admin opens one and replies; one
 * adiado until the contact's answer reopens when the contact writes through
 * the intake API, also when the message comes while a refused change is on
 * its way. Each test has atendimentos of its own for contatos of its own
 * (uniqueSuffix): opened through the form where that is what it tests,
 * else written by crm-list-helpers.ts.
 */
import { expect, test } from "@playwright/test";
import { deskApiKey, deskCannedReply, deskTickets, openTicket } from "./crm-list-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

/** A new atendimento of Eleve for the contato "Cliente <suffix>", opened by the contact: its page's path and its code. */
async function deskTicket(suffix: string, subject: string) {
  const [ticket] = await deskTickets(suffix, [{ subject }]);
  const code = `AT-${String(ticket!.number).padStart(6, "0")}`;
  return { path: `/crm/central-de-atendimento/${code}`, code, id: ticket!.id };
}

test("an atendimento's address is its code: the form opens it there, the desk links there, a link by id lands there", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await signInAs(page, eleve, "usuario-eleve");
  await openTicket(page, `Endereço ${suffix}`, `Cliente ${suffix}`);
  await expect(page).toHaveURL(/\/crm\/central-de-atendimento\/AT-\d{6}\?aviso=criado$/);

  const { path, code, id } = await deskTicket(suffix, `Link antigo ${suffix}`);
  await page.goto(`${eleve}/crm/central-de-atendimento/${id}?aviso=alterado`);
  await expect(page).toHaveURL(`${eleve}${path}?aviso=alterado`);
  await expect(page.getByRole("heading", { level: 2, name: `Link antigo ${suffix}` })).toBeVisible();
  await expect(page.getByRole("article").getByText(code).first()).toBeVisible();

  await page.goto(`${eleve}/crm/central-de-atendimento?visao=todas&q=${encodeURIComponent(`Link antigo ${suffix}`)}`);
  await page.getByRole("link", { name: new RegExp(`Link antigo ${suffix}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/central-de-atendimento/${code}\\?`));
  expect((await page.goto(`${eleve}/crm/central-de-atendimento/AT-999999`))?.status()).toBe(404);
});

test("usuario-eleve opens an atendimento and works it: assume, priority, etiqueta, nota interna, resposta with Ctrl+Enter", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const subject = `Nota fiscal errada ${suffix}`;
  await signInAs(page, eleve, "usuario-eleve");
  await openTicket(page, subject, `Cliente ${suffix}`);
  const side = page.getByRole("complementary", { name: "Detalhes do atendimento" });

  await side.getByLabel("Responsável").selectOption("");
  await side.getByRole("button", { name: "Atribuir", exact: true }).click();
  await expect(side.getByText("Não atribuído")).toBeVisible();
  await side.getByRole("button", { name: "Atribuir a mim" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Atendimento atualizado." })).toBeVisible();
  await expect(side.getByRole("button", { name: "Atribuir a mim" })).toHaveCount(0);

  await side.getByLabel("Prioridade").selectOption("urgente");
  await side.getByRole("button", { name: "Mudar" }).click();
  await expect(page.getByText("Prioridade urgente")).toBeVisible();
  await expect(page.getByText(/mudou a prioridade de Alta para Urgente/)).toBeVisible();

  await side.getByLabel("Nova etiqueta").fill("Fiscal");
  await side.getByRole("button", { name: "Adicionar" }).click();
  await expect(side.getByRole("button", { name: "Remover a etiqueta fiscal" })).toBeVisible();

  await page.getByRole("article").getByLabel("Nota interna (só a equipe vê)").check();
  await page.getByRole("article").getByLabel("Mensagem", { exact: true }).fill("Conferir com o financeiro antes de reemitir.");
  await page.getByRole("article").getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nota interna adicionada." })).toBeVisible();
  const notes = page.getByRole("region", { name: "Notas internas" });
  await expect(notes.getByText("Conferir com o financeiro antes de reemitir.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversa" }).getByText("Conferir com o financeiro")).toHaveCount(0);

  // The box stays on nota interna after one, and was emptied.
  const box = page.getByRole("article").getByLabel("Mensagem", { exact: true });
  await expect(box).toHaveValue("");
  await expect(page.getByRole("article").getByLabel("Nota interna (só a equipe vê)")).toBeChecked();
  await page.getByRole("article").getByLabel("Resposta ao contato (por e-mail)").check();
  await box.fill("Olá! Vamos reemitir a nota hoje.");
  await box.press("Control+Enter");
  await expect(page.getByRole("status").filter({ hasText: "Resposta enviada ao contato." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversa" }).getByText("Olá! Vamos reemitir a nota hoje.")).toBeVisible();
  // Answered: the SLA names the resolution as the target now.
  await expect(page.getByRole("article").getByText(/^Solução vence em/)).toBeVisible();

  await side.getByRole("button", { name: "Resolver" }).click();
  await expect(side.getByText("Resolvido", { exact: true })).toBeVisible();
  await expect(side.getByRole("button", { name: "Reabrir" })).toBeVisible();
});

test("what is typed into a resposta pronta before the page's scripts run is kept when they do, and saves", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAs(page, eleve, "admin-eleve");
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/entry\.client-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(`${eleve}/crm/respostas-prontas/nova`, { waitUntil: "domcontentloaded" });
  const code = `cedo-${uniqueSuffix()}`;
  await page.getByLabel("Código").fill(code);
  await page.getByLabel("Título").fill("Antes do script");
  await page.getByLabel("Texto").fill("Escrito antes de a página ganhar vida.");
  release();
  await page.waitForFunction(() => {
    const form = document.querySelector("form[method=post]");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
  await expect(page.getByLabel("Código")).toHaveValue(code);
  await expect(page.getByLabel("Texto")).toHaveValue("Escrito antes de a página ganhar vida.");
  await page.getByRole("button", { name: /Salvar|Criar/ }).click();
  await expect(page).toHaveURL(/respostas-prontas\?feito=/);
  await expect(page.getByText(code)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the draft survives a reload and a slash offers the respostas prontas, filled", async ({ page }) => {
  const suffix = uniqueSuffix();
  await deskCannedReply(
    `ola-${suffix}`,
    "Saudação",
    "Olá, {{contato.nome}}! Aqui é da {{organizacao.nome}}, sobre o {{atendimento.numero}}:",
  );
  const { path, code } = await deskTicket(suffix, "Dúvida");
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
  const box = page.getByRole("article").getByLabel("Mensagem", { exact: true });
  // All but the code's last character: enough that no other test's resposta pronta matches too.
  await box.pressSequentially(`/ola-${suffix.slice(0, -1)}`);
  await expect(page.getByRole("option", { name: new RegExp(`/ola-${suffix}`) })).toBeVisible();
  await box.press("Enter");
  // The organization's name as people read it, not its address (eleve).
  const filled = `Olá, Cliente ${suffix}! Aqui é da Eleve, sobre o ${code}:`;
  await expect(box).toHaveValue(filled);
  await page.reload();
  await expect(page.getByRole("article").getByLabel("Mensagem", { exact: true })).toHaveValue(filled);
});

test("the reply box checks the message before sending: Cmd+Enter on a blank one says so and posts nothing", async ({ page }) => {
  const suffix = uniqueSuffix();
  const { path } = await deskTicket(suffix, "Conferência");
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
  let posts = 0;
  // The page's own heartbeat (who else is on the atendimento) is not a reply.
  page.on("request", (request) => {
    if (request.method() === "POST" && !request.url().endsWith("/presenca")) posts++;
  });
  // Sent through React Router's form, not the browser's: the page never loads again.
  let loads = 0;
  page.on("load", () => loads++);
  const box = page.getByRole("article").getByLabel("Mensagem", { exact: true });
  const refusal = page.getByRole("alert").filter({ hasText: "Escreva a mensagem." });
  await box.fill("  \n ");
  await box.press("Meta+Enter");
  await expect(refusal).toBeVisible();
  await expect(box).toBeFocused();
  expect(posts).toBe(0);
  await box.fill("Já estamos conferindo.");
  await expect(refusal).toHaveCount(0);
  await box.press("Meta+Enter");
  await expect(page.getByRole("status").filter({ hasText: "Resposta enviada ao contato." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversa" }).getByText("Já estamos conferindo.")).toBeVisible();
  await expect(box).toHaveValue("");
  expect(loads).toBe(0);
});

test("an atendimento adiado until the contact's answer reopens when the contact writes", async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const key = await deskApiKey(`Teste ${suffix}`);
  const { path, code } = await deskTicket(suffix, "Troca de produto");
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
  const side = page.getByRole("complementary", { name: "Detalhes do atendimento" });
  await side.getByLabel("Até a resposta do contato").check();
  await side.getByRole("button", { name: "Adiar" }).click();
  await expect(side.getByText("Adiado até a resposta do contato")).toBeVisible();

  const past = await (async () => {
    await side.getByLabel("Data e hora", { exact: true }).fill("2020-01-01T10:00");
    await side.getByLabel("Até a data e hora").check();
    await side.getByRole("button", { name: "Adiar" }).click();
    return page.getByRole("alert").filter({ hasText: "Escolha uma data futura para adiar." });
  })();
  await expect(past).toBeVisible();
  await expect(side.getByText("Adiado até a resposta do contato")).toBeVisible();

  const answer = await request.post(`${origin()}/api/crm/atendimentos`, {
    headers: { Authorization: `Bearer ${key}` },
    data: { atendimento: Number(code.slice(3)), mensagem: "Ainda preciso da troca, por favor." },
  });
  expect(answer.status()).toBe(200);
  // The contact's message arrives live, but the refusal stays on screen until the agent chooses to load the change.
  await expect(
    page.getByRole("status").filter({ hasText: "Este atendimento mudou desde que a página foi carregada." }),
  ).toBeVisible();
  await expect(past).toBeVisible();
  await page.getByRole("link", { name: "Atualizar", exact: true }).click();
  await expect(past).toHaveCount(0);
  await expect(side.getByText("Aberto", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversa" }).getByText("Ainda preciso da troca, por favor.")).toBeVisible();
  await expect(page.getByText(/Reaberto \(Adiado → Aberto\)/)).toBeVisible();
});

test("a contact's message that comes while a refused change is on its way still says the atendimento changed", async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const key = await deskApiKey(`Teste ${suffix}`);
  const { path, code, id: ticketId } = await deskTicket(suffix, "Em trânsito");
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
  // A stream of the test's own in the page, to know when the contact's message has been announced.
  await page.evaluate(
    (id) =>
      new Promise<void>((opened) => {
        const source = new EventSource("/eventos?topico=crm");
        (window as unknown as { announced: Promise<void> }).announced = new Promise((resolve) =>
          source.addEventListener("crm", (event) => {
            if ((JSON.parse(event.data) as { ticketId?: string }).ticketId === id) resolve();
          }),
        );
        source.onopen = () => opened();
      }),
    ticketId,
  );
  // The change is held on its way until the page has heard of the contact's message.
  let deliver = () => {};
  const held = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(
    (url) => url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  const side = page.getByRole("complementary", { name: "Detalhes do atendimento" });
  await side.getByLabel("Data e hora", { exact: true }).fill("2020-01-01T10:00");
  await side.getByLabel("Até a data e hora").check();
  await side.getByRole("button", { name: "Adiar" }).click();
  const answer = await request.post(`${origin()}/api/crm/atendimentos`, {
    headers: { Authorization: `Bearer ${key}` },
    data: { atendimento: Number(code.slice(3)), mensagem: "Chegou enquanto o agente adiava." },
  });
  expect(answer.status()).toBe(200);
  await page.evaluate(() => (window as unknown as { announced: Promise<void> }).announced);
  deliver();

  await expect(page.getByRole("alert").filter({ hasText: "Escolha uma data futura para adiar." })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Este atendimento mudou desde que a página foi carregada." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Atualizar", exact: true }).click();
  await expect(page.getByRole("region", { name: "Conversa" }).getByText("Chegou enquanto o agente adiava.")).toBeVisible();
});

test("two agents on one atendimento: the other's side takes the new priority, and a change from an older page is refused", async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const { path } = await deskTicket(suffix, `Boleto em dobro ${suffix}`);
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
  // Agent B: one page with scripts, kept live; one without, as an old tab would be.
  const live = await (await browser.newContext()).newPage();
  await signInAs(live, eleve, "admin-eleve");
  await live.goto(`${eleve}${path}`);
  await waitForLayout(live);
  const still = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInAs(still, eleve, "admin-eleve");
  await still.goto(`${eleve}${path}`);
  const sideOf = (agent: typeof page) => agent.getByRole("complementary", { name: "Detalhes do atendimento" });
  await expect(sideOf(still).getByLabel("Prioridade")).toHaveValue("media");

  await sideOf(page).getByLabel("Prioridade").selectOption("urgente");
  await sideOf(page).getByRole("button", { name: "Mudar" }).click();
  await expect(page.getByText("Prioridade urgente")).toBeVisible();
  await expect(sideOf(live).getByLabel("Prioridade")).toHaveValue("urgente");

  await sideOf(still).getByRole("button", { name: "Mudar" }).click();
  await expect(still.getByRole("alert").filter({ hasText: "Este atendimento foi alterado por outra pessoa." })).toBeVisible();
  await expect(sideOf(still).getByLabel("Prioridade")).toHaveValue("urgente");
  await page.reload();
  await expect(page.getByText("Prioridade urgente")).toBeVisible();
});

test("two agents on one atendimento see each other: who has it open, who is typing, and who left", async ({ page, browser }) => {
  const suffix = uniqueSuffix();
  const { path } = await deskTicket(suffix, `Colisão ${suffix}`);
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
  const other = await (await browser.newContext()).newPage();
  await signInAs(other, eleve, "admin-eleve");
  await other.goto(`${eleve}${path}`);
  await waitForLayout(other);
  const warning = (agent: typeof page) =>
    agent
      .getByRole("article")
      .getByRole("status")
      .filter({ hasText: /este atendimento|digitando/ });

  await expect(warning(other)).toHaveText("Beatriz Carvalho também está vendo este atendimento.");
  await expect(warning(page)).toHaveText("Rafael Antunes também está vendo este atendimento.");

  await page.getByRole("article").getByLabel("Mensagem", { exact: true }).pressSequentially("Vou responder");
  await expect(warning(other)).toHaveText("Beatriz Carvalho está digitando uma resposta.");
  await expect(warning(other)).toHaveText("Beatriz Carvalho também está vendo este atendimento.", { timeout: 10_000 });

  await page.goto(`${eleve}/crm/central-de-atendimento`);
  await expect(warning(other)).toHaveCount(0);
});

test("another organization's atendimento answers 404", async ({ page }) => {
  const suffix = uniqueSuffix();
  const { path } = await deskTicket(suffix, "Sigilo");
  const sereno = origin("sereno");
  await signInAs(page, sereno, "admin-sereno");
  const response = await page.goto(`${sereno}${path}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText(`Sigilo ${suffix}`)).toHaveCount(0);
});

test("on a phone the atendimento takes the whole page", async ({ page }) => {
  const suffix = uniqueSuffix();
  const { path } = await deskTicket(suffix, "No celular");
  await signInAs(page, eleve, "usuario-eleve");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${eleve}${path}`);
  await expect(page.getByRole("heading", { level: 2, name: `No celular ${suffix}` })).toBeInViewport();
  await expect(page.getByRole("region", { name: "Lista de atendimentos" })).toBeHidden();
  await page.getByRole("link", { name: "← Voltar à lista" }).click();
  await expect(page.getByRole("region", { name: "Lista de atendimentos" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an agent opens an atendimento and replies; an empty reply is refused", async ({ page }) => {
    const suffix = uniqueSuffix();
    await signInAs(page, eleve, "admin-eleve");
    await openTicket(page, `Sem script ${suffix}`, `Caio ${suffix}`);
    await page.getByRole("article").getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Escreva a mensagem." })).toBeVisible();
    await page.getByRole("article").getByLabel("Mensagem", { exact: true }).fill("Resposta enviada sem JavaScript.");
    await page.getByRole("article").getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Resposta enviada ao contato." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Conversa" }).getByText("Resposta enviada sem JavaScript.")).toBeVisible();
  });
});
