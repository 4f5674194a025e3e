/**
 * A link that takes the keyboard focus to the element whose id is `target`,
 * out of sight until it has the focus. The target must be focusable
 * (a control, or `tabIndex={-1}`). Without JavaScript it is a fragment
 * link, which moves the focus there too; with it, the address keeps no
 * `#fragment`.
 */
import type { ReactNode } from "react";

/** The id of every page's `<main>`, which the first link of each page ("Pular para o conteúdo") leads to. */
export const CONTENT_ID = "conteudo";

export function SkipLink({ target, className = "", children }: { target: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      className={`sr-only rounded-md bg-(--surface-card) px-3 py-2 text-sm font-medium text-(--primary-text) underline ring-2 ring-(--focus-ring) focus:not-sr-only ${className}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.focus();
      }}
    >
      {children}
    </a>
  );
}
