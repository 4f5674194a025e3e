/**
 * React DOM's server renderer as patched (patches/react-dom+19.3.1.patch,
 * docs/decisions/0039): the production build joins text chunks and encodes
 * them once per 2048 characters. These render with that build, as the
 * server does, and check that every byte arrives, in order, as whole UTF-8,
 * a streamed boundary included.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { createElement as h, lazy, Suspense, type ReactNode } from "react";
import type * as ReactDomServer from "react-dom/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The package's exports name only `react-dom/server`, which Vitest resolves to the development build.
const production: typeof ReactDomServer = require(
  join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-server.node.production.js"),
);

/** The bytes `node` streams through the production build once everything is ready, and how many writes carried them. */
function stream(node: ReactNode): Promise<{ html: string; writes: number }> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), writes: chunks.length }));
    const { pipe } = production.renderToPipeableStream(node, { onShellReady: () => pipe(body), onError: reject });
  });
}

const rows = (count: number) =>
  h(
    "ul",
    { className: "lista" },
    Array.from({ length: count }, (_, i) =>
      h("li", { key: i, "data-i": i, title: `Água ${i}` }, `Açúcar & pão ${i} — R$ 1.234,${i % 100} 😀 <ok>`),
    ),
  );

describe("the patched server renderer", () => {
  it("streams a large page byte for byte as the string renderer writes it, accents and emoji across the joins", async () => {
    const { html, writes } = await stream(rows(3000));
    expect(html).toBe(renderToStaticMarkup(rows(3000)));
    expect(html).not.toContain("\uFFFD");
    expect(writes).toBeGreaterThan(10);
  });

  it("flushes the shell before a suspended part, then the part and its reveal", async () => {
    // Elements made outside the render: the development build of react cannot make them inside the production renderer's.
    let resolve!: () => void;
    const later = new Promise<void>((done) => (resolve = done));
    const part = h("p", null, "Depois: pronto — ção");
    const Late = lazy(() => later.then(() => ({ default: () => part })));
    const page = h("main", null, rows(200), h(Suspense, { fallback: h("p", null, "Carregando…") }, h(Late)));
    const pending = stream(page);
    setTimeout(resolve, 10);
    const { html } = await pending;
    const shell = html.indexOf("Carregando…");
    expect(shell).toBeGreaterThan(0);
    expect(html.indexOf("Depois: pronto — ção")).toBeGreaterThan(shell);
    expect(html.indexOf("Açúcar & pão 199")).toBeLessThan(shell);
  });
});
