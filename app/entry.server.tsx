/**
 * Server entry: React Router's streaming render (its inline scripts carry
 * the request's CSP nonce), plus what server.mjs needs from the build: the
 * context keys it fills (client address, CSP nonce), the body limits and
 * `startServer()`, which validates the configuration and prepares the
 * database before the port opens, so a bad setting stops the start with a
 * clear message.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { ConfigError, config, type AppConfig } from "./config.server";
import { database } from "./db/db.server";
import { cspNonceContext } from "./web/context.server";
import { NonceContext } from "./web/nonce";

export { clientAddressContext, cspNonceContext } from "./web/context.server";
export { serviceErrorBody } from "./config/service-errors";
export { bodyLimit, bodyTooLargeMessage, requestKind } from "./web/request-kind";

export const streamTimeout = 5_000;

/** Validates config and migrates/seeds the database; exits on a bad config. */
export async function startServer(): Promise<Pick<AppConfig, "port" | "trustProxy">> {
  try {
    const { port, trustProxy } = config();
    await database();
    return { port, trustProxy };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const readyEvent = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        resolve(
          new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
