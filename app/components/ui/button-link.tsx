/** A link that looks like the product's button (button.tsx): "Nova conta" beside a list. */
import { Link, type LinkProps } from "react-router";

const VARIANTS = {
  primary: "bg-(--primary-color) text-white hover:bg-(--primary-hover)",
  secondary: "border border-(--surface-border) bg-(--surface-card) text-(--text-color) hover:bg-(--surface-hover)",
} as const;

export function ButtonLink({ variant = "primary", className = "", ...props }: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
