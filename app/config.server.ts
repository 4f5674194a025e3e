/**
 * Environment configuration, validated with zod once at start-up
 * (spec 7, issue 2). `loadConfig(env)` throws a `ConfigError` whose message
 * names every bad variable in plain words; `config()` memoises it for
 * `process.env`.
 */
import { z } from "zod";
import { readOrCreateSessionSecret } from "../scripts/session-secret.mjs";

export type DatabaseConfig =
  | { dialect: "sqlite"; file: string }
  | { dialect: "postgres"; connectionString: string };

export interface AppConfig {
  production: boolean;
  port: number;
  database: DatabaseConfig;
  /** Signs the session cookie; the built-in auth service derives its key from it. */
  sessionSecret: string;
  /** Base URL of the auth service, or null for the built-in one (in-process). */
  authApiUrl: string | null;
  authClientId: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const optional = (value: string | undefined) => (value === "" ? undefined : value);

const schema = z.object({
  NODE_ENV: z.string().optional(),
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
});

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
  const production = values.NODE_ENV === "production";
  if (production && !values.SESSION_SECRET) {
    throw new ConfigError(
      "Configuração inválida:\n- SESSION_SECRET: obrigatório em produção (NODE_ENV=production)",
    );
  }
  return {
    production,
    port: values.PORT,
    database: databaseFrom(values.DATABASE_URL),
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSessionSecret("data"),
    authApiUrl: values.AUTH_API_URL?.replace(/\/+$/, "") ?? null,
    authClientId: values.AUTH_CLIENT_ID,
  };
}

let cached: AppConfig | undefined;

/** The configuration of this process (parsed on first use). */
export function config(): AppConfig {
  cached ??= loadConfig(process.env);
  return cached;
}
