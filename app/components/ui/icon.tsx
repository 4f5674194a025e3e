/**
 * Lucide icons as light components: the SVG's inside is made into markup
 * once, when the icon is defined, so rendering one is a single element
 * (no element per path, no attribute merging). For icons rendered on
 * every page; the panels and pages keep lucide-react's components.
 */
import { memo } from "react";

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

/** The props an icon takes. */
export interface IconProps {
  className?: string;
  "aria-hidden"?: boolean;
  "aria-label"?: string;
}

export type Icon = (props: IconProps) => React.ReactElement;

const escape = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The icon of a lucide-react icon module (`import * as x from
 * "lucide-react/icons/x"`), drawn as lucide draws it (24 px box, stroke 2).
 */
export function icon(module: unknown): Icon {
  const { name, node } = (module as { __iconData: { name: string; node: IconNode } }).__iconData;
  const html = {
    __html: node
      .map(([tag, attributes]) => {
        const pairs = Object.entries(attributes).filter(([key]) => key !== "key");
        return `<${tag}${pairs.map(([key, value]) => ` ${key}="${escape(value)}"`).join("")}></${tag}>`;
      })
      .join(""),
  };
  const base = `lucide lucide-${name}`;
  const Svg = memo(function Svg({ className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={rest["aria-label"] ? undefined : true}
        {...rest}
        className={className ? `${base} ${className}` : base}
        dangerouslySetInnerHTML={html}
      />
    );
  });
  return Svg as unknown as Icon;
}
