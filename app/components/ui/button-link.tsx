import { Link, type LinkProps } from "react-router";

const VARIANTS = {
  primary: "bg-(--primary-color) text-white hover:bg-(--primary-hover)",
  secondary: "border border-(--surface-border) bg-(--surface-card) text-(--text-color) hover:bg-(--surface-hover)",
} as const;

const SIZES = { normal: "px-4 py-2 text-sm", large: "px-5 py-2.5 text-base" } as const;

export function ButtonLink({
  variant = "primary",
  size = "normal",
  className = "",
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES }) {
  return (
    <Link
      className={`inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) ${SIZES[size]} ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
