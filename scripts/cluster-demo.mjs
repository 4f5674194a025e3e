// @ts-check
/**
 * `npm run cluster:demo`: two instances of the production server on one PostgreSQL database (DATABASE_URL) behind nginx
 * (Debian's `nginx-light`), round-robin, no sticky sessions: the set-up of docs/operations.md ("Several instances"), on one
 * machine. The proxy listens on PORT (3000), the instances on PORT+1 and PORT+2 with TRUST_PROXY=loopback; they share the
 * session secret and STORAGE_DIR (this checkout's data/ unless set). The first instance starts (and migrates) alone.
 * Ctrl+C or SIGTERM stops nginx, then drains both instances.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const databaseUrl = process.env.DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    "cluster:demo precisa de PostgreSQL: defina DATABASE_URL=postgres://… (um arquivo SQLite serve um processo só, docs/decisions/0012-sqlite-busy.md).",
  );
  process.exit(1);
}
if (spawnSync(NGINX, ["-v"]).error) {
  console.error(`cluster:demo precisa do nginx em ${NGINX}: apt-get install -y nginx-light (ou defina NGINX).`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const instancePorts = [port + 1, port + 2];
const dir = mkdtempSync(join(tmpdir(), "sereno-cluster-"));
for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, name));

// Event streams pass unbuffered (the app also says X-Accel-Buffering: no); a GET that meets a dead instance is retried on the other.
writeFileSync(
  join(dir, "nginx.conf"),
  `user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 11m;
  upstream sereno {
${instancePorts.map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 32;
    # Below Node's 5 s keepAliveTimeout: an idle connection is closed by nginx, never reset under a request by the instance.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    # A load generator's connection outlives nginx's default of 1 000 requests; a browser's rarely does.
    keepalive_requests 100000;
    location / {
      proxy_pass http://sereno;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;
    }
  }
}
`,
);

/** @type {import("node:child_process").ChildProcess[]} */
const instances = [];
/** @type {import("node:child_process").ChildProcess | undefined} */
let proxy;
let stopping = false;

async function stop(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  proxy?.kill("SIGQUIT");
  const exits = instances
    .filter((child) => child.exitCode === null)
    .map((child) => new Promise((done) => child.once("exit", done)));
  for (const child of instances) child.kill("SIGTERM");
  await Promise.all(exits);
  rmSync(dir, { recursive: true, force: true });
  console.log("cluster:demo stopped");
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

/** Starts one instance on `instancePort` and waits for its /healthz. */
async function startInstance(/** @type {number} */ instancePort) {
  const child = spawn(process.execPath, ["--max-semi-space-size=64", "scripts/start.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, PORT: String(instancePort), TRUST_PROXY: process.env.TRUST_PROXY ?? "loopback" },
  });
  instances.push(child);
  child.once("exit", (exitCode) => {
    if (!stopping) console.error(`cluster:demo: the instance on ${instancePort} exited (${exitCode})`);
  });
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) return stop(1);
    const healthy = await fetch(`http://127.0.0.1:${instancePort}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(200);
  }
  return stop(1);
}

for (const instancePort of instancePorts) await startInstance(instancePort);
proxy = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "inherit", "inherit"] });
proxy.once("exit", (exitCode) => {
  if (!stopping) {
    console.error(`cluster:demo: nginx exited (${exitCode})`);
    void stop(1);
  }
});
for (let tries = 0; tries < 100; tries++) {
  const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  await sleep(100);
}
console.log(
  JSON.stringify({ msg: "cluster:demo ready", proxy: `http://localhost:${port}`, instances: instancePorts.map((p) => `:${p}`) }),
);
