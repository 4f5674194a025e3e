/** Environment configuration, validated with zod at start-up (spec 7); `loadConfig` throws ConfigError naming every bad variable. */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "~/config/zod";

export type DatabaseConfig = { dialect: "sqlite"; file: string } | { dialect: "postgres"; connectionString: string };

export interface AppConfig {
  /** NODE_ENV=production and not APP_ENV=local: no generated secrets, no dev pages. */
  production: boolean;
  port: number;
  database: DatabaseConfig;
  /** Signs the session cookie; the built-in auth service derives its key from it. */
  sessionSecret: string;
  /** Base URL of the auth service, or null for the built-in one (in-process). */
  authApiUrl: string | null;
  authClientId: string;
  /** Multiplies the auth service's per-address limits: raise it when many share one address (an office NAT). At least 1. */
  addressLimitFactor: number;
  /** Base URL of the profiles service, or null for the built-in one (in-process). */
  profilesApiUrl: string | null;
  /** Base URL of the search service, or null for the built-in one (in-process). */
  searchApiUrl: string | null;
  /** SMTP URL for nodemailer, or null to write e-mails to `outboxDir`. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin people open the app at, without a trailing slash: links in e-mails. */
  publicUrl: string;
  outboxDir: string;
  /** Folder of uploaded files (avatars), served under /storage. */
  storageDir: string;
  /** Express `trust proxy` value: which proxies to believe about X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy: false | number | string[];
  /** Lowest level the server logs (pino's levels, or silent). */
  logLevel: LogLevel;
  /** Ms between the live-event hub's safety reads, which pick up events another process wrote to SQLite. */
  eventsPollMs: number;
  /** Worker processes serving the port (WEB_CONCURRENCY, default 1); more than one needs PostgreSQL. */
  workers: number;
  /** The desk's e-mail in (docs/decisions/0035): the SMTP listener's port and interface and the domain of its addresses; null when off (INBOUND_SMTP_PORT unset). */
  inboundMail: InboundMailConfig | null;
}

export interface InboundMailConfig {
  port: number;
  host: string;
  /** The domain of the addresses the listener takes: `<slug>@domain` and `<slug>+<token>@domain`. */
  domain: string;
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = "ConfigError";
}

const optional = (value: string | undefined) => (value === "" ? undefined : value);

const schema = z.object({
  NODE_ENV: z.string().optional(),
  APP_ENV: z.enum(["local"], { error: "APP_ENV aceita apenas local" }).optional(),
  PORT: z.coerce
    .number({ error: "PORT deve ser um número de porta" })
    .int("PORT deve ser um número inteiro")
    .min(1, "PORT deve estar entre 1 e 65535")
    .max(65535, "PORT deve estar entre 1 e 65535")
    .default(3000),
  DATABASE_URL: z
    .string()
    .refine(
      (url) => url.startsWith("file:") || /^postgres(ql)?:\/\//.test(url),
      "DATABASE_URL deve começar com file: (SQLite) ou postgres:// (PostgreSQL)",
    )
    .optional(),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET deve ter pelo menos 32 caracteres").optional(),
  AUTH_API_URL: z.url({ error: "AUTH_API_URL deve ser uma URL http(s) absoluta" }).optional(),
  AUTH_CLIENT_ID: z.string().min(1).default("web"),
  ADDRESS_LIMIT_FACTOR: z.coerce
    .number({ error: "ADDRESS_LIMIT_FACTOR deve ser um número inteiro de 1 a 1000" })
    .int("ADDRESS_LIMIT_FACTOR deve ser um número inteiro de 1 a 1000")
    .min(1, "ADDRESS_LIMIT_FACTOR deve ser um número inteiro de 1 a 1000")
    .max(1000, "ADDRESS_LIMIT_FACTOR deve ser um número inteiro de 1 a 1000")
    .default(1),
  PROFILES_API_URL: z.url({ error: "PROFILES_API_URL deve ser uma URL http(s) absoluta" }).optional(),
  SEARCH_API_URL: z.url({ error: "SEARCH_API_URL deve ser uma URL http(s) absoluta" }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL deve começar com smtp:// ou smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Sereno <nao-responda@sereno.example.com>"),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL deve ser uma URL http(s) absoluta" }).optional(),
  OUTBOX_DIR: z.string().default("data/outbox"),
  STORAGE_DIR: z.string().default("data/storage"),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/,
      "TRUST_PROXY deve ser o número de proxies à frente (1, 2...) ou endereços e sub-redes separados por vírgula (loopback, 10.0.0.0/8)",
    )
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL deve ser um de: ${LOG_LEVELS.join(", ")}` }).default("info"),
  EVENTS_POLL_MS: z.coerce
    .number({ error: "EVENTS_POLL_MS deve ser um número inteiro de 50 a 60000" })
    .int("EVENTS_POLL_MS deve ser um número inteiro de 50 a 60000")
    .min(50, "EVENTS_POLL_MS deve ser um número inteiro de 50 a 60000")
    .max(60_000, "EVENTS_POLL_MS deve ser um número inteiro de 50 a 60000")
    .default(5_000),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "WEB_CONCURRENCY deve ser um número inteiro de 1 a 64" })
    .int("WEB_CONCURRENCY deve ser um número inteiro de 1 a 64")
    .min(1, "WEB_CONCURRENCY deve ser um número inteiro de 1 a 64")
    .max(64, "WEB_CONCURRENCY deve ser um número inteiro de 1 a 64")
    .default(1),
  INBOUND_SMTP_PORT: z.coerce
    .number({ error: "INBOUND_SMTP_PORT deve ser um número de porta de 1 a 65535" })
    .int("INBOUND_SMTP_PORT deve ser um número de porta de 1 a 65535")
    .min(1, "INBOUND_SMTP_PORT deve ser um número de porta de 1 a 65535")
    .max(65535, "INBOUND_SMTP_PORT deve ser um número de porta de 1 a 65535")
    .optional(),
  INBOUND_SMTP_HOST: z
    .string()
    .regex(/^[\w.:-]{1,100}$/, "INBOUND_SMTP_HOST deve ser um endereço IP ou nome de interface, como 0.0.0.0 ou 127.0.0.1")
    .default("0.0.0.0"),
  INBOUND_MAIL_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(
      /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
      "INBOUND_MAIL_DOMAIN deve ser um domínio, como atendimento.sereno.example.com",
    )
    .optional(),
});

/** Why SQLite serves one process (docs/decisions/0012): a second one meets the lock on every write the first makes. */
export const SQLITE_SINGLE_PROCESS_MESSAGE =
  "WEB_CONCURRENCY acima de 1 exige PostgreSQL (DATABASE_URL=postgres://...): um arquivo SQLite serve um processo só, e um segundo esperaria pela trava a cada escrita do primeiro (docs/decisions/0012-sqlite-busy.md).";

function trustProxyFrom(value: string | undefined): AppConfig["trustProxy"] {
  if (!value || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((item) => item.trim());
}

function databaseFrom(url: string | undefined): DatabaseConfig {
  if (!url) return { dialect: "sqlite", file: "data/app.db" };
  if (url.startsWith("file:")) return { dialect: "sqlite", file: url.slice("file:".length) };
  return { dialect: "postgres", connectionString: url };
}

/** Parses an environment; empty strings count as unset. Throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, optional(v)]));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const production = values.NODE_ENV === "production" && values.APP_ENV !== "local";
  if (production && !values.SESSION_SECRET) {
    throw new ConfigError("Configuração inválida:\n- SESSION_SECRET: obrigatório em produção (NODE_ENV=production)");
  }
  const database = databaseFrom(values.DATABASE_URL);
  if (values.WEB_CONCURRENCY > 1 && database.dialect === "sqlite") {
    throw new ConfigError(`Configuração inválida:\n- WEB_CONCURRENCY: ${SQLITE_SINGLE_PROCESS_MESSAGE}`);
  }
  if (values.INBOUND_SMTP_PORT !== undefined && !values.INBOUND_MAIL_DOMAIN) {
    throw new ConfigError(
      "Configuração inválida:\n- INBOUND_MAIL_DOMAIN: obrigatório com INBOUND_SMTP_PORT (o domínio dos endereços de resposta, como atendimento.sereno.example.com)",
    );
  }
  return {
    production,
    port: values.PORT,
    database,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSessionSecret("data"),
    authApiUrl: values.AUTH_API_URL?.replace(/\/+$/, "") ?? null,
    authClientId: values.AUTH_CLIENT_ID,
    addressLimitFactor: values.ADDRESS_LIMIT_FACTOR,
    profilesApiUrl: values.PROFILES_API_URL?.replace(/\/+$/, "") ?? null,
    searchApiUrl: values.SEARCH_API_URL?.replace(/\/+$/, "") ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, "") ?? `http://localhost:${values.PORT}`,
    outboxDir: values.OUTBOX_DIR,
    storageDir: values.STORAGE_DIR,
    trustProxy: trustProxyFrom(values.TRUST_PROXY),
    logLevel: values.LOG_LEVEL,
    eventsPollMs: values.EVENTS_POLL_MS,
    workers: values.WEB_CONCURRENCY,
    inboundMail:
      values.INBOUND_SMTP_PORT !== undefined && values.INBOUND_MAIL_DOMAIN
        ? { port: values.INBOUND_SMTP_PORT, host: values.INBOUND_SMTP_HOST, domain: values.INBOUND_MAIL_DOMAIN }
        : null,
  };
}

/** Outside production: the secret in `<dataDir>/session-secret`, generated (mode 0600) on first use. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let cached: AppConfig | undefined;

/** The configuration of this process (parsed on first use). */
export function config(): AppConfig {
  cached ??= loadConfig(process.env);
  return cached;
}
