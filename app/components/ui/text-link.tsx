/** An inline link in the product's primary colour. */
import { Link, type LinkProps } from "react-router";

export function TextLink({ className = "", ...props }: LinkProps) {
  return <Link className={`font-medium text-(--primary-color) hover:underline ${className}`} {...props} />;
}
