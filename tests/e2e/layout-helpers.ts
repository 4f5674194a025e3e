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
import sharp from "sharp";
import type { LayoutConfig } from "~/config/layout";
import { DEMO_PASSWORD, mainMenu, origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

/* ------------------------------------------------------------------ */
/* Accounts                                                            */
/* ------------------------------------------------------------------ */

export interface Member {
  /** The account's user name (sign-in). */
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  /** The profile's user name (/u/...; free when the member was made without a profile). */
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
 * own (without one when `withProfile` is false: its sign-in leads to
 * /profiles/create). The names match none of the search tests' queries.
 */
export async function createMember(
  organization: "eleve" | "sereno" | "labfeelings",
  role: "Administrator" | "Usuario" = "Administrator",
  /** The profile's display name; the suffix keeps it apart from every other test's. */
  displayName = "Lara Moraes",
  { withProfile = true, familyName = "Moraes" } = {},
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
      givenName: "Lara",
      familyName,
    };
    const adminToken = await token(`admin-${organization}`, DEMO_PASSWORD);
    const created = await api.post("/connect/register", {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: {
        email: `${member.username}@example.com`,
        username: member.username,
        givenName: member.givenName,
        familyName: member.familyName,
        password: member.password,
        organization,
        role,
      },
    });
    expect(created.status(), `register ${member.username}: ${await created.text()}`).toBe(201);
    if (!withProfile) return member;

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
 * Signs `member` in at `base` (sessions.ts `signInAs`), opens `path` (the
 * home page unless told) and waits for it to be hydrated (its buttons
 * answer to clicks).
 */
/**
 * Adds to the page's context a layout cookie at `base` holding `settings`
 * over the defaults, as the server writes it after Aplicar (its value is
 * the settings' JSON in base64): the next page is drawn with them, and
 * the account's saved settings stay as they are.
 */
export async function withLayout(page: Page, base: string, settings: Partial<LayoutConfig>) {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(settings)).toString("base64"));
  await page.context().addCookies([{ name: "layout", value, url: base }]);
}

export async function signInMember(page: Page, base: string, member: Member, path = "/", layout?: Partial<LayoutConfig>) {
  await signInAs(page, base, member.username, member.password);
  if (layout) await withLayout(page, base, layout);
  await page.goto(`${base}${path}`);
  await waitForLayout(page);
}

/* ------------------------------------------------------------------ */
/* The shell                                                           */
/* ------------------------------------------------------------------ */

export const layoutWrapper = (page: Page) => page.locator(".layout-wrapper");
/** The sidebar, open or closed (closed, it is out of the accessibility tree, but still has a box to measure). */
export const sidebar = (page: Page) =>
  page.getByRole("complementary", { name: "Barra lateral", exact: true, includeHidden: true });
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

/** Closes the settings panel with its close button: what was only previewed goes back to the saved settings. */
export async function closeSettings(page: Page) {
  await settingsPanel(page).getByRole("button", { name: "Fechar configurações", exact: true }).click();
  await expect(settingsPanel(page)).toBeHidden();
}

/** Presses Aplicar in the open settings panel: the choices are saved and the panel closes. */
export async function applySettings(page: Page) {
  await settingsPanel(page).getByRole("button", { name: "Aplicar", exact: true }).click();
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
 * the page carries `value` (the preview: nothing is saved before Aplicar).
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

/* ------------------------------------------------------------------ */
/* Geometry                                                            */
/* ------------------------------------------------------------------ */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The bounding box of `locator`, once it stops moving (the sidebar slides over 200 ms). When it never settles within
 * 5 s the failure lists what was read, so a flaky run says whether the box moved, vanished or was never found.
 */
export async function stableBox(locator: Locator): Promise<Box> {
  const readings: string[] = [];
  let last: Box | null = null;
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox({ timeout: 1_000 }).catch((error: Error) => {
          readings.push(`${Date.now() - started} ms: ${error.message.split("\n")[0]}`);
          return null;
        });
        if (box) readings.push(`${Date.now() - started} ms: ${JSON.stringify(box)}`);
        const same = box !== null && last !== null && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        return same;
      },
      { message: "the box settles" },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nread:\n${readings.join("\n")}`);
    });
  return last!;
}

/** True when two boxes overlap (touching edges do not count). */
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** The font size of <html> in px: the scale, the size of 1rem. */
export const rootFontSize = (page: Page) =>
  html(page).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/**
 * The closed sidebar draws nothing in the window: its box lies left of it,
 * it casts no shadow, and a strip down the left edge of the content (its
 * padding) is the page's background in the screenshot, pixel for pixel.
 */
export async function expectClosedSidebarInvisible(page: Page) {
  const aside = page.locator("#layout-sidebar");
  const box = await stableBox(aside);
  expect(box.x + box.width, "the closed sidebar is left of the window").toBeLessThanOrEqual(0);
  expect(await aside.evaluate((element) => getComputedStyle(element).boxShadow)).toBe("none");

  const main = await stableBox(content(page));
  const viewport = page.viewportSize()!;
  const clip = { x: 0, y: Math.ceil(main.y) + 1, width: 10, height: Math.floor(viewport.height - main.y) - 2 };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The page background as the browser paints it: a canvas turns the CSS colour into sRGB bytes.
  const background = await layoutWrapper(page).evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
  const off: string[] = [];
  for (let index = 0; index < data.length; index += info.channels) {
    const pixel = [data[index]!, data[index + 1]!, data[index + 2]!];
    if (pixel.some((value, channel) => Math.abs(value - background[channel]!) > 2)) {
      const at = index / info.channels;
      off.push(`(${at % info.width}, ${clip.y + Math.floor(at / info.width)}): rgb(${pixel.join(", ")})`);
    }
  }
  expect(off.slice(0, 5), `left strip vs the background rgb(${background.join(", ")}); ${off.length} pixels differ`).toEqual([]);
}

/* ------------------------------------------------------------------ */
/* Keyboard and assistive technology                                   */
/* ------------------------------------------------------------------ */

/** A short name of the focused element, for messages. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "nothing";
    return element.getAttribute("aria-label") || element.getAttribute("title") || element.textContent?.trim() || element.tagName;
  });

/**
 * Presses Tab from the top of the page `count` times (or until `target`
 * has the focus) and expects every stop to be something a person sees:
 * visible and inside the window, never a link of a closed menu. Stops
 * early if the focus leaves the page. Returns the names of the stops.
 */
export async function tabThroughPage(page: Page, count: number, target?: Locator): Promise<string[]> {
  // As on a fresh page: the next Tab goes to the first focusable element.
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
  const stops: string[] = [];
  for (let stop = 1; stop <= count; stop++) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    if (name === "nothing") break;
    stops.push(name);
    const focused = page.locator(":focus");
    await expect(focused, `Tab stop ${stop} (${name}) is visible`).toBeVisible();
    await expect(focused, `Tab stop ${stop} (${name}) is inside the window`).toBeInViewport();
    if (target && (await target.evaluate((element) => element === document.activeElement))) return stops;
  }
  if (target) throw new Error(`Tab did not reach ${target} in ${count} stops: ${stops.join(", ")}`);
  return stops;
}

/**
 * The names of the links and buttons that Chromium exposes to assistive
 * technology: its own accessibility tree, which leaves out what is inert,
 * hidden or not rendered.
 */
export async function exposedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    return nodes
      .filter((node) => !node.ignored && ["link", "button"].includes(String(node.role?.value)))
      .map((node) => String(node.name?.value ?? ""));
  } finally {
    await cdp.detach();
  }
}
