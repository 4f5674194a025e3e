// @ts-check
/**
 * `npm start`: serves the production build on PORT (default 3000), building
 * first when no build exists. The server migrates the database and seeds demo
 * data into an empty one when it loads (app/db). Without SESSION_SECRET and
 * without an explicit NODE_ENV, this is a local trial: the generated secret
 * in data/session-secret is used. With NODE_ENV=production the secret is
 * required (checked by app/config.server.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readOrCreateSessionSecret } from "./session-secret.mjs";

const run = (/** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env) => {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the application first.");
  run(["node_modules/@react-router/dev/bin.js", "build"], process.env);
}

const env = { ...process.env };
if (!env.NODE_ENV && !env.SESSION_SECRET) {
  env.SESSION_SECRET = readOrCreateSessionSecret("data");
  console.log("SESSION_SECRET is not set: using the local one in data/session-secret.");
}
env.NODE_ENV ??= "production";
run(["server.mjs"], env);
