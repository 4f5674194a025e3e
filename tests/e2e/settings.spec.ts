/**
 * The settings panel (spec 2.4, 2.7, 9): a choice in its radio groups
 * shows at once on <html> (a preview); Aplicar saves the choices and
 * closes the panel, Cancelar or closing the panel undoes the preview
 * (docs/decisions/0007). Saved, the server renders them from the `layout`
 * cookie, so they survive a reload and are in the first HTML; the profile
 * keeps them for a sign-in on another device; the panel works with the
 * keyboard, and the settings page without JavaScript. Every test signs in
 * with an account of its own (layout-helpers.ts), so no other test sees
 * its settings.
 */
import { expect, test, type Page } from "@playwright/test";
import { origin } from "./helpers";
import {
  applySettings,
  closeSettings,
  createMember,
  html,
  layoutWrapper,
  openSettings,
  rootFontSize,
  setSetting,
  settingsGroup,
  settingsLink,
  settingsPanel,
  settingsRadio,
  signInMember,
  signOut,
  waitForLayout,
  type Member,
} from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
/** The page the tests open: a light one with the top bar (the settings are the same on every page). */
const PAGE = "/profiles";

/** The opening <html> tag of a server answer, its attributes by name. */
function htmlTagAttributes(document: string): Record<string, string> {
  const tag = /<html\b[^>]*>/i.exec(document);
  expect(tag, "an <html> tag in the answer").not.toBeNull();
  return Object.fromEntries([...tag![0].matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** Chooses Escuro, Verde and 14 in the settings panel, sees them on the page and presses Aplicar. */
async function chooseDarkGreen14(page: Page) {
  await openSettings(page);
  await setSetting(page, "colorScheme", "Escuro", "dark");
  await setSetting(page, "theme", "Verde", "green");
  await setSetting(page, "scale", "14", "14");
  await expect(settingsGroup(page, "scale")).toHaveAccessibleName("Escala 14px");
  expect(await rootFontSize(page)).toBe(14);
  await applySettings(page);
  await expectDarkGreen14(page);
}

/** <html> shows the first visit's light, indigo and 12 px. */
async function expectDefaults(page: Page) {
  await expect(html(page)).toHaveAttribute("data-scheme", "light");
  await expect(html(page)).toHaveAttribute("data-theme", "indigo");
  await expect(html(page)).toHaveAttribute("style", /font-size:\s*12px/);
}

/** <html> shows dark, green and a 14 px font (the settings above). */
async function expectDarkGreen14(page: Page) {
  await expect(html(page)).toHaveAttribute("data-scheme", "dark");
  await expect(html(page)).toHaveAttribute("data-theme", "green");
  await expect(html(page)).toHaveAttribute("style", /font-size:\s*14px/);
  expect(await rootFontSize(page)).toBe(14);
}

test("the defaults: light, indigo, scale 12, static menu, outlined fields, ripple on; the panel shows them checked", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  await expect(html(page)).toHaveAttribute("data-scheme", "light");
  await expect(html(page)).toHaveAttribute("data-theme", "indigo");
  await expect(html(page)).toHaveAttribute("data-menu-mode", "static");
  await expect(html(page)).toHaveAttribute("data-menu-theme", "colorScheme");
  await expect(html(page)).toHaveAttribute("data-input-style", "outlined");
  await expect(html(page)).toHaveAttribute("data-ripple", "on");
  await expect(html(page)).toHaveAttribute("style", /font-size:\s*12px/);

  await openSettings(page);
  for (const [setting, label] of [
    ["theme", "Índigo"],
    ["scale", "12"],
    ["menuMode", "Estático"],
    ["colorScheme", "Claro"],
    ["menuTheme", "Esquema de cores"],
    ["inputStyle", "Contornado"],
    ["ripple", "Ligado"],
  ] as const) {
    await expect(settingsRadio(page, setting, label), `${setting}: ${label}`).toBeChecked();
  }
  await expect(settingsGroup(page, "scale")).toHaveAccessibleName("Escala 12px");
  await expect(settingsGroup(page, "theme").getByRole("radio")).toHaveCount(8);
  await expect(settingsGroup(page, "menuMode").getByRole("radio")).toHaveCount(7);
});

test("a choice shows at once, but only as a preview: the panel stays open and a reload shows the saved settings", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  await openSettings(page);
  await setSetting(page, "colorScheme", "Escuro", "dark");
  await setSetting(page, "theme", "Verde", "green");
  await setSetting(page, "scale", "14", "14");
  await setSetting(page, "menuMode", "Horizontal", "horizontal");
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", "horizontal");
  await expect(settingsPanel(page)).toBeVisible();

  await page.reload();
  await waitForLayout(page);
  await expectDefaults(page);
  await expect(html(page)).toHaveAttribute("data-menu-mode", "static");
  await openSettings(page);
  await expect(settingsRadio(page, "colorScheme", "Claro")).toBeChecked();
  await expect(settingsRadio(page, "menuMode", "Estático")).toBeChecked();
});

test("Cancelar, the close button and Escape each undo the preview and close the panel; nothing is saved", async ({ page }) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  const link = settingsLink(page);

  await setSetting(page, "colorScheme", "Escuro", "dark");
  await setSetting(page, "scale", "16", "16");
  await settingsPanel(page).getByRole("button", { name: "Cancelar", exact: true }).click();
  await expect(settingsPanel(page)).toBeHidden();
  await expectDefaults(page);
  await expect(link).toBeFocused();
  // Opened again, the panel shows the saved settings, not the cancelled choice.
  await openSettings(page);
  await expect(settingsRadio(page, "colorScheme", "Claro")).toBeChecked();
  await expect(settingsRadio(page, "scale", "12")).toBeChecked();

  await setSetting(page, "colorScheme", "Penumbra", "dim");
  await closeSettings(page);
  await expectDefaults(page);

  await setSetting(page, "theme", "Rosa", "pink");
  await setSetting(page, "menuMode", "Slim", "slim");
  await page.keyboard.press("Escape");
  await expect(settingsPanel(page)).toBeHidden();
  await expectDefaults(page);
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", "static");

  await page.reload();
  await waitForLayout(page);
  await expectDefaults(page);
});

test("Aplicar saves and closes the panel: Escuro, Verde and scale 14 survive a reload and are in the server's first HTML", async ({
  page,
  browser,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  await chooseDarkGreen14(page);
  await expect(settingsPanel(page)).toBeHidden();
  await expect(settingsLink(page)).toBeFocused();

  await page.reload();
  await expectDarkGreen14(page);
  await openSettings(page);
  await expect(settingsRadio(page, "colorScheme", "Escuro")).toBeChecked();
  await expect(settingsRadio(page, "theme", "Verde")).toBeChecked();
  await expect(settingsRadio(page, "scale", "14")).toBeChecked();

  // The document the server sent, before any script ran.
  const answer = await page.goto(`${eleve}/notificacoes`);
  expect(answer!.status()).toBe(200);
  const attributes = htmlTagAttributes(await answer!.text());
  expect(attributes).toMatchObject({ "data-scheme": "dark", "data-theme": "green", "data-menu-mode": "static" });
  expect(attributes.style).toMatch(/^font-size:\s*14px;?$/);

  // The same cookies in a window without JavaScript: what the server rendered is what shows.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${eleve}/`);
    await expect(plain.getByTestId("organization-name")).toHaveText("Eleve");
    await expectDarkGreen14(plain);
  } finally {
    await noScript.close();
  }
});

test("the settings follow the person: a sign-in in another browser, or after Sair, takes them from the profile", async ({
  page,
  browser,
}) => {
  const member: Member = await createMember("eleve");
  await signInMember(page, eleve, member, PAGE);
  await chooseDarkGreen14(page);

  const other = await browser.newContext({ locale: "pt-BR" });
  try {
    const second = await other.newPage();
    await second.goto(`${eleve}/auth/login`);
    // Before the sign-in this browser has the defaults.
    await expect(html(second)).toHaveAttribute("data-scheme", "light");
    // The login action (sessions.ts) copies the profile's settings into the layout cookie.
    await signInAs(other, eleve, member.username, member.password);
    await second.goto(`${eleve}${PAGE}`);
    await expectDarkGreen14(second);
  } finally {
    await other.close();
  }

  // Sair and a new sign-in in the first browser.
  await signOut(page);
  await expect(page).toHaveURL(`${eleve}/auth/login`);
  // Sair clears the cookies (spec 4): the next person starts from the defaults.
  await expect(html(page)).toHaveAttribute("data-scheme", "light");
  await signInMember(page, eleve, member, PAGE);
  await expectDarkGreen14(page);
});

test("every group sets its attribute of <html>: menu theme, field style, ripple, and 'Azul' of the themes", async ({ page }) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  await openSettings(page);
  await setSetting(page, "theme", "Azul", "blue");
  await expect(settingsRadio(page, "theme", "Verde-azulado")).not.toBeChecked();
  await setSetting(page, "theme", "Verde-azulado", "teal");
  await setSetting(page, "menuTheme", "Cor primária", "primaryColor");
  await setSetting(page, "menuTheme", "Transparente", "transparent");
  await setSetting(page, "inputStyle", "Preenchido", "filled");
  await setSetting(page, "ripple", "Desligado", "off");
  await setSetting(page, "colorScheme", "Penumbra", "dim");
  await setSetting(page, "scale", "16", "16");
  expect(await rootFontSize(page)).toBe(16);
  await applySettings(page);

  await page.reload();
  await waitForLayout(page);
  await expect(html(page)).toHaveAttribute("data-theme", "teal");
  await expect(html(page)).toHaveAttribute("data-menu-theme", "transparent");
  await expect(html(page)).toHaveAttribute("data-input-style", "filled");
  await expect(html(page)).toHaveAttribute("data-ripple", "off");
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await expect(html(page)).toHaveAttribute("style", /font-size:\s*16px/);
});

test("keyboard: Tab and Enter open the panel from the top bar, arrows preview a choice, Aplicar saves it, Escape undoes one; focus returns", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  const link = settingsLink(page);

  // Tab through the page until the top bar's settings link has the focus.
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 20_000, intervals: [0] });
  await page.keyboard.press("Enter");
  const panel = settingsPanel(page);
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(`${eleve}${PAGE}`);

  // Tab to the colour scheme group: its checked radio is its only stop.
  const light = settingsRadio(page, "colorScheme", "Claro");
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(light).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 10_000, intervals: [0] });

  await page.keyboard.press("ArrowRight");
  const dim = settingsRadio(page, "colorScheme", "Penumbra");
  await expect(dim).toBeChecked();
  await expect(dim).toBeFocused();
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await page.keyboard.press("ArrowRight");
  await expect(settingsRadio(page, "colorScheme", "Escuro")).toBeChecked();
  await expect(html(page)).toHaveAttribute("data-scheme", "dark");
  await page.keyboard.press("ArrowLeft");
  await expect(dim).toBeChecked();
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await expect(panel).toBeVisible();

  // Tab on to Aplicar and press it: saved, the panel closes and the focus is back on the link.
  const apply = panel.getByRole("button", { name: "Aplicar", exact: true });
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(apply).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 10_000, intervals: [0] });
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  await expect(link).toBeFocused();
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");

  // Open again, preview Escuro, and Escape: back to the saved Penumbra.
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(dim).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 10_000, intervals: [0] });
  await page.keyboard.press("ArrowRight");
  await expect(html(page)).toHaveAttribute("data-scheme", "dark");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(link).toBeFocused();
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await page.reload();
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
});

test("without JavaScript the settings page saves with Aplicar, and Cancelar puts the choices back", async ({ page, browser }) => {
  const member = await createMember("eleve");
  await signInAs(page, eleve, member.username, member.password);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${eleve}/settings`);
    await expect(plain.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
    const radio = (group: string, label: string) =>
      plain.getByRole("group", { name: group, exact: true }).getByRole("radio", { name: label, exact: true });

    await radio("Esquema de cores", "Escuro").check();
    await plain.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(radio("Esquema de cores", "Claro")).toBeChecked();
    await expect(html(plain)).toHaveAttribute("data-scheme", "light");

    await radio("Esquema de cores", "Escuro").check();
    await radio("Tema", "Verde").check();
    await plain.getByRole("button", { name: "Aplicar", exact: true }).click();
    await expect(plain).toHaveURL(`${eleve}/settings`);
    await expect(html(plain)).toHaveAttribute("data-scheme", "dark");
    await expect(html(plain)).toHaveAttribute("data-theme", "green");
    await expect(radio("Esquema de cores", "Escuro")).toBeChecked();
  } finally {
    await noScript.close();
  }
});
