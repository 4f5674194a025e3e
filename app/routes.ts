/**
 * The map of the product: spec 2.1 and 2.2 in one file. The main layout
 * guards every page below it (signed in, member of the current
 * organization) and its page route shows errors inside the shell; the
 * back-office layout (routes/main/back-office/) adds the Administrador
 * check, and each domain folder's layout keeps its own errors inside it.
 * The built-in auth, profiles and search services answer on their spec paths;
 * /dev/outbox lists e-mails outside production; /eventos streams live
 * updates; /contato and /api/crm/atendimentos open atendimentos from outside. Every other path goes to
 * /notfound.
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
  route("contato", "routes/public/contact-form.tsx"),
  route("landing", "routes/public/landing.tsx"),
  route("robots.txt", "routes/public/robots.ts"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("api/crm/atendimentos", "routes/api/crm-tickets.ts"),

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

  layout("routes/main/layout.tsx", [
    layout("routes/main/page.tsx", [
      layout("routes/main/back-office/layout.tsx", [
        index("routes/main/back-office/dashboards/index.tsx"),
        route("dashboard-banking", "routes/main/back-office/dashboards/banking.tsx"),
        route("financeiro", "routes/main/back-office/financeiro/layout.tsx", [
          index("routes/main/back-office/financeiro/index.tsx"),
          route("lancamentos/importar", "routes/main/back-office/financeiro/lancamentos/import.tsx"),
          route("lancamentos/importar/modelo", "routes/main/back-office/financeiro/lancamentos/import-template.ts"),
          route("lancamentos", "routes/main/back-office/financeiro/lancamentos/list.tsx", [
            route(":id", "routes/main/back-office/financeiro/lancamentos/entry.tsx"),
          ]),
          route("lancamentos/novo", "routes/main/back-office/financeiro/lancamentos/new.tsx", {
            id: "financeiro/lancamentos/novo",
          }),
          route("recebimentos/novo", "routes/main/back-office/financeiro/lancamentos/new.tsx", {
            id: "financeiro/recebimentos/novo",
          }),
          route("pagamentos/novo", "routes/main/back-office/financeiro/lancamentos/new.tsx", {
            id: "financeiro/pagamentos/novo",
          }),
          route("lancamentos/exportar", "routes/main/back-office/financeiro/lancamentos/export.ts"),
          route("lancamentos/contatos", "routes/main/back-office/financeiro/lancamentos/contacts.ts"),
          route("lancamentos/:id/comprovantes/:attachmentId", "routes/main/back-office/financeiro/lancamentos/receipt.ts"),
          route("recebimentos", "routes/main/back-office/financeiro/recebimentos.tsx"),
          route("pagamentos", "routes/main/back-office/financeiro/pagamentos.tsx"),
          route("fluxo-de-caixa", "routes/main/back-office/financeiro/fluxo-de-caixa/page.tsx"),
          route("fluxo-de-caixa/exportar", "routes/main/back-office/financeiro/fluxo-de-caixa/export.ts"),
          route("dre", "routes/main/back-office/financeiro/dre/page.tsx"),
          route("dre/exportar", "routes/main/back-office/financeiro/dre/export.ts"),
          route("conciliacao/importar", "routes/main/back-office/financeiro/conciliacao/import.tsx"),
          route("conciliacao", "routes/main/back-office/financeiro/conciliacao/page.tsx"),
          route("contas", "routes/main/back-office/financeiro/contas/layout.tsx", [
            index("routes/main/back-office/financeiro/contas/list.tsx"),
            route("nova", "routes/main/back-office/financeiro/contas/new.tsx"),
            route(":id", "routes/main/back-office/financeiro/contas/edit.tsx"),
          ]),
          route("categorias", "routes/main/back-office/financeiro/categorias/layout.tsx", [
            index("routes/main/back-office/financeiro/categorias/list.tsx"),
            route("nova", "routes/main/back-office/financeiro/categorias/new.tsx"),
            route(":id", "routes/main/back-office/financeiro/categorias/edit.tsx"),
          ]),
          route("centros-de-custo", "routes/main/back-office/financeiro/centros-de-custo/layout.tsx", [
            index("routes/main/back-office/financeiro/centros-de-custo/list.tsx"),
            route("novo", "routes/main/back-office/financeiro/centros-de-custo/new.tsx"),
            route(":id", "routes/main/back-office/financeiro/centros-de-custo/edit.tsx"),
          ]),
          route("contatos", "routes/main/back-office/financeiro/contatos/layout.tsx", [
            index("routes/main/back-office/financeiro/contatos/list.tsx"),
            route("novo", "routes/main/back-office/financeiro/contatos/new.tsx"),
            route(":id", "routes/main/back-office/financeiro/contatos/edit.tsx"),
          ]),
        ]),
        route("faturamento", "routes/main/back-office/faturamento/layout.tsx", [
          index("routes/main/back-office/faturamento/index.tsx"),
          route("vendas", "routes/main/back-office/faturamento/vendas/list.tsx", [
            route("nova", "routes/main/back-office/faturamento/vendas/new.tsx"),
            route(":id", "routes/main/back-office/faturamento/vendas/sale.tsx"),
          ]),
          route("vendas/exportar", "routes/main/back-office/faturamento/vendas/export.ts"),
          route("vendas/:id/imprimir", "routes/main/back-office/faturamento/vendas/print.tsx"),
          route("produtos/buscar", "routes/main/back-office/faturamento/produtos/search.ts"),
          route("produtos", "routes/main/back-office/faturamento/produtos/layout.tsx", [
            index("routes/main/back-office/faturamento/produtos/list.tsx"),
            route("novo", "routes/main/back-office/faturamento/produtos/new.tsx"),
            route(":id", "routes/main/back-office/faturamento/produtos/edit.tsx"),
          ]),
        ]),
        route("orcamentos", "routes/main/back-office/orcamentos/index.tsx"),
        route("orcamentos/exportar", "routes/main/back-office/orcamentos/export.ts"),
        route("orcamentos/:ano/editar", "routes/main/back-office/orcamentos/edit.tsx"),
        route("orcamentos/:ano/exportar", "routes/main/back-office/orcamentos/grid-export.ts"),
        route("crm/respostas-prontas", "routes/main/back-office/crm/respostas-prontas/layout.tsx", [
          index("routes/main/back-office/crm/respostas-prontas/list.tsx"),
          route("nova", "routes/main/back-office/crm/respostas-prontas/new.tsx"),
          route(":id", "routes/main/back-office/crm/respostas-prontas/edit.tsx"),
        ]),
        route("crm/configuracoes", "routes/main/back-office/crm/configuracoes.tsx"),
        route("labfeelings/clima", "routes/main/back-office/labfeelings/clima.tsx"),
        route("labfeelings/moderacao", "routes/main/back-office/labfeelings/moderacao.tsx"),
        route("profile", "routes/main/back-office/usuarios/layout.tsx", [
          index("routes/main/back-office/usuarios/list.tsx"),
          route("auditoria", "routes/main/back-office/usuarios/auditoria.tsx"),
          route("auditoria/exportar", "routes/main/back-office/usuarios/auditoria-export.ts"),
          route(":userId", "routes/main/back-office/usuarios/member.tsx"),
        ]),
      ]),
      route("crm", "routes/main/crm/layout.tsx", [
        index("routes/main/crm/index.tsx"),
        route("central-de-atendimento", "routes/main/crm/central-de-atendimento/list.tsx", [
          route("novo", "routes/main/crm/central-de-atendimento/new.tsx"),
          route(":id", "routes/main/crm/central-de-atendimento/ticket.tsx"),
        ]),
      ]),
      route("labfeelings", "routes/main/labfeelings/layout.tsx", [
        index("routes/main/labfeelings/index.tsx"),
        route("discovery", "routes/main/labfeelings/discovery.tsx"),
        route("discovery/:postId", "routes/main/labfeelings/post.tsx"),
        route("destaques", "routes/main/labfeelings/destaques.tsx"),
        route("mapa", "routes/main/labfeelings/mapa.tsx"),
        route("imagens/:imageId", "routes/main/labfeelings/post-image.ts"),
        route("denuncias", "routes/main/labfeelings/report.ts"),
      ]),
      route("conversations", "routes/main/conversations/layout.tsx", [
        index("routes/main/conversations/index.tsx"),
        route("nova", "routes/main/conversations/new.tsx"),
        route(":id", "routes/main/conversations/thread.tsx"),
        route(":id/imagens/:imageId", "routes/main/conversations/message-image.ts"),
      ]),
      route("notificacoes", "routes/main/notifications/page.tsx"),
      route("notificacoes/contadores", "routes/main/notifications/counts.ts"),
      route("notificacoes/painel", "routes/main/notifications/panel.ts"),
      route("bloqueios", "routes/main/notifications/blocks.tsx"),
      route("search", "routes/main/search/layout.tsx", [
        index("routes/main/search/index.tsx"),
        route("search", "routes/main/search/results.tsx"),
        route("suggest", "routes/main/search/suggest.ts"),
      ]),
      route("profiles", "routes/main/profiles/layout.tsx", [
        index("routes/main/profiles/index.tsx"),
        route("edit", "routes/main/profiles/edit.tsx"),
        route("create", "routes/main/profiles/create.tsx"),
        route("list", "routes/main/profiles/list.tsx"),
        route("upload", "routes/main/profiles/upload.ts"),
      ]),
      route("u/:username", "routes/main/public-profile.tsx"),
      route("settings", "routes/main/settings.tsx"),
    ]),
  ]),

  route("*", "routes/status/catch-all.ts"),
] satisfies RouteConfig;
