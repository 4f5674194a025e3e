/**
 * Every e-mail's HTML part: a React template rendered to static markup, so
 * every value is escaped; the text part is written beside each template.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The frame of an e-mail's HTML: pt-BR, the app's font and ink. */
export function EmailLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body style={{ fontFamily: "Arial, sans-serif", color: "#0f172a" }}>{children}</body>
    </html>
  );
}

/** The HTML document of an e-mail template (`<!DOCTYPE html>` first). */
export const renderEmail = (email: ReactNode) => `<!DOCTYPE html>${renderToStaticMarkup(email)}`;
