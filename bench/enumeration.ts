/**
 * Timing of the auth service's answers for real and unknown accounts
 * (docs/decisions/0011): prints the median and p95 latency (ms) of
 *   - POST /connect/token with a wrong password, for a real user name and
 *     an unknown one;
 *   - POST /api/auth/password-reset/request, for a registered e-mail and an
 *     unknown one.
 * Requests go over a loopback HTTP socket to the service's handler, each
 * from its own client address (X-Forwarded-For) so that no limit answers
 * instead; real and unknown requests are interleaved at random. By default
 * each request waits for the previous one's work after the answer (the
 * e-mail) to finish, as a patient prober would; `--back-to-back` does not.
 * The figures are measured, not asserted: equal medians are the goal.
 *
 *   npm run bench:enumeration                          # SQLite, 300 requests per kind
 *   npm run bench:enumeration -- --rounds 1000 --back-to-back
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:enumeration
 *
 * Runs on a scratch database (a temp SQLite file, or a `bench_*` PostgreSQL
 * database beside DATABASE_URL) and a temp outbox, removed at the end.
 */
import { randomInt, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";

const args = process.argv.slice(2);
const ROUNDS = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) : 300;
const BACK_TO_BACK = args.includes("--back-to-back");
const WARM_UP = 20;

const scratch = `bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
const outbox = join(tmpdir(), `outbox_${scratch}`);
const base = process.env.DATABASE_URL;
const postgres = !!base && /^postgres(ql)?:/.test(base);
const sqliteFile = join(tmpdir(), `${scratch}.db`);
let url = `file:${sqliteFile}`;
if (postgres) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  await admin.end();
  const scratchUrl = new URL(base);
  scratchUrl.pathname = `/${scratch}`;
  url = scratchUrl.toString();
}
// Read by config() on its first use, which comes after these lines.
Object.assign(process.env, { DATABASE_URL: url, OUTBOX_DIR: outbox, SESSION_SECRET: "bench-session-secret-0123456789abcdef" });
delete process.env.SMTP_URL;

const { db } = await import("~/db/db.server");
const { handleAuthRequest } = await import("~/services/auth/handle.server");
const { afterResponseSettled } = await import("~/services/shared/after-response.server");

const DEMO_USERS = ["admin-sereno", "usuario-sereno", "admin-eleve", "usuario-eleve", "admin-manager", "multi"];

/** Adds `count` active accounts (no password: the reset request needs none) and returns their e-mails. */
async function addResetAccounts(count: number): Promise<string[]> {
  const database = await db();
  const now = new Date().toISOString();
  const emails = Array.from({ length: count }, (_, n) => `bench-${n}@exemplo.com`);
  await database
    .insertInto("users")
    .values(
      emails.map((email, n) => ({
        id: randomUUID(),
        username: `bench-${n}`,
        email,
        given_name: "Bench",
        family_name: String(n),
        phone: null,
        avatar_url: null,
        is_active: 1 as const,
        blocked_at: null,
        last_login: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return emails;
}

async function serve(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
  const answer = await handleAuthRequest(
    new Request(`http://127.0.0.1${request.url}`, { method: request.method, headers, body: Buffer.concat(chunks) }),
  );
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

type Kind = "real" | "unknown";
type Probe = (kind: Kind, n: number) => { path: string; type: string; body: string };

async function measure(origin: string, probe: Probe, rounds: number) {
  const order: Kind[] = [...Array<Kind>(rounds).fill("real"), ...Array<Kind>(rounds).fill("unknown")].sort(
    () => Math.random() - 0.5,
  );
  const samples: Record<Kind, number[]> = { real: [], unknown: [] };
  const counters: Record<Kind, number> = { real: 0, unknown: 0 };
  for (const [index, kind] of [...order.slice(0, WARM_UP), ...order].entries()) {
    const { path, type, body } = probe(kind, counters[kind]++);
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": type, "X-Forwarded-For": randomAddress() },
      body,
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (index >= WARM_UP) samples[kind].push(elapsed);
    if (!BACK_TO_BACK) await afterResponseSettled();
  }
  return samples;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const fmt = (ms: number) => ms.toFixed(2).padStart(8);

function report(name: string, samples: Record<Kind, number[]>) {
  for (const kind of ["real", "unknown"] as const) {
    const label = kind === "real" ? "existente" : "desconhecida";
    console.log(
      `| ${name.padEnd(22)} | ${label.padEnd(12)} |${fmt(percentile(samples[kind], 50))} |${fmt(percentile(samples[kind], 95))} |`,
    );
  }
  const gap = percentile(samples.real, 50) - percentile(samples.unknown, 50);
  console.log(`| ${name.padEnd(22)} | diferença    |${fmt(gap)} |          |`);
}

const server = createServer((request, response) => {
  serve(request, response).catch((error: unknown) => {
    console.error(error);
    response.writeHead(500).end();
  });
});
try {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const resetEmails = await addResetAccounts(ROUNDS + WARM_UP);
  const form = "application/x-www-form-urlencoded";

  const token = await measure(
    origin,
    (kind, n) => ({
      path: "/connect/token",
      type: form,
      body: new URLSearchParams({
        grant_type: "password",
        username: kind === "real" ? DEMO_USERS[n % DEMO_USERS.length]! : `ninguem-${n}`,
        password: "senha-errada",
        client_id: "web",
      }).toString(),
    }),
    ROUNDS,
  );
  const reset = await measure(
    origin,
    (kind, n) => ({
      path: "/api/auth/password-reset/request",
      type: "application/json",
      body: JSON.stringify({ email: kind === "real" ? resetEmails[n]! : `ninguem-${n}@exemplo.com` }),
    }),
    ROUNDS,
  );

  console.log(
    `${postgres ? "PostgreSQL" : "SQLite"}, ${ROUNDS} pedidos de cada tipo, ${BACK_TO_BACK ? "seguidos" : "espaçados"} (ms)\n` +
      "| pedido                 | conta        |  mediana |      p95 |\n" +
      "|------------------------|--------------|----------|----------|",
  );
  report("POST /connect/token", token);
  report("reset de senha", reset);
} finally {
  server.close();
  await afterResponseSettled();
  await (await db()).destroy();
  rmSync(outbox, { recursive: true, force: true });
  if (postgres) {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.end();
  } else {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${sqliteFile}${suffix}`, { force: true });
  }
}
