// @ts-check
/**
 * Production HTTP server: Express serving build/client as static files and
 * every other request through React Router. Compared with react-router-serve
 * it listens on exactly PORT (never a random free port), skips response
 * compression (it halves server-rendered throughput on two cores) and hands
 * the client address to the app for the login throttle (see
 * docs/decisions/0003-login-throttle.md).
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";

const build = await import("./build/server/index.js");
const { clientAddressContext, startServer } = build.entry.module;
const { port } = await startServer();

const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.all(
  "*",
  createRequestHandler({
    build,
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.socket.remoteAddress ?? "unknown");
      return context;
    },
  }),
);
app.listen(port, () => console.log(`Listening on http://localhost:${port}`));
