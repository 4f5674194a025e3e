import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

const secret = "x".repeat(32);

describe("configuration", () => {
  it("defaults to port 3000, SQLite in data/app.db and client web", () => {
    const config = loadConfig({ SESSION_SECRET: secret });
    expect(config).toMatchObject({
      port: 3000,
      database: { dialect: "sqlite", file: "data/app.db" },
      authApiUrl: null,
      authClientId: "web",
      production: false,
      logLevel: "info",
    });
  });

  it("reads file: and postgres:// database URLs", () => {
    expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: "file:/tmp/x.db" }).database).toEqual({
      dialect: "sqlite",
      file: "/tmp/x.db",
    });
    expect(loadConfig({ SESSION_SECRET: secret, DATABASE_URL: "postgres://u@h:5432/db" }).database).toEqual({
      dialect: "postgres",
      connectionString: "postgres://u@h:5432/db",
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ SESSION_SECRET: secret, PORT: "abc" }, "PORT"],
    [{ SESSION_SECRET: secret, PORT: "70000" }, "PORT deve estar entre 1 e 65535"],
    [{ SESSION_SECRET: secret, DATABASE_URL: "mysql://x" }, "DATABASE_URL deve começar com file:"],
    [{ SESSION_SECRET: secret, AUTH_API_URL: "not a url" }, "AUTH_API_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET deve ter pelo menos 32 caracteres"],
    [{ NODE_ENV: "production" }, "SESSION_SECRET: obrigatório em produção"],
    [{ NODE_ENV: "production", SESSION_SECRET: "" }, "SESSION_SECRET: obrigatório em produção"],
    [{ SESSION_SECRET: secret, SMTP_URL: "http://mail" }, "SMTP_URL deve começar com smtp:// ou smtps://"],
    [{ SESSION_SECRET: secret, APP_ENV: "staging" }, "APP_ENV aceita apenas local"],
    [{ SESSION_SECRET: secret, TRUST_PROXY: "todos os proxies" }, "TRUST_PROXY deve ser o número de proxies"],
    [{ SESSION_SECRET: secret, LOG_LEVEL: "verbose" }, "LOG_LEVEL deve ser um de: fatal"],
    [{ SESSION_SECRET: secret, WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY deve ser um número inteiro de 1 a 64"],
    [{ SESSION_SECRET: secret, WEB_CONCURRENCY: "2" }, "WEB_CONCURRENCY acima de 1 exige PostgreSQL"],
    [{ SESSION_SECRET: secret, WEB_CONCURRENCY: "2", DATABASE_URL: "file:/tmp/x.db" }, "um arquivo SQLite serve um processo só"],
    [{ SESSION_SECRET: secret, INBOUND_SMTP_PORT: "2525" }, "INBOUND_MAIL_DOMAIN: obrigatório com INBOUND_SMTP_PORT"],
    [{ SESSION_SECRET: secret, INBOUND_SMTP_PORT: "99999", INBOUND_MAIL_DOMAIN: "a.example.com" }, "INBOUND_SMTP_PORT deve ser"],
    [
      { SESSION_SECRET: secret, INBOUND_SMTP_PORT: "2525", INBOUND_MAIL_DOMAIN: "not a domain" },
      "INBOUND_MAIL_DOMAIN deve ser um domínio",
    ],
  ])("rejects %o with a message naming it", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("serves with one worker unless WEB_CONCURRENCY asks for more on PostgreSQL", () => {
    expect(loadConfig({ SESSION_SECRET: secret }).workers).toBe(1);
    expect(loadConfig({ SESSION_SECRET: secret, WEB_CONCURRENCY: "1" }).workers).toBe(1);
    expect(loadConfig({ SESSION_SECRET: secret, WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://u@h:5432/db" }).workers).toBe(2);
  });

  it("listens for e-mail only when INBOUND_SMTP_PORT is set, on every interface unless told", () => {
    expect(loadConfig({ SESSION_SECRET: secret, INBOUND_MAIL_DOMAIN: "a.example.com" }).inboundMail).toBeNull();
    expect(
      loadConfig({ SESSION_SECRET: secret, INBOUND_SMTP_PORT: "2525", INBOUND_MAIL_DOMAIN: "Atendimento.Example.com" })
        .inboundMail,
    ).toEqual({ port: 2525, host: "0.0.0.0", domain: "atendimento.example.com" });
  });

  it("treats APP_ENV=local on NODE_ENV=production as a local trial, not production", () => {
    const config = loadConfig({ NODE_ENV: "production", APP_ENV: "local", SESSION_SECRET: secret });
    expect(config.production).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: secret }).production).toBe(true);
  });

  it("writes e-mail to the outbox unless SMTP_URL is set", () => {
    expect(loadConfig({ SESSION_SECRET: secret })).toMatchObject({ smtpUrl: null, outboxDir: "data/outbox" });
    expect(loadConfig({ SESSION_SECRET: secret, SMTP_URL: "smtps://u:p@mail.example.com" }).smtpUrl).toBe(
      "smtps://u:p@mail.example.com",
    );
  });

  it("strips a trailing slash from AUTH_API_URL", () => {
    expect(loadConfig({ SESSION_SECRET: secret, AUTH_API_URL: "https://auth.example.com/" }).authApiUrl).toBe(
      "https://auth.example.com",
    );
  });

  it("trusts no proxy unless TRUST_PROXY names hops or addresses", () => {
    expect(loadConfig({ SESSION_SECRET: secret }).trustProxy).toBe(false);
    expect(loadConfig({ SESSION_SECRET: secret, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ SESSION_SECRET: secret, TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
    ]);
  });

  it("takes PUBLIC_URL for e-mail links (default: localhost on PORT) and a factor for per-address limits", () => {
    expect(loadConfig({ SESSION_SECRET: secret, PORT: "3100" })).toMatchObject({
      publicUrl: "http://localhost:3100",
      addressLimitFactor: 1,
    });
    const set = loadConfig({ SESSION_SECRET: secret, PUBLIC_URL: "https://app.example.com/", ADDRESS_LIMIT_FACTOR: "5" });
    expect(set).toMatchObject({ publicUrl: "https://app.example.com", addressLimitFactor: 5 });
    expect(() => loadConfig({ SESSION_SECRET: secret, PUBLIC_URL: "ftp://x" })).toThrow("PUBLIC_URL");
    expect(() => loadConfig({ SESSION_SECRET: secret, ADDRESS_LIMIT_FACTOR: "0" })).toThrow("ADDRESS_LIMIT_FACTOR");
  });

  it("polls for live events every 5 s unless EVENTS_POLL_MS says otherwise, from 50 ms to a minute", () => {
    expect(loadConfig({ SESSION_SECRET: secret }).eventsPollMs).toBe(5_000);
    expect(loadConfig({ SESSION_SECRET: secret, EVENTS_POLL_MS: "200" }).eventsPollMs).toBe(200);
    expect(() => loadConfig({ SESSION_SECRET: secret, EVENTS_POLL_MS: "10" })).toThrow(
      "EVENTS_POLL_MS deve ser um número inteiro de 50 a 60000",
    );
  });
});
