import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-(--primary-color) text-white hover:bg-(--primary-hover) disabled:opacity-60",
  secondary:
    "border border-(--surface-border) bg-(--surface-card) text-(--text-color) hover:bg-(--surface-hover) disabled:opacity-60",
};

export function Button({
  variant = "primary",
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring) ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
