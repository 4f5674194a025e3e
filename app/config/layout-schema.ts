import { z } from "~/config/zod";
import { COLOR_SCHEMES, INPUT_STYLES, MENU_MODES, MENU_THEMES, THEMES, type LayoutConfig } from "./layout";

export const layoutConfigSchema = z.object({
  menuMode: z.enum(MENU_MODES),
  colorScheme: z.enum(COLOR_SCHEMES),
  theme: z.enum(THEMES),
  menuTheme: z.enum(MENU_THEMES),
  inputStyle: z.enum(INPUT_STYLES),
  scale: z.coerce.number().int().min(12).max(16),
  ripple: z.boolean(),
}) satisfies z.ZodType<LayoutConfig, unknown>;
