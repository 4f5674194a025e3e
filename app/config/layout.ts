/** Layout settings (spec 2.7, 3, 9); free of zod, which the root route would otherwise ship to every page. */

export const MENU_MODES = ["static", "overlay", "slim", "slim-plus", "horizontal", "reveal", "drawer"] as const;
export const COLOR_SCHEMES = ["light", "dim", "dark"] as const;
export const THEMES = ["indigo", "blue", "purple", "teal", "cyan", "green", "orange", "pink"] as const;
export const MENU_THEMES = ["colorScheme", "primaryColor", "transparent"] as const;
export const INPUT_STYLES = ["outlined", "filled"] as const;
export const SCALES = [12, 13, 14, 15, 16] as const;

export interface LayoutConfig {
  menuMode: (typeof MENU_MODES)[number];
  colorScheme: (typeof COLOR_SCHEMES)[number];
  theme: (typeof THEMES)[number];
  menuTheme: (typeof MENU_THEMES)[number];
  inputStyle: (typeof INPUT_STYLES)[number];
  scale: number;
  ripple: boolean;
}
export type MenuMode = LayoutConfig["menuMode"];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;

const READERS: { [K in keyof LayoutConfig]: (value: unknown) => LayoutConfig[K] | undefined } = {
  menuMode: oneOf(MENU_MODES),
  colorScheme: oneOf(COLOR_SCHEMES),
  theme: oneOf(THEMES),
  menuTheme: oneOf(MENU_THEMES),
  inputStyle: oneOf(INPUT_STYLES),
  scale(value) {
    const scale = typeof value === "bigint" ? NaN : Number(value);
    return Number.isInteger(scale) && scale >= 12 && scale <= 16 ? scale : undefined;
  },
  ripple: (value) => (typeof value === "boolean" ? value : undefined),
};

/** What the spec's start-up produced: scale 12 and ripple on. */
export const DEFAULT_LAYOUT: LayoutConfig = {
  menuMode: "static",
  colorScheme: "light",
  theme: "indigo",
  menuTheme: "colorScheme",
  inputStyle: "outlined",
  scale: 12,
  ripple: true,
};

/** The menu mode of an organization that forces one (the default organization): overlay. */
export const FORCED_MENU_MODE: MenuMode = "overlay";

/** What is rendered for `layout`: the forced menu mode when the organization forces one. */
export function renderedLayout(layout: LayoutConfig, forcesMenu: boolean): LayoutConfig {
  return forcesMenu ? { ...layout, menuMode: FORCED_MENU_MODE } : layout;
}

/** Every valid setting of `value` over `base`; anything invalid is ignored. */
export function mergeLayout(base: LayoutConfig, value: unknown): LayoutConfig {
  if (!value || typeof value !== "object") return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, read] of Object.entries(READERS)) {
    const setting = read((value as Record<string, unknown>)[key]);
    if (setting !== undefined) merged[key] = setting;
  }
  return merged as unknown as LayoutConfig;
}
