/**
 * The layout settings of spec 2.7, 3 ("Layout config") and 9, and their
 * start-up values. Shared by the settings panel, the layout
 * cookie and the profile preferences. Safe for the browser bundle.
 */
import { z } from "zod";

export const MENU_MODES = ["static", "overlay", "slim", "slim-plus", "horizontal", "reveal", "drawer"] as const;
export const COLOR_SCHEMES = ["light", "dim", "dark"] as const;
export const THEMES = ["indigo", "blue", "purple", "teal", "cyan", "green", "orange", "pink"] as const;
export const MENU_THEMES = ["colorScheme", "primaryColor", "transparent"] as const;
export const INPUT_STYLES = ["outlined", "filled"] as const;
export const SCALES = [12, 13, 14, 15, 16] as const;

export const layoutConfigSchema = z.object({
  menuMode: z.enum(MENU_MODES),
  colorScheme: z.enum(COLOR_SCHEMES),
  theme: z.enum(THEMES),
  menuTheme: z.enum(MENU_THEMES),
  inputStyle: z.enum(INPUT_STYLES),
  scale: z.coerce.number().int().min(12).max(16),
  ripple: z.boolean(),
});

export type LayoutConfig = z.output<typeof layoutConfigSchema>;
export type MenuMode = LayoutConfig["menuMode"];

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

/** Every valid setting of `value` over `base`; anything invalid is ignored. */
export function mergeLayout(base: LayoutConfig, value: unknown): LayoutConfig {
  if (!value || typeof value !== "object") return base;
  const merged = { ...base };
  for (const key of Object.keys(layoutConfigSchema.shape) as Array<keyof LayoutConfig>) {
    const parsed = layoutConfigSchema.shape[key].safeParse((value as Record<string, unknown>)[key]);
    if (parsed.success) (merged as Record<string, unknown>)[key] = parsed.data;
  }
  return merged;
}
