// @ts-check
/**
 * `npm start`: builds when needed, then serves in this process so SIGTERM and SIGINT reach the graceful shutdown.
 * Without NODE_ENV and SESSION_SECRET it is a local trial (APP_ENV=local).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const run = (/** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env) => {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the application first.");
  run(["node_modules/@react-router/dev/bin.js", "build"], process.env);
  run(["scripts/precompress.mjs"], process.env);
}

if (!process.env.NODE_ENV && !process.env.SESSION_SECRET) {
  process.env.APP_ENV ??= "local";
  console.log("Local trial (APP_ENV=local): session secret kept in data/, e-mails in /dev/outbox.");
}
// Before the server module loads React and React Router, which read it once.
process.env.NODE_ENV ??= "production";
await import("../server.mjs");
