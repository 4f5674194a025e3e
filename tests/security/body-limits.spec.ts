/**
 * Oversize bodies on every route kind answer 413 at once, whether the size
 * is declared (Content-Length) or streamed (chunked), with `Connection:
 * close`, so the client's next request on a kept-alive connection works.
 * A streamed upload meets the multipart parser's own cap first. A route
 * that refuses a body itself before reading it all (a 6 MiB avatar over the
 * 5 MB rule) closes the connection too, once the rest is read.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { accessToken, call, newMember, signIn } from "./support";

interface Answer {
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
}

/** Sends up to `sent` bytes of `declared` (or chunked) on `agent`; resolves with the answer. */
function send(
  agent: http.Agent,
  path: string,
  { declared, sent, type, auth = {} }: { declared?: number; sent: number; type: string; auth?: Record<string, string> },
) {
  return new Promise<Answer>((resolve) => {
    const headers: Record<string, string> = {
      host: `localhost:${PORT}`,
      "content-type": type,
      origin: `http://localhost:${PORT}`,
      ...auth,
    };
    if (declared !== undefined) headers["content-length"] = String(declared);
    const request = http.request({ host: "127.0.0.1", port: PORT, path, method: "POST", headers, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection, body }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let written = 0;
    const pump = () => {
      while (written < sent) {
        const part = chunk.subarray(0, Math.min(chunk.length, sent - written));
        written += part.length;
        if (!request.write(part)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

function followUp(agent: http.Agent) {
  return new Promise<number | string>((resolve) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: "/auth/login", agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

/** The upload kinds are sent signed in, so the body reaches the code that reads it. */
const KINDS: Array<{ kind: string; path: string; type: string; limit: string; auth?: () => Promise<Record<string, string>> }> = [
  { kind: "page form", path: "/auth/login", type: "application/x-www-form-urlencoded", limit: "64 KB" },
  { kind: "page data request", path: "/auth/register.data", type: "application/x-www-form-urlencoded", limit: "64 KB" },
  { kind: "service JSON", path: "/api/users/registration/start", type: "application/json", limit: "64 KB" },
  { kind: "service form", path: "/connect/token", type: "application/x-www-form-urlencoded", limit: "64 KB" },
  {
    kind: "upload page",
    path: "/profiles/upload?mode=create",
    type: "multipart/form-data; boundary=x",
    limit: "10 MB",
    auth: async () => ({ cookie: await signIn("admin-eleve") }),
  },
  {
    kind: "upload service",
    path: "/api/profiles/with-avatar",
    type: "multipart/form-data; boundary=x",
    limit: "10 MB",
    auth: async () => ({ authorization: `Bearer ${await accessToken("admin-eleve")}` }),
  },
];

for (const { kind, path, type, limit, auth: authenticate } of KINDS) {
  test(`a ${kind} refuses 100 MB declared, and 20 MB streamed, with 413 and Connection: close`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const auth = (await authenticate?.()) ?? {};
    try {
      const declared = await send(agent, path, { declared: 100 * 1024 * 1024, sent: 1024 * 1024, type, auth });
      expect(declared).toMatchObject({ status: 413, connection: "close" });
      expect(declared.body).toContain(`o limite é de ${limit}`);
      expect(await followUp(agent)).toBe(200);

      const streamed = await send(agent, path, { sent: 20 * 1024 * 1024, type, auth });
      if (authenticate) {
        // The multipart parser stops at its own cap (or at the broken part) and answers first, refusing it.
        expect(streamed.status).toBeLessThan(500);
        expect(streamed.body).not.toContain('"status":"success"');
      } else {
        expect(streamed).toMatchObject({ status: 413, connection: "close" });
      }
      expect(await followUp(agent)).toBe(200);
    } finally {
      agent.destroy();
    }
  });
}

test("a form just under the cap is read, not refused", async () => {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const answer = await send(agent, "/auth/login", {
      declared: 60 * 1024,
      sent: 60 * 1024,
      type: "application/x-www-form-urlencoded",
    });
    expect(answer.status).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
  } finally {
    agent.destroy();
  }
});

/** A multipart profile write whose avatar is 6 MiB: under the upload body cap (10 MB), over the 5 MB rule. */
function bigAvatarForm() {
  const boundary = "limite6mib";
  const head = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="profile"',
    "",
    JSON.stringify({ username: "foto.grande", displayName: "Foto Grande" }),
    `--${boundary}`,
    'Content-Disposition: form-data; name="username"',
    "",
    "foto.grande",
    `--${boundary}`,
    'Content-Disposition: form-data; name="displayName"',
    "",
    "Foto Grande",
    `--${boundary}`,
    'Content-Disposition: form-data; name="avatar"; filename="grande.png"',
    "Content-Type: image/png",
    "",
    "",
  ].join("\r\n");
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(6 * 1024 * 1024, 0x61), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** Sends `body` (with its Content-Length) by `method` on `agent`; resolves with the answer. */
function sendBody(agent: http.Agent, method: string, path: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<Answer>((resolve) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        method,
        agent,
        headers: {
          host: `localhost:${PORT}`,
          origin: `http://localhost:${PORT}`,
          "content-length": String(body.length),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection, body: text }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    request.end(body);
  });
}

test("a 6 MiB avatar refused by the route itself closes the connection after the body, and the next request works", async () => {
  const member = await newMember();
  const token = await accessToken(member.username, member.password);
  const userinfo = (await (await call("/connect/userinfo", { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    organizations: Array<{ id: string }>;
  };
  const { body, type } = bigAvatarForm();
  const callers: Array<{ method: string; path: string; auth: Record<string, string> }> = [
    // The service's own 413 (its 5 MB rule), not the server's body cap.
    {
      method: "PUT",
      path: "/api/profiles/with-avatar",
      auth: { authorization: `Bearer ${token}`, "x-tenantid": userinfo.organizations[0]!.id },
    },
    // The page answers its form with the same rule, before reading the rest of the body.
    { method: "POST", path: "/profiles/create", auth: { cookie: await signIn(member.username, member.password) } },
  ];
  for (const { method, path, auth } of callers) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await sendBody(agent, method, path, body, { "content-type": type, ...auth });
      expect(answer.error, `${path}: the answer arrived`).toBeUndefined();
      if (method === "PUT") expect(answer.status).toBe(413);
      else expect(answer.status).toBeLessThan(500);
      expect(answer.connection, path).toBe("close");
      expect(answer.body).toContain("5 MB");
      expect(await followUp(agent), `${path}: the next request, on a new connection`).toBe(200);
    } finally {
      agent.destroy();
    }
  }
});
