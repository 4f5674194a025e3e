import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { insertOrganization, scratchSqlite, type ScratchSqlite } from "../../tests/support/sqlite-lock";
import { databaseBusy } from "./database-busy.server";

type Args = Parameters<typeof databaseBusy>[0];
const args = {} as Args;
const errorPage = (status = 500) =>
  new Response("<h1>Erro inesperado</h1>", { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

/** The smallest server build React Router runs: one root route, a document that names its status. */
function rootOnly(route: { loader: () => Promise<unknown>; action: () => Promise<unknown> }): ServerBuild {
  const document = (_request: Request, status: number, headers: Headers) =>
    new Response(`documento ${status}`, { status, headers });
  const flags = { hasLoader: true, hasAction: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false };
  return {
    entry: { module: { default: document } },
    routes: {
      root: {
        id: "root",
        path: "",
        module: { middleware: [databaseBusy], ...route, default: () => null, ErrorBoundary: () => null },
      },
    },
    assets: {
      entry: { imports: [], module: "" },
      routes: { root: { id: "root", module: "", ...flags, hasErrorBoundary: true } },
      url: "",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}

describe("databaseBusy middleware", () => {
  let scratch: ScratchSqlite;
  afterEach(() => scratch.cleanup());

  async function run(answer: Response, busyWrite: boolean) {
    scratch = await scratchSqlite({ budgetMs: 30 });
    if (busyWrite) scratch.hold();
    const response = await databaseBusy(args, async () => {
      // What a loader does: its error is turned into the error page's status by React Router.
      if (busyWrite) await insertOrganization(scratch.db, "pagina").catch(() => undefined);
      return answer;
    });
    return response as Response;
  }

  it("turns the 500 of a request that met a locked database into 503 with Retry-After, keeping the page", async () => {
    const response = await run(errorPage(), true);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("1");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("<h1>Erro inesperado</h1>");
  });

  it("leaves a 500 that had nothing to do with the database", async () => {
    const response = await run(errorPage(), false);
    expect(response.status).toBe(500);
    expect(response.headers.has("Retry-After")).toBe(false);
  });

  it("leaves a redirect made after the database gave up (the service client already answered it)", async () => {
    const response = await run(new Response(null, { status: 302, headers: { Location: "/server-error" } }), true);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/server-error");
  });

  it("answers 503 through React Router for a page, its data request and a form post whose loader or action met a locked database", async () => {
    scratch = await scratchSqlite({ budgetMs: 30 });
    const write = async () => insertOrganization(scratch.db, "rota");
    const handle = createRequestHandler(rootOnly({ loader: write, action: write }), "production");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    scratch.hold();
    const requests = [
      new Request("http://localhost/"),
      new Request("http://localhost/_root.data"),
      new Request("http://localhost/?index", {
        method: "POST",
        body: new URLSearchParams({ campo: "1" }),
        headers: { Origin: "http://localhost" },
      }),
    ];
    for (const request of requests) {
      const response = await handle(request, new RouterContextProvider());
      expect([request.url, request.method, response.status, response.headers.get("Retry-After")]).toEqual([
        request.url,
        request.method,
        503,
        "1",
      ]);
    }
    logged.mockRestore();
  });
});
