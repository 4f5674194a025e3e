/**
 * Accessibility with axe-core (WCAG 2 A and AA rules): no
 * violation of impact serious or critical on the login page, on the main
 * layout in each colour scheme (light, dim, dark), with the settings
 * and profile panels open, and in each of the seven menu modes with the
 * menu closed and open, on a desktop window and on a phone. In each mode a
 * closed menu (and a closed panel) is neither a Tab stop nor in the
 * accessibility tree, and an open one is both. Each check's axe results (every
 * violation's nodes) are kept in the test's output folder and attached to
 * the report. The layout settings come in a
 * cookie (`withLayout`), so the demo account's saved settings stay as they
 * are.
 */
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { deskTickets } from "./crm-list-helpers";
import { db, organizationIdOf } from "./database";
import { expandSubmenu, origin, uniqueSuffix } from "./helpers";
import { invitationPath, invite } from "./invitation-helpers";
import {
  createMember,
  exposedControls,
  html,
  layoutWrapper,
  menu,
  menuButton,
  openProfilePanel,
  openSettings,
  SCHEME_LABELS,
  setSetting,
  sidebar,
  submenuButton,
  tabThroughPage,
  waitForLayout,
  withLayout,
  type MenuMode,
} from "./layout-helpers";
import { signInAs, type DemoAccount } from "./sessions";
import type { LayoutConfig } from "~/config/layout";

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

test("the login page", async ({ page }, testInfo) => {
  await page.goto(`${eleve}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "login");
});

/** The demo Administrador of Eleve on `path` with the layout `settings` (a cookie: the account's saved settings stay). */
async function openWithLayout(page: Page, settings: Partial<LayoutConfig>, path = "/") {
  await signInAs(page, eleve, "admin-eleve");
  await withLayout(page, eleve, settings);
  await page.goto(`${eleve}${path}`);
  await waitForLayout(page);
}

for (const scheme of ["light", "dim", "dark"] as const) {
  test(`the main layout in the ${scheme} scheme, with a submenu open`, async ({ page }, testInfo) => {
    await openWithLayout(page, { colorScheme: scheme });
    await expect(html(page)).toHaveAttribute("data-scheme", scheme);
    await expandSubmenu(page, "Financeiro");
    // Wait for the 400 ms expansion to end, so colours are read at rest.
    await expect(page.getByRole("link", { name: "Lançamentos", exact: true })).toBeVisible();
    await expect
      .poll(() => page.locator(".submenu[data-open=true]").evaluate((element) => getComputedStyle(element).gridTemplateRows))
      .not.toBe("0px");
    await expectNoSeriousViolations(page, testInfo, `layout-${scheme}`);
  });
}

test("the settings panel open, in the light and dark schemes", async ({ page }, testInfo) => {
  await openWithLayout(page, {});
  const panel = await openSettings(page);
  await expect(panel).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "settings-light");

  // A preview: nothing is saved until Aplicar.
  await setSetting(page, "colorScheme", SCHEME_LABELS.dark, "dark");
  await expectNoSeriousViolations(page, testInfo, "settings-dark");
});

test("the profile panel open", async ({ page }, testInfo) => {
  await openWithLayout(page, {});
  await openProfilePanel(page);
  await expectNoSeriousViolations(page, testInfo, "profile-panel");
});

/** Closed panels are not rendered: none of their controls is exposed. */
const PANEL_CONTROLS = ["Fechar configurações", "Fechar painel do perfil"];

interface MenuCase {
  /** An entry of the menu while it is closed (a Tab stop and exposed only once it is open). */
  entry: string;
  /** The entry's role, when it is not a link. */
  entryRole?: "button";
  /** The whole sidebar is closed (off-canvas, overlay, hidden static), not only a submenu. */
  sidebarCloses?: boolean;
  /** From the page as it loads, brings the menu to its closed state. */
  close?(page: Page): Promise<void>;
  open(page: Page): Promise<void>;
}

const openCategory = (label: string) => async (page: Page) => {
  await menu(page).getByRole("button", { name: label, exact: true }).click();
  await expect(menu(page).getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-expanded", "true");
};
const openFinanceiro = async (page: Page) => {
  await submenuButton(page, "Financeiro").click();
  await expect(submenuButton(page, "Financeiro")).toHaveAttribute("aria-expanded", "true");
};
const toggleMenu = (attribute: string, value: string) => async (page: Page) => {
  await menuButton(page).click();
  await expect(layoutWrapper(page)).toHaveAttribute(attribute, value);
};
/** reveal and drawer: the pointer over the collapsed column opens it. */
const hoverOpen = async (page: Page) => {
  const box = (await sidebar(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "true");
  await openFinanceiro(page);
};

/** On a desktop window: what is closed in each mode and how it opens. */
const DESKTOP_CASES: Record<MenuMode, MenuCase> = {
  static: {
    entry: "Dashboard Banking",
    sidebarCloses: true,
    close: toggleMenu("data-static-inactive", "true"),
    open: toggleMenu("data-static-inactive", "false"),
  },
  overlay: { entry: "Dashboard Banking", sidebarCloses: true, open: toggleMenu("data-overlay-active", "true") },
  slim: { entry: "Lançamentos", open: openFinanceiro },
  "slim-plus": { entry: "Lançamentos", open: openFinanceiro },
  horizontal: { entry: "Dashboard Banking", open: openCategory("Início") },
  reveal: { entry: "Lançamentos", open: hoverOpen },
  drawer: { entry: "Lançamentos", open: hoverOpen },
};

/**
 * With the menu closed: the first 12 Tab stops are all on screen, the
 * entry is not in the accessibility tree, nor are the closed panels; axe
 * finds nothing serious. Then open: the entry is exposed and Tab reaches
 * it through stops that are all on screen; axe again.
 */
async function checkClosedThenOpen(page: Page, testInfo: TestInfo, name: string, menuCase: MenuCase) {
  // Once it has slid out, a closed sidebar is hidden, and so out of the accessibility tree.
  if (menuCase.sidebarCloses) await expect(sidebar(page)).toBeHidden();
  await tabThroughPage(page, 12);
  await expect.poll(() => exposedControls(page), `${menuCase.entry} of the closed menu`).not.toContain(menuCase.entry);
  const closed = await exposedControls(page);
  for (const control of PANEL_CONTROLS) expect(closed).not.toContain(control);
  await expectNoSeriousViolations(page, testInfo, `${name}-closed`);

  await menuCase.open(page);
  await expect.poll(() => exposedControls(page), `${menuCase.entry} of the open menu`).toContain(menuCase.entry);
  await tabThroughPage(page, 40, menu(page).getByRole(menuCase.entryRole ?? "link", { name: menuCase.entry, exact: true }));
  await expectNoSeriousViolations(page, testInfo, `${name}-open`);
}

for (const [mode, menuCase] of Object.entries(DESKTOP_CASES) as Array<[MenuMode, MenuCase]>) {
  test(`${mode} menu: closed it is neither a Tab stop nor exposed, open it is both; axe finds nothing serious either way`, async ({
    page,
  }, testInfo) => {
    await openWithLayout(page, { menuMode: mode });
    await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", mode);
    await page.mouse.move(1100, 500);
    // The pointer may have been over the edge that opens a hover menu: it closes after its delay.
    await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "false");
    await menuCase.close?.(page);
    await checkClosedThenOpen(page, testInfo, `menu-${mode}`, menuCase);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const offCanvas: MenuCase = {
    entry: "Dashboard Banking",
    sidebarCloses: true,
    async open(page) {
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    },
  };

  for (const mode of ["static", "overlay", "slim", "slim-plus", "horizontal", "reveal", "drawer"] as const) {
    test(`${mode} menu: the off-canvas menu, closed, is neither a Tab stop nor exposed; open it is both; axe finds nothing serious`, async ({
      page,
    }, testInfo) => {
      await openWithLayout(page, { menuMode: mode });
      await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", mode);
      // Horizontal keeps its categories as entries that open in place.
      const entry = mode === "horizontal" ? ({ entry: "Gestão", entryRole: "button" } as const) : {};
      await checkClosedThenOpen(page, testInfo, `phone-${mode}`, { ...offCanvas, ...entry });
    });
  }
});

/* ------------------------------------------------------------------ */
/* The desk where agents spend the day                                 */
/* ------------------------------------------------------------------ */

for (const [device, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a wide window", { width: 1440, height: 900 }],
] as const) {
  for (const scheme of ["light", "dark"] as const) {
    test(`the desk and an atendimento on ${device}, ${scheme}: axe finds nothing serious`, async ({ page }, testInfo) => {
      const suffix = uniqueSuffix();
      await deskTickets(suffix, [{ subject: "Acessível", assigned: true }]);
      await page.setViewportSize(viewport);
      await signInAs(page, eleve, "usuario-eleve");
      await withLayout(page, eleve, { colorScheme: scheme });
      await page.goto(`${eleve}/crm/central-de-atendimento?q=${suffix}`);
      await waitForLayout(page);
      await expect(html(page)).toHaveAttribute("data-scheme", scheme);
      const name = `desk-${viewport.width}-${scheme}`;
      // Everything the desk shows: the phone's folded filters open, the bulk bar out.
      if (viewport.width < 768) await page.locator("summary").filter({ hasText: "Filtros" }).click();
      await expect(page.getByRole("search", { name: "Filtros" })).toBeVisible();
      await page.getByLabel(/^Selecionar AT-/).check();
      await expect(page.getByRole("form", { name: "Ações com os selecionados" })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, name, { soft: true });
      await page.getByRole("link", { name: new RegExp(`Acessível ${suffix}`) }).click();
      await expect(page.getByRole("heading", { level: 2, name: `Acessível ${suffix}` })).toBeFocused();
      await expectNoSeriousViolations(page, testInfo, `${name}-atendimento`, { soft: true });
    });
  }
}

/* ------------------------------------------------------------------ */
/* Every page, scanned once                                            */
/* ------------------------------------------------------------------ */

/** A page of the product as a person sees it, for one axe scan. */
interface PageScan {
  /** The results file's name (axe-<name>.json). */
  name: string;
  /** The demo account that opens it; none for a signed-out visitor. */
  account?: DemoAccount;
  /** The organization of the address; plain localhost when null. */
  slug?: string | null;
  /** The address, or where to read it from (a demo row's page). */
  path: string | (() => Promise<string>);
  /** What shows once the page is there (its first heading unless told). */
  ready?: (page: Page) => Locator;
  /** From the loaded page to the state scanned: a dialog open, a form with its errors. */
  open?: (page: Page) => Promise<void>;
  dark?: boolean;
  phone?: boolean;
}

/** The id of a demo row of Eleve, by the first of `table` in the order given. */
async function eleveRow(
  table: "crm_tickets" | "sales" | "social_posts" | "crm_canned_replies" | "finance_accounts",
  where?: [string, string],
) {
  let query = (await db())
    .selectFrom(table)
    .select("id")
    .where("organization_id", "=", await organizationIdOf("eleve"))
    .orderBy("id")
    .limit(1);
  if (where) query = query.where(where[0] as never, "=", where[1] as never);
  return (await query.executeTakeFirstOrThrow()).id;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).first();
const chartDrawn = (page: Page) => page.locator(".recharts-wrapper > svg").first();
const clickButton = (name: string) => async (page: Page) => {
  await page.getByRole("button", { name, exact: true }).first().click();
};

const PAGES: PageScan[] = [
  { name: "landing-light", slug: "eleve", path: "/landing" },
  { name: "landing-dark", slug: "eleve", path: "/landing", dark: true },
  { name: "invitation-unknown", slug: "eleve", path: "/auth/convite/nao-e-um-token!", ready: (page) => page.getByRole("alert") },
  {
    name: "contact-form",
    slug: null,
    path: "/contato?organization=eleve",
    open: clickButton("Enviar mensagem"),
    ready: (page) => page.getByText("Informe o seu e-mail.").first(),
  },
  { name: "dashboard", account: "admin-eleve", path: "/", ready: chartDrawn },
  { name: "banking-light", account: "admin-eleve", path: "/dashboard-banking", ready: chartDrawn },
  { name: "banking-dark", account: "admin-eleve", path: "/dashboard-banking", ready: chartDrawn, dark: true },
  { name: "finance-overview", account: "admin-eleve", path: "/financeiro" },
  { name: "finance-list", account: "admin-eleve", path: "/financeiro/lancamentos" },
  {
    name: "finance-list-dialog",
    account: "admin-eleve",
    path: "/financeiro/lancamentos",
    async open(page) {
      await page
        .getByRole("checkbox", { name: /^Selecionar / })
        .first()
        .check();
      await page.getByRole("button", { name: "Excluir", exact: true }).click();
    },
    ready: (page) => page.getByRole("dialog"),
  },
  { name: "finance-recebimentos", account: "admin-eleve", path: "/financeiro/recebimentos?aba=todos" },
  { name: "finance-pagamentos", account: "admin-eleve", path: "/financeiro/pagamentos?aba=vencidos" },
  { name: "entry-new", account: "admin-eleve", path: "/financeiro/pagamentos/novo" },
  { name: "entry-import", account: "admin-eleve", path: "/financeiro/lancamentos/importar" },
  { name: "fluxo-de-caixa", account: "admin-eleve", path: "/financeiro/fluxo-de-caixa" },
  { name: "dre", account: "admin-eleve", path: "/financeiro/dre" },
  { name: "contas", account: "admin-eleve", path: "/financeiro/contas" },
  { name: "conta-nova", account: "admin-eleve", path: "/financeiro/contas/nova" },
  { name: "conta-extrato", account: "admin-eleve", path: async () => `/financeiro/contas/${await eleveRow("finance_accounts")}` },
  { name: "categorias", account: "admin-eleve", path: "/financeiro/categorias" },
  { name: "categoria-nova", account: "admin-eleve", path: "/financeiro/categorias/nova" },
  { name: "centros-de-custo", account: "admin-eleve", path: "/financeiro/centros-de-custo" },
  { name: "contatos", account: "admin-eleve", path: "/financeiro/contatos" },
  { name: "contatos-arquivados", account: "admin-eleve", path: "/financeiro/contatos?arquivados=1" },
  {
    name: "contato-erros",
    account: "admin-eleve",
    path: "/financeiro/contatos/novo",
    open: clickButton("Criar contato"),
    ready: (page) => page.getByText("Informe o nome do contato.").first(),
  },
  { name: "conciliacao-importar", account: "admin-eleve", path: "/financeiro/conciliacao/importar" },
  { name: "conciliacao", account: "admin-eleve", path: "/financeiro/conciliacao" },
  { name: "orcamentos", account: "admin-eleve", path: "/orcamentos" },
  { name: "orcamento-grade", account: "admin-eleve", path: `/orcamentos/${new Date().getFullYear()}/editar` },
  { name: "faturamento", account: "admin-eleve", path: "/faturamento" },
  { name: "vendas", account: "admin-eleve", path: "/faturamento/vendas" },
  {
    name: "vendas-vazia",
    account: "admin-eleve",
    path: "/faturamento/vendas?mes=2001-01",
    ready: (page) => page.getByText("Nenhuma venda neste mês"),
  },
  {
    name: "nova-venda",
    account: "admin-eleve",
    path: "/faturamento/vendas/nova",
    ready: (page) => page.getByRole("heading", { name: "Nova venda" }),
  },
  {
    name: "venda-faturada",
    account: "admin-eleve",
    path: async () => `/faturamento/vendas/${await eleveRow("sales", ["status", "faturada"])}`,
  },
  { name: "produtos", account: "admin-eleve", path: "/faturamento/produtos" },
  { name: "produtos-arquivados", account: "admin-eleve", path: "/faturamento/produtos?arquivados=1" },
  {
    name: "produto-erros",
    account: "admin-eleve",
    path: "/faturamento/produtos/novo",
    open: clickButton("Criar item"),
    ready: (page) => page.getByText("Informe o código do item.").first(),
  },
  { name: "painel-crm", account: "admin-sereno", slug: "sereno", path: "/crm?dias=90" },
  { name: "crm-list", account: "usuario-eleve", path: "/crm/central-de-atendimento" },
  {
    name: "atendimento",
    account: "usuario-eleve",
    path: async () => `/crm/central-de-atendimento/${await eleveRow("crm_tickets")}`,
  },
  { name: "novo-atendimento", account: "usuario-eleve", path: "/crm/central-de-atendimento/novo" },
  { name: "respostas-prontas", account: "admin-eleve", path: "/crm/respostas-prontas" },
  {
    name: "resposta-pronta",
    account: "admin-eleve",
    path: async () => `/crm/respostas-prontas/${await eleveRow("crm_canned_replies")}`,
  },
  { name: "crm-settings", account: "admin-eleve", path: "/crm/configuracoes" },
  { name: "membros", account: "admin-eleve", path: "/profile" },
  {
    name: "convite",
    account: "admin-eleve",
    path: "/profile",
    async open(page) {
      await page.getByRole("button", { name: "Convidar membro" }).click();
      await page.getByRole("dialog", { name: "Convidar membro" }).getByRole("button", { name: "Enviar convite" }).click();
    },
    ready: (page) => page.getByRole("dialog").getByText("Informe o e-mail da pessoa."),
  },
  { name: "auditoria", account: "admin-eleve", path: "/profile/auditoria" },
  { name: "publicacoes", account: "admin-eleve", path: "/labfeelings/discovery" },
  { name: "publicacoes-celular", account: "admin-eleve", path: "/labfeelings/discovery", phone: true },
  {
    name: "publicacao",
    account: "admin-eleve",
    path: async () => `/labfeelings/discovery/${await eleveRow("social_posts")}`,
    ready: (page) => page.getByRole("article").first(),
  },
  { name: "moderacao", account: "admin-eleve", path: "/labfeelings/moderacao" },
  { name: "conversas", account: "admin-eleve", path: "/conversations" },
  { name: "notificacoes", account: "admin-eleve", path: "/notificacoes" },
  { name: "bloqueios", account: "admin-eleve", path: "/bloqueios" },
  { name: "labfeelings", account: "usuario-eleve", path: "/labfeelings" },
  { name: "labfeelings-90", account: "usuario-eleve", path: "/labfeelings?periodo=90" },
  { name: "mapa", account: "admin-eleve", path: "/labfeelings/mapa" },
  { name: "clima-sereno", account: "admin-sereno", slug: "sereno", path: "/labfeelings/clima" },
  { name: "clima-eleve", account: "admin-eleve", path: "/labfeelings/clima" },
];

/** A test's share of PAGES: the scans that one browser page makes in a row, all as one visitor. */
const PAGES_PER_TEST = 6;

/** PAGES as tests: those of one visitor (account, address, scheme, window) together, PAGES_PER_TEST at most in each. */
function scanGroups(): PageScan[][] {
  const byVisitor = new Map<string, PageScan[]>();
  for (const scan of PAGES) {
    const visitor = [scan.account, scan.slug, scan.dark, scan.phone].join("|");
    byVisitor.set(visitor, [...(byVisitor.get(visitor) ?? []), scan]);
  }
  return [...byVisitor.values()].flatMap((scans) =>
    Array.from({ length: Math.ceil(scans.length / PAGES_PER_TEST) }, (_, index) =>
      scans.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
    ),
  );
}

// One browser page goes through each group: a new page per scan cost more than the scan itself. Each scan is a
// step, and a violation is a soft failure, so every page of the group is still scanned and reported.
test.describe("every page, once", () => {
  for (const scans of scanGroups()) {
    const first = scans[0]!;
    test(`axe finds nothing serious on ${scans.map((scan) => scan.name).join(", ")}`, async ({ page }, testInfo) => {
      // Each page keeps the time it had as a test of its own.
      test.setTimeout(testInfo.timeout * scans.length);
      const base = origin(first.slug === null ? undefined : (first.slug ?? "eleve"));
      if (first.phone) await page.setViewportSize({ width: 390, height: 844 });
      if (first.account) await signInAs(page, base, first.account);
      if (first.dark) await withLayout(page, base, { colorScheme: "dark" });
      for (const scan of scans) {
        await test.step(scan.name, async () => {
          const path = typeof scan.path === "string" ? scan.path : await scan.path();
          await page.goto(`${base}${path}`);
          if (scan.account) await waitForLayout(page);
          if (scan.dark) await expect(html(page)).toHaveAttribute("data-scheme", "dark");
          await scan.open?.(page);
          await expect((scan.ready ?? heading)(page)).toBeVisible();
          await expectNoSeriousViolations(page, testInfo, scan.name, { soft: true });
        });
      }
    });
  }
});

test.describe("invitation pages", () => {
  test("the sign-up of a new person and the acceptance of a member", async ({ page, browser }, testInfo) => {
    const guest = `a11y-${uniqueSuffix()}@example.com`;
    const other = await createMember("labfeelings", "Usuario");
    await signInAs(page, eleve, "admin-eleve");
    await invite(page, guest);
    await invite(page, `${other.username}@example.com`);
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${origin()}${await invitationPath(page, guest)}`);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(visitor, testInfo, "invitation-sign-up");
    await visitor.context().close();

    const member = await (await browser.newContext()).newPage();
    await signInAs(member, origin(), other.username, other.password);
    await member.goto(`${origin()}${await invitationPath(page, `${other.username}@example.com`)}`);
    await expect(member.getByRole("button", { name: "Aceitar convite" })).toBeVisible();
    await expectNoSeriousViolations(member, testInfo, "invitation-accept");
    await member.context().close();
  });
});
