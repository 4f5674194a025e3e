/**
 * The map of the product (spec 2.1, 2.2). Files live by domain
 * (routes/<domain>/, docs/architecture.md); the nesting here decides the
 * guards: shell/member-layout (signed-in member), shell/back-office-layout
 * (Administrador). Every other path goes to /notfound.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("connect/*", "routes/auth-service.ts", { id: "auth-service/connect" }),
  route("api/users/registration/*", "routes/auth-service.ts", { id: "auth-service/registration" }),
  route("api/auth/password-reset/*", "routes/auth-service.ts", { id: "auth-service/password-reset" }),
  route("api/members/*", "routes/auth-service.ts", { id: "auth-service/members" }),
  route("api/invitations/*", "routes/auth-service.ts", { id: "auth-service/invitations" }),
  route("api/profiles/*", "routes/profiles-service.ts"),
  route("api/search/*", "routes/search-service.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("settings/layout", "routes/settings/layout.ts"),
  route("settings/organization", "routes/settings/organization.ts"),
  route("storage/*", "routes/storage.ts"),
  route("eventos", "routes/events.ts"),
  route("contato", "routes/crm/contact-form.tsx"),
  route("landing", "routes/public/landing.tsx"),
  route("robots.txt", "routes/public/robots.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("api/crm/atendimentos", "routes/crm/api-tickets.ts"),

  ...prefix("auth", [
    route("login", "routes/auth/login.tsx"),
    route("logout", "routes/auth/logout.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("forgotpassword", "routes/auth/forgot-password.tsx"),
    route("auth-callback", "routes/auth/auth-callback.ts"),
    route("logout-callback", "routes/auth/logout-callback.ts"),
    route("accessdenied", "routes/auth/access-denied.tsx"),
    route("convite/:token", "routes/auth/invitation.tsx"),
  ]),
  route("notfound", "routes/status/not-found.tsx"),
  route("unauthorized", "routes/status/unauthorized.tsx"),
  route("server-error", "routes/status/server-error.tsx"),

  layout("routes/shell/member-layout.tsx", [
    layout("routes/shell/page.tsx", [
      layout("routes/shell/back-office-layout.tsx", [
        index("routes/dashboards/index.tsx"),
        route("dashboard-banking", "routes/dashboards/banking.tsx"),
        route("financeiro", "routes/finance/layout.tsx", [
          index("routes/finance/index.tsx"),
          route("lancamentos/importar", "routes/finance/lancamentos/import.tsx"),
          route("lancamentos/importar/modelo", "routes/finance/lancamentos/import-template.ts"),
          route("lancamentos", "routes/finance/lancamentos/list.tsx", [route(":id", "routes/finance/lancamentos/entry.tsx")]),
          route("lancamentos/novo", "routes/finance/lancamentos/new.tsx", {
            id: "financeiro/lancamentos/novo",
          }),
          route("recebimentos/novo", "routes/finance/lancamentos/new.tsx", {
            id: "financeiro/recebimentos/novo",
          }),
          route("pagamentos/novo", "routes/finance/lancamentos/new.tsx", {
            id: "financeiro/pagamentos/novo",
          }),
          route("lancamentos/exportar", "routes/finance/lancamentos/export.ts"),
          route("lancamentos/contatos", "routes/finance/lancamentos/contacts.ts"),
          route("lancamentos/:id/comprovantes/:attachmentId", "routes/finance/lancamentos/receipt.ts"),
          route("recebimentos", "routes/finance/recebimentos.tsx"),
          route("pagamentos", "routes/finance/pagamentos.tsx"),
          route("fluxo-de-caixa", "routes/finance/fluxo-de-caixa/page.tsx"),
          route("fluxo-de-caixa/exportar", "routes/finance/fluxo-de-caixa/export.ts"),
          route("dre", "routes/finance/dre/page.tsx"),
          route("dre/exportar", "routes/finance/dre/export.ts"),
          route("conciliacao/importar", "routes/finance/conciliacao/import.tsx"),
          route("conciliacao", "routes/finance/conciliacao/page.tsx"),
          route("contas", "routes/finance/contas/layout.tsx", [
            index("routes/finance/contas/list.tsx"),
            route("nova", "routes/finance/contas/new.tsx"),
            route(":id", "routes/finance/contas/edit.tsx"),
          ]),
          route("categorias", "routes/finance/categorias/layout.tsx", [
            index("routes/finance/categorias/list.tsx"),
            route("nova", "routes/finance/categorias/new.tsx"),
            route(":id", "routes/finance/categorias/edit.tsx"),
          ]),
          route("centros-de-custo", "routes/finance/centros-de-custo/layout.tsx", [
            index("routes/finance/centros-de-custo/list.tsx"),
            route("novo", "routes/finance/centros-de-custo/new.tsx"),
            route(":id", "routes/finance/centros-de-custo/edit.tsx"),
          ]),
          route("contatos", "routes/finance/contatos/layout.tsx", [
            index("routes/finance/contatos/list.tsx"),
            route("novo", "routes/finance/contatos/new.tsx"),
            route(":id", "routes/finance/contatos/edit.tsx"),
          ]),
        ]),
        route("faturamento", "routes/sales/layout.tsx", [
          index("routes/sales/index.tsx"),
          route("vendas", "routes/sales/vendas/list.tsx", [
            route("nova", "routes/sales/vendas/new.tsx"),
            route(":id", "routes/sales/vendas/sale.tsx"),
          ]),
          route("vendas/exportar", "routes/sales/vendas/export.ts"),
          route("vendas/:id/imprimir", "routes/sales/vendas/print.tsx"),
          route("produtos/buscar", "routes/sales/produtos/search.ts"),
          route("produtos", "routes/sales/produtos/layout.tsx", [
            index("routes/sales/produtos/list.tsx"),
            route("novo", "routes/sales/produtos/new.tsx"),
            route(":id", "routes/sales/produtos/edit.tsx"),
          ]),
        ]),
        route("orcamentos", "routes/budgets/index.tsx"),
        route("orcamentos/exportar", "routes/budgets/export.ts"),
        route("orcamentos/:ano/editar", "routes/budgets/edit.tsx"),
        route("orcamentos/:ano/exportar", "routes/budgets/grid-export.ts"),
        route("crm/respostas-prontas", "routes/crm/respostas-prontas/layout.tsx", [
          index("routes/crm/respostas-prontas/list.tsx"),
          route("nova", "routes/crm/respostas-prontas/new.tsx"),
          route(":id", "routes/crm/respostas-prontas/edit.tsx"),
        ]),
        route("crm/configuracoes", "routes/crm/configuracoes.tsx"),
        route("labfeelings/clima", "routes/wellbeing/clima.tsx"),
        route("labfeelings/moderacao", "routes/social/feed/moderacao.tsx"),
        route("profile", "routes/administration/layout.tsx", [
          index("routes/administration/list.tsx"),
          route("auditoria", "routes/audit/log.tsx"),
          route("auditoria/exportar", "routes/audit/export.ts"),
          route(":userId", "routes/administration/member.tsx"),
        ]),
      ]),
      route("crm", "routes/crm/layout.tsx", [
        index("routes/crm/index.tsx"),
        route("central-de-atendimento", "routes/crm/central-de-atendimento/list.tsx", [
          route("novo", "routes/crm/central-de-atendimento/new.tsx"),
          route(":id", "routes/crm/central-de-atendimento/ticket.tsx"),
        ]),
      ]),
      route("labfeelings", "routes/social/feed/layout.tsx", [
        index("routes/wellbeing/checkin.tsx"),
        route("discovery", "routes/social/feed/discovery.tsx"),
        route("discovery/:postId", "routes/social/feed/post.tsx"),
        route("destaques", "routes/social/feed/destaques.tsx"),
        route("mapa", "routes/wellbeing/mapa.tsx"),
        route("imagens/:imageId", "routes/social/feed/post-image.ts"),
        route("denuncias", "routes/social/feed/report.ts"),
      ]),
      route("conversations", "routes/conversations/layout.tsx", [
        index("routes/conversations/index.tsx"),
        route("nova", "routes/conversations/new.tsx"),
        route(":id", "routes/conversations/thread.tsx"),
        route(":id/imagens/:imageId", "routes/conversations/message-image.ts"),
      ]),
      route("notificacoes", "routes/social/notifications/page.tsx"),
      route("notificacoes/contadores", "routes/social/notifications/counts.ts"),
      route("notificacoes/painel", "routes/social/notifications/panel.ts"),
      route("bloqueios", "routes/social/notifications/blocks.tsx"),
      route("search", "routes/social/search/layout.tsx", [
        index("routes/social/search/index.tsx"),
        route("search", "routes/social/search/results.tsx"),
        route("suggest", "routes/social/search/suggest.ts"),
      ]),
      route("profiles", "routes/social/profiles/layout.tsx", [
        index("routes/social/profiles/index.tsx"),
        route("edit", "routes/social/profiles/edit.tsx"),
        route("create", "routes/social/profiles/create.tsx"),
        route("list", "routes/social/profiles/list.tsx"),
        route("upload", "routes/social/profiles/upload.ts"),
      ]),
      route("u/:username", "routes/social/public-profile.tsx"),
      route("settings", "routes/settings/page.tsx"),
    ]),
  ]),

  route("*", "routes/status/catch-all.ts"),
] satisfies RouteConfig;
