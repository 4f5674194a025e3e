/** Writes `app/components/ui/icons/sprite.svg` from lucide-react's icon data (`npm run icons`). */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ICON_NAMES } from "../app/components/ui/icons/names";

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

export const SPRITE_PATH = fileURLToPath(new URL("../app/components/ui/icons/sprite.svg", import.meta.url));

const escape = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function spriteSource(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
      const shapes = __iconData.node
        .map(([tag, attributes]) => {
          const pairs = Object.entries(attributes).filter(([key]) => key !== "key");
          return `<${tag}${pairs.map(([key, value]) => ` ${key}="${escape(value)}"`).join("")}/>`;
        })
        .join("");
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_PATH, await spriteSource());
  console.log(`${SPRITE_PATH}: ${ICON_NAMES.length} icons`);
}
