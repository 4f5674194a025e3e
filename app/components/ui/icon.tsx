/** Icons from one sprite file: about 120 bytes per icon on a page instead of its paths; panels and pages keep lucide-react's components. */
import { memo } from "react";
import type { IconName } from "./icons/names";
import spriteHref from "./icons/sprite.svg?url&no-inline";

/** The props an icon takes. */
export interface IconProps {
  className?: string;
  "aria-hidden"?: boolean;
  "aria-label"?: string;
}

export type Icon = (props: IconProps) => React.ReactElement;

/** The icon `name` (one of `ICON_NAMES`); `className` adds to `icon lucide-<name>`. */
export function icon(name: IconName): Icon {
  const base = `icon lucide-${name}`;
  const href = `${spriteHref}#${name}`;
  const Svg = memo(function Svg({ className, ...rest }: IconProps) {
    return (
      <svg aria-hidden={rest["aria-label"] ? undefined : true} {...rest} className={className ? `${base} ${className}` : base}>
        <use href={href} />
      </svg>
    );
  });
  return Svg as unknown as Icon;
}
