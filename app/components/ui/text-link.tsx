import { Link, type LinkProps } from "react-router";

export function TextLink({ className = "", ...props }: LinkProps) {
  return (
    <Link
      className={`font-medium text-(--primary-text) underline underline-offset-2 hover:no-underline ${className}`}
      {...props}
    />
  );
}
