/**
 * Cross-origin posts: every action that a cookie authenticates refuses a
 * request whose Origin is not this origin (a sibling organization's
 * subdomain included: they are one site, so SameSite=Lax does not help), or
 * that names no origin at all, and changes nothing. The list of actions is
 * checked against the route modules, so a new action cannot be missed.
 */
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { BASE, call, signIn, webActionModules } from "./support";

/**
 * Every route module with an action, by the path it answers on (service
 * routes take Bearer tokens, not cookies). The profile forms carry a user
 * name the rules refuse, so the accepted same-origin post changes nothing.
 */
const NIL = "00000000-0000-4000-8000-000000000000";

const ACTIONS: Record<string, { path: string; form: Record<string, string> }> = {
  "routes/auth/login.tsx": { path: "/auth/login", form: { username: "admin-eleve", password: "Demo@2026" } },
  "routes/auth/logout.tsx": { path: "/auth/logout", form: {} },
  "routes/auth/register.tsx": { path: "/auth/register", form: { step: "start", email: "outro@example.com" } },
  "routes/auth/forgot-password.tsx": {
    path: "/auth/forgotpassword",
    form: { step: "request", email: "admin@eleve.example.com" },
  },
  "routes/settings/layout.ts": { path: "/settings/layout", form: { theme: "pink", returnTo: "/" } },
  "routes/settings/organization.ts": { path: "/settings/organization", form: { organization: "labfeelings" } },
  "routes/social/profiles/upload.ts": { path: "/profiles/upload?mode=edit", form: { username: "!", displayName: "Invasor" } },
  "routes/social/profiles/create.tsx": { path: "/profiles/create", form: { username: "!", displayName: "Invasor" } },
  "routes/social/profiles/edit.tsx": { path: "/profiles/edit", form: { username: "!", displayName: "Invasor" } },
  // An entry without its fields, and the entry page of an id no organization has: refused, or not found.
  "routes/finance/lancamentos/new.tsx": { path: "/financeiro/lancamentos/novo", form: { kind: "despesa" } },
  // A confirmation without its key: refused as an expired form, nothing imported.
  "routes/finance/lancamentos/import.tsx": {
    path: "/financeiro/lancamentos/importar",
    form: { intent: "confirmar", texto: "tipo;descrição" },
  },
  "routes/finance/lancamentos/entry.tsx": {
    path: `/financeiro/lancamentos/${NIL}`,
    form: { intent: "excluir" },
  },
  // Reference forms with a name the rules refuse, rows no organization has, a baixa of nothing.
  "routes/finance/lancamentos/list.tsx": {
    path: "/financeiro/lancamentos",
    form: { intent: "baixa", id: NIL, confirmado: "sim" },
  },
  "routes/finance/recebimentos.tsx": { path: "/financeiro/recebimentos", form: { id: NIL } },
  "routes/finance/pagamentos.tsx": { path: "/financeiro/pagamentos", form: { id: NIL } },
  "routes/finance/contas/new.tsx": { path: "/financeiro/contas/nova", form: { name: "" } },
  "routes/finance/contas/edit.tsx": { path: `/financeiro/contas/${NIL}/editar`, form: { name: "Invasor" } },
  // Paying a fatura of a card no organization has, and a contato without its name: refused, nothing written.
  "routes/finance/contas/faturas.tsx": {
    path: `/financeiro/contas/${NIL}/faturas?fatura=2026-11`,
    form: { fromAccountId: NIL, paidOn: "2026-11-12" },
  },
  "routes/finance/lancamentos/contacts.ts": { path: "/financeiro/lancamentos/contatos", form: { name: "" } },
  "routes/finance/categorias/new.tsx": { path: "/financeiro/categorias/nova", form: { name: "" } },
  "routes/finance/categorias/edit.tsx": { path: `/financeiro/categorias/${NIL}`, form: { name: "Invasor" } },
  "routes/finance/centros-de-custo/new.tsx": {
    path: "/financeiro/centros-de-custo/novo",
    form: { name: "" },
  },
  "routes/finance/centros-de-custo/edit.tsx": {
    path: `/financeiro/centros-de-custo/${NIL}`,
    form: { name: "Invasor" },
  },
  "routes/finance/contatos/new.tsx": { path: "/financeiro/contatos/novo", form: { name: "" } },
  "routes/finance/contatos/edit.tsx": { path: `/financeiro/contatos/${NIL}`, form: { name: "Invasor" } },
  // A catalogue item without its fields, and the page of an item no organization has.
  "routes/sales/produtos/new.tsx": { path: "/faturamento/produtos/novo", form: { name: "" } },
  "routes/sales/produtos/edit.tsx": { path: `/faturamento/produtos/${NIL}`, form: { name: "Invasor" } },
  // A statement import without a file: refused with a message, nothing written.
  "routes/finance/conciliacao/import.tsx": {
    path: "/financeiro/conciliacao/importar",
    form: { etapa: "arquivo", conta: NIL },
  },
  // Ignoring a statement line no organization has: refused, nothing written.
  // A fechamento without its reason (refused: the books stay as they are).
  "routes/finance/fechamento.tsx": { path: "/financeiro/fechamento", form: { reason: "" } },
  // Removing a Pix key no organization has: nothing removed.
  "routes/charges/settings.tsx": { path: "/financeiro/cobranca", form: { intent: "pix-remover", id: NIL } },
  // Sending the charge of an entry no organization has: nothing sent.
  "routes/charges/actions.tsx": { path: "/financeiro/cobrancas", form: { intent: "enviar", id: NIL } },
  // Opting out through a charge link no one was sent: 404, nothing changes.
  "routes/charges/public-charge.tsx": { path: `/cobranca/${"x".repeat(43)}`, form: {} },
  "routes/finance/conciliacao/page.tsx": {
    path: `/financeiro/conciliacao?conta=${NIL}`,
    form: { intent: "ignorar", lineId: NIL },
  },
  // A budget copy with a percentage the rules refuse: answered with a message, nothing written.
  "routes/budgets/edit.tsx": {
    path: "/orcamentos/2026/editar",
    form: { intent: "copiar", percentual: "muito" },
  },
  // A sale form without items (refused, nothing written) and cancelling a sale no organization has (404).
  "routes/sales/vendas/new.tsx": { path: "/faturamento/vendas/nova", form: { customer: "existente" } },
  "routes/sales/vendas/sale.tsx": {
    path: `/faturamento/vendas/${NIL}`,
    form: { intent: "cancelar" },
  },
  // SLA hours the rules refuse: answered with a message, nothing written.
  "routes/crm/configuracoes.tsx": {
    path: "/crm/configuracoes",
    form: { intent: "sla", "alta.firstResponse": "-1" },
  },
  // The contact form without its fields: answered with messages, no atendimento opened.
  "routes/crm/contact-form.tsx": { path: "/contato?organization=eleve", form: { name: "" } },
  // A rating of a survey link no one was sent: refused, nothing rated.
  "routes/crm/survey.tsx": { path: `/avaliacao/${"x".repeat(43)}`, form: { nota: "5" } },
  // A resposta pronta without its fields, and deleting one no organization has.
  "routes/crm/respostas-prontas/new.tsx": { path: "/crm/respostas-prontas/nova", form: { code: "" } },
  "routes/crm/respostas-prontas/edit.tsx": {
    path: `/crm/respostas-prontas/${NIL}`,
    form: { intent: "excluir", confirmado: "sim" },
  },
  // An empty reply to an atendimento no organization has, and a new one without its fields: refused, nothing written.
  "routes/crm/central-de-atendimento/ticket.tsx": {
    path: `/crm/central-de-atendimento/${NIL}`,
    form: { intent: "responder", texto: "" },
  },
  "routes/crm/central-de-atendimento/new.tsx": { path: "/crm/central-de-atendimento/novo", form: { assunto: "" } },
  // Presence on an atendimento no organization has: nothing recorded.
  "routes/crm/central-de-atendimento/presence.ts": {
    path: "/crm/central-de-atendimento/AT-999999/presenca",
    form: { estado: "vendo" },
  },
  // A confirmed bulk change of an atendimento no organization has: nothing changes.
  "routes/crm/central-de-atendimento/list.tsx": {
    path: "/crm/central-de-atendimento",
    form: { intent: "status", id: NIL, status: "resolvido", confirmado: "sim" },
  },
  // Notifications and moderation: an unknown intent (nothing marked), and a person, a post no organization has (404).
  "routes/social/notifications/page.tsx": { path: "/notificacoes", form: { intent: "nada" } },
  "routes/social/notifications/blocks.tsx": { path: "/bloqueios", form: { intent: "block", userId: NIL } },
  "routes/social/feed/report.ts": { path: "/labfeelings/denuncias", form: { postId: NIL, reason: "Invasor" } },
  "routes/social/feed/moderacao.tsx": {
    path: "/labfeelings/moderacao",
    form: { intent: "ocultar", postId: NIL },
  },
  // Administration: an invitation without its e-mail (refused, nothing sent), blocking a member no organization has (404).
  "routes/administration/list.tsx": { path: "/profile", form: { intent: "convidar", email: "" } },
  "routes/administration/member.tsx": { path: `/profile/${NIL}`, form: { intent: "bloquear", confirmado: "sim" } },
  // An invitation link no one was sent (404, nothing accepted).
  "routes/auth/invitation.tsx": { path: `/auth/convite/${"x".repeat(43)}`, form: { intent: "accept" } },
  // Lab Feelings: a check-in without a mood (refused).
  "routes/wellbeing/checkin.tsx": { path: "/labfeelings", form: { note: "Invasor" } },
  // The feed: an empty post (refused), a reaction to a post no organization has (404).
  "routes/social/feed/discovery.tsx": { path: "/labfeelings/discovery", form: { body: "" } },
  "routes/social/feed/post.tsx": { path: `/labfeelings/discovery/${NIL}`, form: { intent: "reagir", kind: "curtir" } },
  // Conversas: a direta with nobody, and muting a conversation no organization has (404).
  "routes/conversations/new.tsx": { path: "/conversations/nova", form: { intent: "direta", pessoa: "ninguem" } },
  "routes/conversations/thread.tsx": { path: `/conversations/${NIL}`, form: { intent: "silenciar" } },
};
test("the list covers every route module that has an action", async () => {
  expect((await webActionModules()).sort()).toEqual(Object.keys(ACTIONS).sort());
});

const FOREIGN = [`http://labfeelings.localhost:${PORT}`, "http://evil.example", "null", `https://localhost:${PORT}`];

for (const [module, { path, form }] of Object.entries(ACTIONS)) {
  test(`${path} refuses a foreign or missing Origin with the person's cookie (${module})`, async () => {
    const cookie = await signIn("admin-eleve");
    for (const origin of [...FOREIGN, null]) {
      for (const data of [path, path.includes("?") ? path.replace("?", ".data?") : `${path}.data`]) {
        const response = await call(data, { cookie, origin, form });
        expect([400, 403], `${data} from ${origin}`).toContain(response.status);
        expect(response.headers.getSetCookie(), `${data} from ${origin} set cookies`).toEqual([]);
      }
    }
    // The same request from this origin passes the check (a form the rules refuse may still answer 400).
    const own = await call(path, { cookie, form });
    expect(own.status).not.toBe(403);
    expect(await own.text()).not.toContain("não partiu deste site");
  });
}

test("a refused cross-origin post changed nothing: the profile keeps its name", async () => {
  const cookie = await signIn("admin-eleve");
  await call("/profiles/upload?mode=edit", {
    cookie,
    origin: `http://labfeelings.localhost:${PORT}`,
    form: { username: "admin.eleve", displayName: "Invasor" },
  });
  const profile = await call("/u/admin.eleve", { cookie });
  expect(await profile.text()).not.toContain("Invasor");
});

test("Sec-Fetch-Site same-origin stands in for a missing Origin; cross-site does not", async () => {
  const cookie = await signIn("admin-eleve");
  const sameSite = await call("/settings/layout", {
    cookie,
    origin: null,
    headers: { "Sec-Fetch-Site": "same-origin" },
    form: { returnTo: "/" },
  });
  expect(sameSite.status).toBe(302);
  const crossSite = await call("/settings/layout", {
    cookie,
    origin: null,
    headers: { "Sec-Fetch-Site": "cross-site" },
    form: { returnTo: "/" },
  });
  expect(crossSite.status).toBe(403);
});

test("a post without cookies needs no Origin: services called by other programs", async () => {
  const answer = await call("/connect/token", {
    origin: null,
    form: { grant_type: "password", username: "admin-eleve", password: "Demo@2026", client_id: "web" },
  });
  expect(answer.status).toBe(200);
  expect(BASE).toContain(String(PORT));
});
