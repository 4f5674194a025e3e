/**
 * The settings panel (spec 2.4, 2.7, 9): its radio groups set the
 * attributes of <html>, which the server renders from the `layout` cookie,
 * so a setting survives a reload and is in the first HTML; the profile
 * keeps them for a sign-in on another device; the panel works with the
 * keyboard. Every test signs in with an account of its own
 * (layout-helpers.ts), so no other test sees its settings.
 */
import { expect, test, type Page } from "@playwright/test";
import { origin, signIn } from "./helpers";
import {
  closeSettings,
  createMember,
  html,
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

const eleve = origin("eleve");

/** The opening <html> tag of a server answer, its attributes by name. */
function htmlTagAttributes(document: string): Record<string, string> {
  const tag = /<html\b[^>]*>/i.exec(document);
  expect(tag, "an <html> tag in the answer").not.toBeNull();
  return Object.fromEntries([...tag![0].matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** Chooses Escuro, Verde and 14 in the settings panel and waits for the page to carry them. */
async function chooseDarkGreen14(page: Page) {
  await openSettings(page);
  await setSetting(page, "colorScheme", "Escuro", "dark");
  await setSetting(page, "theme", "Verde", "green");
  await setSetting(page, "scale", "14", "14");
  await expect(settingsGroup(page, "scale")).toHaveAccessibleName("Escala 14px");
  expect(await rootFontSize(page)).toBe(14);
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
  await signInMember(page, eleve, await createMember("eleve"));
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

test("Escuro, Verde and scale 14 survive a reload and are in the server's first HTML", async ({ page, browser }) => {
  await signInMember(page, eleve, await createMember("eleve"));
  await chooseDarkGreen14(page);
  await closeSettings(page);

  await page.reload();
  await expectDarkGreen14(page);
  await openSettings(page);
  await expect(settingsRadio(page, "colorScheme", "Escuro")).toBeChecked();
  await expect(settingsRadio(page, "theme", "Verde")).toBeChecked();
  await expect(settingsRadio(page, "scale", "14")).toBeChecked();

  // The document the server sent, before any script ran.
  const answer = await page.goto(`${eleve}/dashboard-banking`);
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
  await signInMember(page, eleve, member);
  await chooseDarkGreen14(page);

  const other = await browser.newContext({ locale: "pt-BR" });
  try {
    const second = await other.newPage();
    await second.goto(`${eleve}/auth/login`);
    // Before the sign-in this browser has the defaults.
    await expect(html(second)).toHaveAttribute("data-scheme", "light");
    await signIn(second, eleve, member.username, member.password);
    await expect(second).toHaveURL(`${eleve}/`);
    await expectDarkGreen14(second);
  } finally {
    await other.close();
  }

  // Sair and a new sign-in in the first browser.
  await closeSettings(page);
  await signOut(page);
  await expect(page).toHaveURL(`${eleve}/auth/login`);
  // Sair clears the cookies (spec 4): the next person starts from the defaults.
  await expect(html(page)).toHaveAttribute("data-scheme", "light");
  await signInMember(page, eleve, member);
  await expectDarkGreen14(page);
});

test("every group sets its attribute of <html>: menu theme, field style, ripple, and 'Azul' of the themes", async ({ page }) => {
  await signInMember(page, eleve, await createMember("eleve"));
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

  await page.reload();
  await waitForLayout(page);
  await expect(html(page)).toHaveAttribute("data-theme", "teal");
  await expect(html(page)).toHaveAttribute("data-menu-theme", "transparent");
  await expect(html(page)).toHaveAttribute("data-input-style", "filled");
  await expect(html(page)).toHaveAttribute("data-ripple", "off");
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await expect(html(page)).toHaveAttribute("style", /font-size:\s*16px/);
});

test("keyboard: Tab and Enter open the panel from the top bar, arrows change a group, Escape closes it and focus returns", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"));
  const link = settingsLink(page);

  // Tab through the page until the top bar's settings link has the focus.
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused({ timeout: 100 });
  }).toPass({ timeout: 20_000, intervals: [0] });
  await page.keyboard.press("Enter");
  const panel = settingsPanel(page);
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(`${eleve}/`);

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

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(link).toBeFocused();
  // The choice stays.
  await page.reload();
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
});
