/**
 * Shared steps of the layout tests (spec 2.3, 2.4, 2.7, 4, 9): the
 * top bar's buttons, the profile and settings panels, the menu, and fresh
 * accounts of their own for tests that change settings.
 *
 * Settings live in the `layout` cookie of the browser context and, for a
 * person with a profile, in the profile's preferences; a sign-in copies the
 * preferences into the cookie. A test that changed the settings of a demo
 * account could therefore change the layout of another test signing in as
 * that account in parallel. So every test that changes settings signs in
 * with an account it creates itself (`createMember`): an Administrator (or
 * a Usuario) of the organization, with a profile, made through the auth and
 * profiles APIs with the token of that organization's demo administrator
 * (a successful sign-in, as the other tests do). Demo accounts are only
 * read here: admin-eleve (profile panel) and multi (organization switch,
 * which is kept in the session, not in the profile).
 */
import { expect, request, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD, mainMenu, origin, signIn, uniqueSuffix } from "./helpers";

/* ------------------------------------------------------------------ */
/* Accounts                                                            */
/* ------------------------------------------------------------------ */

export interface Member {
  /** The account's user name (sign-in). */
  username: string;
  password: string;
  /** The profile's user name (/u/...). */
  profileUsername: string;
  displayName: string;
  organization: string;
}

interface TokenClaims {
  organizations: Array<{ id: string; name: string; role: string }>;
}

const claimsOf = (token: string): TokenClaims =>
  JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as TokenClaims;

/**
 * Creates an account of `organization` with `role` (through POST
 * /connect/register, as the organization's demo administrator) and its
 * profile (POST /api/profiles, as the new account), so its settings are its
 * own. The names match none of the search tests' queries.
 */
export async function createMember(
  organization: "eleve" | "sereno" | "labfeelings",
  role: "Administrator" | "Usuario" = "Administrator",
  /** The profile's display name; the suffix keeps it apart from every other test's. */
  displayName = "Lara Moraes",
): Promise<Member> {
  const api = await request.newContext({ baseURL: origin() });
  try {
    const token = async (username: string, password: string) => {
      const answer = await api.post("/connect/token", {
        form: { grant_type: "password", username, password, client_id: "web", organization },
      });
      expect(answer.status(), `token of ${username}: ${await answer.text()}`).toBe(200);
      return ((await answer.json()) as { access_token: string }).access_token;
    };
    const suffix = uniqueSuffix();
    const member: Member = {
      username: `lay-${suffix}`,
      password: "Layout@Senha1",
      profileUsername: `lay.${suffix}`,
      displayName: `${displayName} ${suffix}`,
      organization,
    };
    const adminToken = await token(`admin-${organization}`, DEMO_PASSWORD);
    const created = await api.post("/connect/register", {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: {
        email: `${member.username}@example.com`,
        username: member.username,
        givenName: "Lara",
        familyName: "Moraes",
        password: member.password,
        organization,
        role,
      },
    });
    expect(created.status(), `register ${member.username}: ${await created.text()}`).toBe(201);

    const memberToken = await token(member.username, member.password);
    const tenant = claimsOf(memberToken).organizations.find((o) => o.name === organization);
    expect(tenant, `${organization} in the token of ${member.username}`).toBeDefined();
    const profile = await api.post("/api/profiles", {
      headers: { Authorization: `Bearer ${memberToken}`, "X-TenantId": tenant!.id },
      data: { username: member.profileUsername, displayName: member.displayName },
    });
    expect(profile.status(), `profile of ${member.username}: ${await profile.text()}`).toBe(201);
    return member;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `member` in at `base` and waits for the landing page of the main
 * layout to be hydrated (its buttons answer to clicks).
 */
export async function signInMember(page: Page, base: string, member: Member, landing = "/") {
  await signIn(page, base, member.username, member.password);
  await expect(page).toHaveURL(`${base}${landing}`);
  await waitForLayout(page);
}

/* ------------------------------------------------------------------ */
/* The shell                                                           */
/* ------------------------------------------------------------------ */

export const layoutWrapper = (page: Page) => page.locator(".layout-wrapper");
export const sidebar = (page: Page) => page.getByRole("complementary", { name: "Barra lateral", exact: true });
export const topbar = (page: Page) => page.locator("header.layout-topbar");
export const content = (page: Page) => page.locator("main.layout-content");
export const menuButton = (page: Page) => page.getByRole("button", { name: "Abrir ou fechar o menu", exact: true });
export const settingsLink = (page: Page) => page.getByRole("link", { name: "Configurações", exact: true });
export const avatarLink = (page: Page) => page.getByRole("link", { name: "Abrir o painel do perfil", exact: true });
export const mask = (page: Page) => page.locator(".layout-mask");
/** The menu inside the sidebar. */
export const menu = mainMenu;
/** A submenu button of the menu (Financeiro, Faturamento). */
export const submenuButton = (page: Page, label: string) => menu(page).getByRole("button", { name: label, exact: true });
export const menuLink = (page: Page, label: string) => menu(page).getByRole("link", { name: label, exact: true });

/**
 * Waits until React has hydrated the layout: before that the top bar's
 * links are plain links (the no-JavaScript fallbacks: /settings,
 * /profiles, #layout-sidebar) and a click would navigate instead of
 * opening a panel. React puts its props on the elements it hydrated.
 */
export async function waitForLayout(page: Page) {
  await expect(topbar(page)).toBeVisible();
  await page.waitForFunction(() => {
    const avatar = document.querySelector('a[aria-label="Abrir o painel do perfil"]');
    return avatar !== null && Object.keys(avatar).some((key) => key.startsWith("__reactProps"));
  });
}

/** The <html> element (its data attributes carry the settings). */
export const html = (page: Page) => page.locator("html");

/* ------------------------------------------------------------------ */
/* Profile panel                                                       */
/* ------------------------------------------------------------------ */

export const profilePanel = (page: Page) => page.getByRole("dialog", { name: "Bem Vindo(a),", exact: true });

/** Opens the profile panel with the top bar's avatar link. */
export async function openProfilePanel(page: Page): Promise<Locator> {
  await waitForLayout(page);
  await avatarLink(page).click();
  const panel = profilePanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

/** The Sair button of the profile panel (its name also holds 'Fazer logout da conta ...'). */
export const signOutButton = (panel: Locator) => panel.getByRole("button", { name: /^Sair\b/ });

/** Opens the profile panel and presses Sair; does not wait for the login page. */
export async function signOut(page: Page) {
  const panel = await openProfilePanel(page);
  await signOutButton(panel).click();
}

/* ------------------------------------------------------------------ */
/* Settings panel                                                      */
/* ------------------------------------------------------------------ */

export const settingsPanel = (page: Page) => page.getByRole("dialog", { name: "Configurações", exact: true });

/** Opens the settings panel: the top bar link, or the profile panel's entry where the top bar has none (sereno). */
export async function openSettings(page: Page): Promise<Locator> {
  await waitForLayout(page);
  if ((await settingsLink(page).count()) > 0) {
    await settingsLink(page).click();
  } else {
    const panel = await openProfilePanel(page);
    await panel.getByRole("button", { name: "Configurações", exact: true }).click();
  }
  const panel = settingsPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

export async function closeSettings(page: Page) {
  await settingsPanel(page).getByRole("button", { name: "Fechar configurações", exact: true }).click();
  await expect(settingsPanel(page)).toBeHidden();
}

/** The radio groups of the settings panel and the <html> attribute each one sets. */
export const SETTINGS = {
  theme: { group: "Tema", attribute: "data-theme" },
  scale: { group: /^Escala/, attribute: null },
  menuMode: { group: "Modo do menu", attribute: "data-menu-mode" },
  colorScheme: { group: "Esquema de cores", attribute: "data-scheme" },
  menuTheme: { group: "Tema do menu", attribute: "data-menu-theme" },
  inputStyle: { group: "Estilo dos campos", attribute: "data-input-style" },
  ripple: { group: "Efeito ripple", attribute: "data-ripple" },
} as const;
export type Setting = keyof typeof SETTINGS;

/** The labels of the choices, as the panel shows them. */
export const MENU_MODE_LABELS = {
  static: "Estático",
  overlay: "Sobreposto",
  slim: "Slim",
  "slim-plus": "Slim+",
  horizontal: "Horizontal",
  reveal: "Revelar",
  drawer: "Gaveta",
} as const;
export type MenuMode = keyof typeof MENU_MODE_LABELS;
export const SCHEME_LABELS = { light: "Claro", dim: "Penumbra", dark: "Escuro" } as const;

/** A radio group of the settings panel ('Tema' and 'Tema do menu' need exact names; Escala reads 'Escala 12px'). */
export const settingsGroup = (page: Page, setting: Setting) => {
  const { group } = SETTINGS[setting];
  return settingsPanel(page).getByRole("group", typeof group === "string" ? { name: group, exact: true } : { name: group });
};

/** A radio of a settings group, by its label ('Azul' needs exact: 'Verde-azulado' holds it too). */
export const settingsRadio = (page: Page, setting: Setting, label: string) =>
  settingsGroup(page, setting).getByRole("radio", { name: label, exact: true });

/**
 * Chooses `label` in the group of `setting` in the open settings panel (it
 * opens it when closed) and, for the settings <html> shows, waits until
 * the page carries `value` (the server answered and the page followed).
 */
export async function setSetting(page: Page, setting: Setting, label: string, value?: string) {
  if (!(await settingsPanel(page).isVisible())) await openSettings(page);
  const radio = settingsRadio(page, setting, label);
  await radio.check();
  await expect(radio).toBeChecked();
  if (value === undefined) return;
  if (setting === "scale") await expect(html(page)).toHaveAttribute("style", new RegExp(`font-size:\\s*${value}px`));
  else await expect(html(page)).toHaveAttribute(SETTINGS[setting].attribute!, value);
}

/** Chooses a menu mode in the settings panel, waits for it and closes the panel. */
export async function setMenuMode(page: Page, mode: MenuMode) {
  await setSetting(page, "menuMode", MENU_MODE_LABELS[mode], mode);
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", mode);
  await closeSettings(page);
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */
/* ------------------------------------------------------------------ */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bounding box of `locator`, once it stops moving (the sidebar slides over 200 ms). */
export async function stableBox(locator: Locator): Promise<Box> {
  let last: Box | null = null;
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      const same = box !== null && last !== null && JSON.stringify(box) === JSON.stringify(last);
      last = box;
      return same;
    })
    .toBe(true);
  return last!;
}

/** True when two boxes overlap (touching edges do not count). */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The font size of <html> in px: the scale, the size of 1rem. */
export const rootFontSize = (page: Page) =>
  html(page).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
