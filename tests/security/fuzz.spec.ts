/**
 * Malformed input never gets a 5xx: every page, web action and service
 * endpoint is sent hostile values (control characters, NUL, huge numbers,
 * overlong text, broken percent-encoding, wrong types) and hostile bodies
 * (JSON or nothing where a form goes, a broken multipart); every action is
 * sent each class of the second review (Conform's `__intent__` and
 * `__state__` malformed, control characters and references to them in
 * fields, multipart fields and file names, integers beyond PostgreSQL's,
 * a Host no URL can hold), and the count is printed. Tagged @sql: the
 * values reach both databases' queries (CI's PostgreSQL pass). The
 * signed-in requests belong to members of their own, in Manager; what they
 * send is refused, so nothing another test reads changes.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { accessToken, BASE, call, newMember, signIn, uniqueSuffix, webActionModules, type Call } from "./support";

/** Values sent in fields and JSON. */
const VALUES = [
  "\u0000",
  "a\u0000b",
  "\u0007sino",
  "x\u001b[31m",
  "\u009f",
  "x".repeat(10_000),
  "99999999999999999999",
  "-1",
  "1e309",
  "NaN",
  "' OR 1=1 --",
  "../../etc/passwd",
  "\ud800",
  "😀",
  "<script>alert(1)</script>",
  "",
];
/** Raw text put into paths and query strings as is. */
const RAW = [
  "%00",
  "a%00b",
  "%07",
  "%C2%9F",
  "%",
  "%zz",
  "%ED%A0%80",
  "%C0%AF",
  "99999999999999999999",
  "-1",
  "x".repeat(3000),
  "%2e%2e%2f",
];
/** X-TenantId values (a header cannot carry control characters at all). */
const TENANTS = ["x", "00000000-0000-0000-0000-000000000000", "' OR 1=1 --", "9".repeat(300)];
/** JSON values of the wrong type. */
const SHAPES: unknown[] = [null, 7, true, [], {}, ["a"], { nested: { deep: "\u0000" } }];

async function expectNoServerError(path: string, options: Call) {
  const response = await call(path, options);
  const method = options.method ?? (options.form || options.json !== undefined ? "POST" : "GET");
  const sent = JSON.stringify(options.form ?? options.json ?? options.body ?? "").slice(0, 80);
  expect(response.status, `${method} ${path.slice(0, 120)} ${sent} → ${response.status}`).toBeLessThan(500);
}

test("pages and their query parameters", { tag: "@sql" }, async () => {
  const member = await newMember("manager");
  const cookie = await signIn(member.username, member.password);
  const pages = [
    (v: string) => `/search/search?q=${v}&page=${v}`,
    (v: string) => `/search/suggest?q=${v}&page=${v}`,
    (v: string) => `/profiles/list?page=${v}`,
    (v: string) => `/u/${v}`,
    (v: string) => `/auth/login?returnUrl=${v}&organization=${v}&status=${v}`,
    (v: string) => `/auth/register?step=${v}&organization=${v}`,
    (v: string) => `/auth/forgotpassword?step=${v}`,
    (v: string) => `/?organization=${v}`,
    (v: string) => `/crm/${v}`,
    (v: string) => `/avaliacao/${v}`,
    (v: string) => `/storage/${v}`,
  ];
  for (const page of pages) {
    for (const value of RAW) {
      for (const who of [cookie, undefined]) await expectNoServerError(page(value), { cookie: who });
    }
  }
});

/** Web actions of the account and profile pages, each sent every hostile value and body (one test each). */
const WEB_ACTIONS = [
  "/auth/login",
  "/auth/register",
  "/auth/forgotpassword",
  "/settings/layout",
  "/settings/organization",
  "/profiles/create",
  "/profiles/edit",
  "/profiles/upload?mode=create",
];
const WEB_FIELDS = [
  "username",
  "password",
  "email",
  "code",
  "step",
  "intent",
  "returnTo",
  "theme",
  "organization",
  "displayName",
  "bio",
];

for (const path of WEB_ACTIONS) {
  test(`web action ${path} with hostile fields and bodies`, { tag: "@sql" }, async () => {
    const member = await newMember("manager");
    const cookie = await signIn(member.username, member.password);
    for (const value of VALUES) {
      const form = Object.fromEntries(WEB_FIELDS.map((field) => [field, value]));
      await expectNoServerError(path, { cookie, form });
      await expectNoServerError(path, { cookie, json: form });
    }
    for (const body of [
      { body: "" },
      { body: "{}", headers: { "Content-Type": "application/json" } },
      { body: "not json", headers: { "Content-Type": "application/json" } },
      { body: "a=b", headers: { "Content-Type": "text/plain" } },
      { body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=x" } },
      { body: "--x--", headers: { "Content-Type": "multipart/form-data" } },
      { body: "%zz=%", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
    ]) {
      await expectNoServerError(path, { cookie, method: "POST", ...body });
      await expectNoServerError(path.includes("?") ? path.replace("?", ".data?") : `${path}.data`, {
        cookie,
        method: "POST",
        ...body,
      });
    }
  });
}

test("the sign-out with a JSON body", { tag: "@sql" }, async () => {
  const member = await newMember("manager");
  const cookie = await signIn(member.username, member.password);
  await expectNoServerError("/auth/logout", { cookie, json: { a: 1 } });
});

/** The service endpoints, each sent every hostile value, shape and tenant (one test each: together they send about 1 500 requests). */
const SERVICE_ENDPOINTS = [
  "/connect/token",
  "/connect/login",
  "/connect/userinfo",
  "/connect/register",
  "/connect/revocation",
  "/connect/introspect",
  "/api/users/registration/start",
  "/api/users/registration/confirm-email",
  "/api/users/registration/complete",
  "/api/auth/password-reset/request",
  "/api/auth/password-reset/confirm",
  "/api/profiles",
  "/api/profiles/preferences",
];
const SERVICE_FIELDS = [
  "grant_type",
  "username",
  "password",
  "client_id",
  "scope",
  "organization",
  "email",
  "code",
  "token",
  "newPassword",
  "displayName",
  "layout",
];
const managerBearer = async () => ({ Authorization: `Bearer ${await accessToken("admin-manager", undefined, "manager")}` });

for (const path of SERVICE_ENDPOINTS) {
  test(`service endpoint ${path} with hostile fields, shapes, tokens and tenants`, { tag: "@sql" }, async () => {
    const bearer = await managerBearer();
    for (const value of VALUES) {
      const body = Object.fromEntries(SERVICE_FIELDS.map((field) => [field, value]));
      await expectNoServerError(path, { origin: null, form: body, headers: bearer });
      await expectNoServerError(path, { origin: null, json: body, headers: bearer });
      for (const tenant of TENANTS) {
        await expectNoServerError(path, {
          origin: null,
          method: "PUT",
          json: body,
          headers: { ...bearer, "X-TenantId": tenant },
        });
      }
    }
    for (const shape of SHAPES) {
      await expectNoServerError(path, { origin: null, json: shape, headers: bearer });
      await expectNoServerError(path, {
        origin: null,
        json: Object.fromEntries(SERVICE_FIELDS.map((field) => [field, shape])),
        headers: bearer,
      });
    }
    await expectNoServerError(path, {
      origin: null,
      method: "POST",
      body: "{broken",
      headers: { ...bearer, "Content-Type": "application/json" },
    });
  });
}

test("service paths and tokens with raw hostile text", { tag: "@sql" }, async () => {
  const bearer = await managerBearer();
  for (const raw of RAW) {
    for (const path of [
      `/api/profiles/members?page=${raw}&perPage=${raw}`,
      `/api/profiles/username/${raw}`,
      `/api/profiles/${raw}`,
      `/api/profiles/preferences/${raw}`,
      `/api/search/users?query=${raw}&page=${raw}&perPage=${raw}`,
    ]) {
      await expectNoServerError(path, { headers: bearer });
    }
    await expectNoServerError("/connect/userinfo", { headers: { Authorization: `Bearer ${raw}` } });
  }
});

/** `__intent__` and `__state__` values Conform cannot read (malformed JSON, no intent, a forbidden path): the form's 400. */
const BROKEN_INTENTS: Array<Record<string, string>> = [
  { __intent__: "{bad" },
  { __intent__: "null" },
  { __intent__: '"x"' },
  { __intent__: '{"type":"update","payload":{"name":"__proto__.polluted","value":1}}' },
  { __state__: "{bad" },
  { __intent__: "{bad", "items[4294967294].q": "x" },
];
/** List intents on fields the form may not have: applied or refused, never a 5xx. */
const LIST_INTENTS: Array<Record<string, string>> = [
  { __intent__: '{"type":"insert","payload":{"name":"name"}}' },
  { __intent__: '{"type":"reorder","payload":{"name":"items","from":0,"to":3}}' },
];
/** Control characters (NUL, C0, DEL, C1) and numeric references to them. */
const CONTROLS = ["\u0000", "a\u0000b", "\u001b[31m", "\u007f", "\u0085", "\u009f", "&#1;", "&#x85;", "&#0;"];
/** Integers beyond a PostgreSQL integer (or no integer at all). */
const INTEGERS = ["2147483648", "-2147483649", "99999999999999999999", "1e309"];
/** The text fields the actions read, all set to one control value at once. */
const TEXT_FIELDS = [
  "name",
  "nome",
  "text",
  "texto",
  "body",
  "descricao",
  "description",
  "subject",
  "assunto",
  "mensagem",
  "email",
  "username",
  "password",
  "displayName",
  "bio",
  "title",
  "code",
  "notes",
  "label",
  "q",
  "comentario",
];
/** The integer fields the actions read, all set to one value at once. */
const INTEGER_FIELDS = ["version", "quantos", "installments", "intervalDays", "ano", "pagina", "atendimento", "validas", "scale"];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The id (a UUID, or what `id` matches) in the first link under `prefix` on the page `list` (a fresh id when there is none: the action still reads the body). */
async function firstId(cookie: string, list: string, prefix: string, id: RegExp = UUID): Promise<string> {
  const html = await (await call(list, { cookie })).text();
  return new RegExp(`${prefix}/(${id.source})`).exec(html)?.[1] ?? crypto.randomUUID();
}

/** An invitation link's token for a new address, read on /dev/outbox after `cookie`'s administrator invites it. */
async function invitationToken(cookie: string): Promise<string> {
  const email = `fuzz-${uniqueSuffix()}@example.com`;
  await call("/profile?index", { cookie, form: { intent: "convidar", email, role: "Usuario" } });
  const html = await (await call("/dev/outbox")).text();
  const message = html.slice(html.indexOf(`data-to="${email}"`));
  return /\/auth\/convite\/([A-Za-z0-9_-]+)/.exec(message)?.[1] ?? "convite-inexistente";
}

/** The token of a survey e-mailed for atendimento `ticket`, reopened then resolved; an unknown one when none was sent (a contato without e-mail). */
async function surveyToken(cookie: string, ticket: string): Promise<string> {
  const path = `/crm/central-de-atendimento/${ticket}`;
  for (const status of ["aberto", "resolvido"]) await call(path, { cookie, form: { intent: "status", status } });
  const html = await (await call("/dev/outbox")).text();
  return /\/avaliacao\/([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? "x".repeat(43);
}

/**
 * One request written on a socket by hand (fetch and node:http will not
 * send a Host they cannot parse); resolves with the answer's status.
 */
function rawStatus(request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "127.0.0.1");
    let head = "";
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer in 10 s")));
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      head += chunk;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      if (status) {
        resolve(Number(status));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.on("close", () => reject(new Error(`no status line in ${JSON.stringify(head.slice(0, 80))}`)));
    socket.end(request);
  });
}

/** Runs `tasks` with at most `width` at a time. */
async function inPool(tasks: Array<() => Promise<void>>, width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/**
 * The malformed requests to every action, for a fresh Administrator of
 * Manager: each a task that adds a line to `failures` on a 5xx (or on
 * another status than the one expected).
 */
async function malformedRequests() {
  const admin = await newMember("manager", "Administrator");
  const other = await newMember("manager");
  const cookie = await signIn(admin.username, admin.password);
  const token = await accessToken(admin.username, admin.password, "manager");
  const [entry, sale, product, account, category, costCenter, contact, reply, ticket, post] = await Promise.all([
    firstId(cookie, "/financeiro/lancamentos", "/financeiro/lancamentos"),
    firstId(cookie, "/faturamento/vendas", "/faturamento/vendas"),
    firstId(cookie, "/faturamento/produtos", "/faturamento/produtos"),
    firstId(cookie, "/financeiro/contas", "/financeiro/contas"),
    firstId(cookie, "/financeiro/categorias", "/financeiro/categorias"),
    firstId(cookie, "/financeiro/centros-de-custo", "/financeiro/centros-de-custo"),
    firstId(cookie, "/financeiro/contatos", "/financeiro/contatos"),
    firstId(cookie, "/crm/respostas-prontas", "/crm/respostas-prontas"),
    firstId(cookie, "/crm/central-de-atendimento?visao=todas", "/crm/central-de-atendimento", /AT-\d{6,}/),
    firstId(cookie, "/labfeelings/discovery", "/labfeelings/discovery"),
  ]);
  const member = await firstId(cookie, `/profile?q=${other.username}`, "/profile");
  const invitation = await invitationToken(cookie);
  const survey = await surveyToken(cookie, ticket);
  const creation = await call("/crm/configuracoes", { cookie, form: { intent: "criar-chave", name: "Fuzz" } });
  const created = await creation.text();
  const apiKey = /crm_[0-9a-f]{8}_[A-Za-z0-9_-]+/.exec(created)?.[0];
  expect(
    apiKey,
    `an API key of the fuzz organization: ${creation.status} ${creation.headers.get("location") ?? created.slice(0, 300)}`,
  ).toBeTruthy();

  /**
   * Every route module with a web action (checked against app/routes.ts
   * below), on a path it answers, with the forms that take it to its
   * parser (the intent, the step); the sign-out has a session of its own.
   */
  const F = "routes/finance";
  const actions: Array<[module: string, path: string, forms: Array<Record<string, string>>, signedOut?: "also signed out"]> = [
    ["routes/auth/login.tsx", "/auth/login", [{}], "also signed out"],
    [
      "routes/auth/register.tsx",
      "/auth/register",
      [{ step: "start" }, { step: "confirm" }, { step: "complete" }],
      "also signed out",
    ],
    ["routes/auth/forgot-password.tsx", "/auth/forgotpassword", [{ step: "request" }, { step: "confirm" }], "also signed out"],
    ["routes/auth/invitation.tsx", `/auth/convite/${invitation}`, [{ intent: "create" }], "also signed out"],
    ["routes/crm/contact-form.tsx", "/contato", [{}], "also signed out"],
    ["routes/crm/survey.tsx", `/avaliacao/${survey}`, [{}, { nota: "5" }], "also signed out"],
    // The opt-out of a charge link no one was sent: 404, nothing changes.
    ["routes/charges/public-charge.tsx", `/cobranca/${"x".repeat(43)}`, [{}], "also signed out"],
    ["routes/settings/layout.ts", "/settings/layout", [{}]],
    ["routes/settings/organization.ts", "/settings/organization", [{}]],
    ["routes/social/profiles/create.tsx", "/profiles/create", [{}]],
    ["routes/social/profiles/edit.tsx", "/profiles/edit", [{}]],
    ["routes/social/profiles/upload.ts", "/profiles/upload?mode=create", [{}]],
    ["routes/wellbeing/checkin.tsx", "/labfeelings?index", [{}]],
    ["routes/social/feed/discovery.tsx", "/labfeelings/discovery", [{}]],
    ["routes/social/feed/post.tsx", `/labfeelings/discovery/${post}`, [{ intent: "comentar" }, { intent: "editar" }]],
    ["routes/social/feed/report.ts", "/labfeelings/denuncias", [{}]],
    ["routes/conversations/new.tsx", "/conversations/nova", [{}, { intent: "direta" }]],
    ["routes/conversations/thread.tsx", `/conversations/${crypto.randomUUID()}`, [{}]],
    ["routes/social/notifications/page.tsx", "/notificacoes", [{}]],
    ["routes/social/notifications/blocks.tsx", "/bloqueios", [{}]],
    ["routes/crm/central-de-atendimento/list.tsx", "/crm/central-de-atendimento", [{}]],
    ["routes/crm/central-de-atendimento/new.tsx", "/crm/central-de-atendimento/novo", [{}]],
    [
      "routes/crm/central-de-atendimento/ticket.tsx",
      `/crm/central-de-atendimento/${ticket}`,
      [{ intent: "responder" }, { intent: "mudar" }],
    ],
    [
      "routes/crm/central-de-atendimento/presence.ts",
      `/crm/central-de-atendimento/${ticket}/presenca`,
      [{}, { estado: "vendo" }],
    ],
    // A target, an hour and an address the rules refuse, so no form of these saves the organization's SLA or e-mail.
    [
      "routes/crm/configuracoes.tsx",
      "/crm/configuracoes",
      [
        { intent: "sla", "alta.firstResponse": "-1" },
        { intent: "relogio", abre: "25:00" },
        { intent: "criar-chave" },
        { intent: "email", replyAddress: "nao-e-email" },
      ],
    ],
    ["routes/crm/respostas-prontas/new.tsx", "/crm/respostas-prontas/nova", [{}]],
    ["routes/crm/respostas-prontas/edit.tsx", `/crm/respostas-prontas/${reply}`, [{}]],
    ["routes/administration/list.tsx", "/profile?index", [{ intent: "convidar" }]],
    ["routes/administration/member.tsx", `/profile/${member}`, [{ intent: "papel" }]],
    ["routes/social/feed/moderacao.tsx", "/labfeelings/moderacao", [{}]],
    ["routes/budgets/edit.tsx", "/orcamentos/2026/editar", [{}]],
    ["routes/sales/vendas/new.tsx", "/faturamento/vendas/nova", [{}]],
    ["routes/sales/vendas/sale.tsx", `/faturamento/vendas/${sale}`, [{ intent: "salvar" }, { intent: "mover", to: "enviada" }]],
    ["routes/sales/produtos/new.tsx", "/faturamento/produtos/novo", [{}]],
    ["routes/sales/produtos/edit.tsx", `/faturamento/produtos/${product}`, [{}]],
    [`${F}/lancamentos/new.tsx`, "/financeiro/lancamentos/novo", [{}, { kind: "transferencia" }]],
    [`${F}/lancamentos/new.tsx`, "/financeiro/recebimentos/novo", [{}]],
    [`${F}/lancamentos/new.tsx`, "/financeiro/pagamentos/novo", [{}]],
    [
      `${F}/lancamentos/entry.tsx`,
      `/financeiro/lancamentos/${entry}`,
      [{ intent: "editar" }, { intent: "baixa" }, { intent: "cancelar", scope: "esta" }],
    ],
    [`${F}/lancamentos/list.tsx`, "/financeiro/lancamentos", [{}]],
    [`${F}/lancamentos/import.tsx`, "/financeiro/lancamentos/importar", [{}]],
    [`${F}/recebimentos.tsx`, "/financeiro/recebimentos", [{}]],
    [`${F}/pagamentos.tsx`, "/financeiro/pagamentos", [{}]],
    [`${F}/conciliacao/import.tsx`, "/financeiro/conciliacao/importar", [{}]],
    [`${F}/conciliacao/page.tsx`, `/financeiro/conciliacao?conta=${account}`, [{ intent: "criar" }]],
    // Without a reason nothing can close or reopen the fuzz organization's books.
    [`${F}/fechamento.tsx`, "/financeiro/fechamento", [{ reason: "" }]],
    // A CNPJ, a key and a multa the rules refuse, and keys no organization has: nothing of the fuzz organization changes.
    [
      "routes/charges/settings.tsx",
      "/financeiro/cobranca",
      [
        { intent: "empresa", cnpj: "1" },
        { intent: "pix-adicionar", kind: "cpf", key: "1" },
        { intent: "pix-padrao" },
        { intent: "pix-remover", id: crypto.randomUUID() },
        { intent: "regua", fine: "99" },
      ],
    ],
    // Charges of entries no organization has, and no entry at all: nothing sent or cancelled.
    [
      "routes/charges/actions.tsx",
      "/financeiro/cobrancas",
      [
        { intent: "enviar", id: crypto.randomUUID() },
        { intent: "enviar-lote", id: crypto.randomUUID(), de: "/faturamento/vendas/x?y=1+2" },
        { intent: "cancelar", id: crypto.randomUUID() },
        { intent: "enviar" },
      ],
    ],
    [`${F}/contas/new.tsx`, "/financeiro/contas/nova", [{}]],
    [`${F}/contas/edit.tsx`, `/financeiro/contas/${account}/editar`, [{}]],
    [`${F}/contas/faturas.tsx`, `/financeiro/contas/${account}/faturas?fatura=2026-11`, [{}]],
    [`${F}/lancamentos/contacts.ts`, "/financeiro/lancamentos/contatos", [{}]],
    [`${F}/categorias/new.tsx`, "/financeiro/categorias/nova", [{}]],
    [`${F}/categorias/edit.tsx`, `/financeiro/categorias/${category}`, [{}]],
    [`${F}/centros-de-custo/new.tsx`, "/financeiro/centros-de-custo/novo", [{}]],
    [`${F}/centros-de-custo/edit.tsx`, `/financeiro/centros-de-custo/${costCenter}`, [{}]],
    [`${F}/contatos/new.tsx`, "/financeiro/contatos/novo", [{}]],
    [`${F}/contatos/edit.tsx`, `/financeiro/contatos/${contact}`, [{}]],
  ];
  const covered = new Set([...actions.map(([module]) => module), "routes/auth/logout.tsx"]);
  expect([...covered].sort()).toEqual((await webActionModules()).sort());
  /** The pages whose forms carry files, with the field of the file. */
  const uploads: Array<[path: string, file: string]> = [
    ["/profiles/create", "avatar"],
    ["/profiles/edit", "avatar"],
    ["/profiles/upload?mode=edit", "avatar"],
    [`/financeiro/lancamentos/${entry}`, "file"],
    ["/financeiro/lancamentos/novo", "comprovante"],
    ["/labfeelings/discovery", "imagens"],
    ["/financeiro/lancamentos/importar", "arquivo"],
    ["/financeiro/conciliacao/importar", "arquivo"],
    [`/crm/central-de-atendimento/${ticket}`, "anexos"],
  ];

  const failures: string[] = [];
  const tasks: Array<() => Promise<void>> = [];
  /** Queues a request; a 5xx is a failure, and so is another status than `expected` when given. */
  const send = (path: string, options: Call, what: string, expected?: number) =>
    tasks.push(async () => {
      const status = (await call(path, options)).status;
      if (status >= 500 || (expected !== undefined && status !== expected))
        failures.push(`${options.method ?? "POST"} ${path} ${what} → ${status}`);
    });
  /** The forms whose actions parse with Conform at once: a broken `__intent__` is their 400. */
  const conform = new Set([
    "/auth/login",
    "/auth/register",
    "/auth/forgotpassword",
    "/profiles/create",
    "/profiles/edit",
    "/labfeelings?index",
    "/crm/central-de-atendimento",
    `/crm/central-de-atendimento/${ticket}`,
    "/crm/respostas-prontas/nova",
    "/crm/configuracoes",
    `/avaliacao/${survey}`,
    "/profile?index",
    `/profile/${member}`,
    "/faturamento/vendas/nova",
    "/financeiro/lancamentos/novo",
    "/financeiro/recebimentos/novo",
    "/financeiro/pagamentos/novo",
    "/financeiro/contas/nova",
    "/financeiro/categorias/nova",
    "/financeiro/centros-de-custo/novo",
    "/financeiro/contatos/novo",
    "/financeiro/lancamentos/importar",
    "/financeiro/conciliacao/importar",
  ]);
  const dataPath = (path: string) => (path.includes("?") ? path.replace("?", ".data?") : `${path}.data`);

  for (const [, path, forms, signedOut] of actions) {
    const who = signedOut ? [cookie, undefined] : [cookie];
    for (const form of forms) {
      for (const broken of LIST_INTENTS) send(path, { cookie, form: { ...form, ...broken } }, JSON.stringify(broken));
      for (const broken of BROKEN_INTENTS) {
        for (const session of who) {
          // The sign-in pages may send a signed-in person elsewhere first.
          const expected = conform.has(path) && !(signedOut && session) ? 400 : undefined;
          send(path, { cookie: session, form: { ...form, ...broken } }, JSON.stringify(broken), expected);
        }
      }
      for (const broken of BROKEN_INTENTS.slice(0, 2))
        send(dataPath(path), { cookie, form: { ...form, ...broken } }, "data request");
      for (const value of INTEGERS) {
        send(path, { cookie, form: { ...form, ...Object.fromEntries(INTEGER_FIELDS.map((field) => [field, value])) } }, value);
      }
    }
    for (const value of CONTROLS) {
      const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, value]));
      send(path, { cookie, form: { ...forms[0], ...text } }, JSON.stringify(value));
    }
  }
  for (const [path, field] of uploads) {
    for (const value of CONTROLS) {
      const body = new FormData();
      for (const name of [...TEXT_FIELDS, "profile", "conta"]) body.append(name, value);
      body.append("profile", JSON.stringify({ username: `f${value.length}`, displayName: value, bio: value }));
      body.append("intent", "anexar");
      body.append(field, new File(["texto\u0000"], `nome${value}\u0085.txt`, { type: "text/plain" }));
      send(path, { cookie, body }, `multipart ${JSON.stringify(value)}`);
    }
  }
  const bearer = { Authorization: `Bearer ${token}` };
  for (const method of ["POST", "PUT"]) {
    for (const value of CONTROLS) {
      const body = new FormData();
      body.append("profile", JSON.stringify({ username: "fuzz.perfil", displayName: value, bio: value, location: value }));
      body.append("avatar", new File([new Uint8Array(8)], `foto${value}\u0085.png`, { type: "image/png" }));
      send("/api/profiles/with-avatar", { origin: null, method, body, headers: bearer }, `multipart ${JSON.stringify(value)}`);
    }
  }
  for (const atendimento of [2147483648, -2147483649, 1e308, Number.MAX_SAFE_INTEGER, "2147483648", 1.5, null]) {
    send(
      "/api/crm/atendimentos",
      { origin: null, json: { atendimento, mensagem: "Olá" }, headers: { Authorization: `Bearer ${apiKey}` } },
      String(atendimento),
    );
  }
  for (const value of INTEGERS) {
    send(
      "/api/profiles/preferences",
      { origin: null, method: "PUT", json: { layout: { scale: Number(value) } }, headers: bearer },
      value,
    );
  }

  const badHosts = [
    "xn--.localhost",
    "eleve.localhost:99999",
    "[::1",
    "%00.localhost",
    "localhost:0",
    "a b",
    "eleve.localhost/x",
    "user@localhost",
    "[::g]",
  ];
  const hostTasks: Array<[request: string, what: string]> = [];
  for (const host of badHosts) {
    const form = "username=a&password=b";
    hostTasks.push(
      [`GET /auth/login HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, `Host ${host}`],
      [`GET /connect/userinfo HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, `Host ${host} (service)`],
      [
        `POST /auth/login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${BASE}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n${form}`,
        `POST with Host ${host}`,
      ],
      [
        `GET /auth/login HTTP/1.1\r\nHost: localhost:${PORT}\r\nX-Forwarded-Host: ${host}\r\nConnection: close\r\n\r\n`,
        `X-Forwarded-Host ${host}`,
      ],
    );
  }
  for (const proto of ["%", "a b", "1http"]) {
    hostTasks.push([
      `GET /auth/login HTTP/1.1\r\nHost: localhost:${PORT}\r\nX-Forwarded-Proto: ${proto}\r\nConnection: close\r\n\r\n`,
      `X-Forwarded-Proto ${proto}`,
    ]);
  }
  hostTasks.push([`GET /auth/login HTTP/1.0\r\n\r\n`, "HTTP/1.0 without Host"]);
  for (const [request, what] of hostTasks) {
    tasks.push(async () => {
      const status = await rawStatus(request);
      if (status !== 400) failures.push(`${what} → ${status}, not 400`);
    });
  }

  // On a session no other request uses: the first of these ends it.
  const leaving = await signIn(other.username, other.password);
  for (const broken of BROKEN_INTENTS) send("/auth/logout", { cookie: leaving, form: broken }, JSON.stringify(broken));
  return { tasks, failures };
}

const PARTS = 4;
for (let part = 0; part < PARTS; part++) {
  test(
    `every action, sent each malformed class, answers no 5xx: at least 1 000 requests (part ${part + 1} of ${PARTS})`,
    { tag: "@sql" },
    async () => {
      const started = Date.now();
      const { tasks, failures } = await malformedRequests();
      expect(tasks.length).toBeGreaterThanOrEqual(1000);
      const mine = tasks.filter((_, index) => index % PARTS === part);
      await inPool(mine, 4);
      console.log(
        `fuzz: ${mine.length} of ${tasks.length} malformed requests to every action in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} answered 5xx`,
      );
      expect(failures).toEqual([]);
    },
  );
}
