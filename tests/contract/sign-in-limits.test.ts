/**
 * Contract of the auth service's sign-in limits (docs/decisions/0011;
 * docs/auth-api.md): answers that do not tell whether an account exists,
 * a lock per account and client address that leaves the owner free
 * elsewhere, a limit per client address, and where the address comes from
 * (X-Forwarded-For, overwritten by the resource route; sent by the client).
 */
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { action as authRoute } from "~/routes/auth-service";
import { handleAuthRequest } from "~/services/auth/handle.server";
import {
  LOGIN_CHECKS_IN_FLIGHT_PER_ADDRESS,
  LOGIN_CHECKS_IN_FLIGHT_PER_PAIR,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_PAIR,
} from "~/services/auth/limits.server";
import { clientAddress } from "~/services/shared/requests.server";
import { z } from "zod";
import { clientAddressContext, type RequestState } from "~/web/context.server";
import { chooseOrganization, readOrganizationAddress } from "~/web/current-organization.server";
import { signIn as webSignIn } from "~/web/sign-in.server";
import { ORIGIN, passwordGrantFrom, SCOPE } from "../support/auth-requests";
import { startStandIn, type StandIn } from "../support/stand-in-server";

const body = async (response: Response) => (await response.json()) as Record<string, any>;
const statuses = (responses: Response[]) => responses.map((response) => response.status);
const count = (values: unknown[], value: unknown) => values.filter((each) => each === value).length;

/** The web sign-in of the login page from `address`: the outcome's status (200 when signed in) and message. */
async function webSignInFrom(address: string, username: string, password: string) {
  const request = new Request("http://localhost/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password }),
  });
  const organizationAddress = await readOrganizationAddress(request);
  const state = { address: organizationAddress, organization: chooseOrganization(organizationAddress, null) } as RequestState;
  const outcome = await webSignIn(request, state, address, z.object({ username: z.string(), password: z.string() }));
  return outcome.status === "failed"
    ? { status: outcome.authError?.statusCode, message: outcome.authError?.message }
    : { status: 200, message: null };
}

async function failFiveTimes(address: string, username: string) {
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await passwordGrantFrom(address, username, "errada")).status).toBe(401);
  }
}

describe("sign-in answers do not tell whether an account exists", () => {
  it("gives an unknown user name and a real one the same status and body, before and after 5 failures", async () => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      const real = await passwordGrantFrom("203.0.113.1", "admin-eleve", "errada");
      const unknown = await passwordGrantFrom("203.0.113.1", "ninguem-aqui", "errada");
      expect(real.status).toBe(attempt <= 5 ? 401 : 423);
      expect(unknown.status).toBe(real.status);
      expect(unknown.headers.has("retry-after")).toBe(real.headers.has("retry-after"));
      expect(await unknown.text()).toBe(await real.text());
    }
  });

  it("tells a disabled account's state only to the right password", async () => {
    const wrong = await passwordGrantFrom("203.0.113.9", "desabilitado-eleve", "errada");
    expect(wrong.status).toBe(401);
    expect((await passwordGrantFrom("203.0.113.9", "desabilitado-eleve", "Demo@2026")).status).toBe(403);
  });
});

describe("the lock after 5 failures", () => {
  it("holds the account for the address that failed, whatever the identifier; the owner still signs in elsewhere", async () => {
    await failFiveTimes("203.0.113.2", "usuario-eleve");
    expect((await passwordGrantFrom("203.0.113.2", "usuario-eleve", "Demo@2026")).status).toBe(423);
    expect((await passwordGrantFrom("203.0.113.2", "USUARIO@eleve.example.com", "Demo@2026")).status).toBe(423);
    expect((await passwordGrantFrom("203.0.113.3", "usuario-eleve", "Demo@2026")).status).toBe(200);
    expect((await passwordGrantFrom("203.0.113.2", "usuario-eleve", "Demo@2026")).status).toBe(423);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    for (const host of ["a", "b", "c", "d", "e"]) {
      expect((await passwordGrantFrom(`2001:db8:1:2::${host}`, "usuario-sereno", "errada")).status).toBe(401);
    }
    expect((await passwordGrantFrom("2001:db8:1:2:ffff::1", "usuario-sereno", "Demo@2026")).status).toBe(423);
    expect((await passwordGrantFrom("2001:db8:1:3::1", "usuario-sereno", "Demo@2026")).status).toBe(200);
  });

  it("does not let parallel guesses far past it: a few checks at once, the rest wait and meet the lock", async () => {
    const answers = statuses(
      await Promise.all(Array.from({ length: 12 }, () => passwordGrantFrom("203.0.113.7", "admin-labfeelings", "errada"))),
    );
    expect(count(answers, 401)).toBeGreaterThanOrEqual(LOGIN_FAILURES_PER_PAIR);
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_PAIR + LOGIN_CHECKS_IN_FLIGHT_PER_PAIR - 1);
    expect(count(answers, 401) + count(answers, 423)).toBe(12);
    expect((await passwordGrantFrom("203.0.113.7", "admin-labfeelings", "Demo@2026")).status).toBe(423);
  });

  it("is shared by /connect/login and /connect/token", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const login = await handleAuthRequest(
        new Request(`${ORIGIN}/connect/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.10" },
          body: JSON.stringify({ username: "usuario-manager", password: "errada" }),
        }),
      );
      expect(login.status).toBe(401);
    }
    expect((await passwordGrantFrom("203.0.113.10", "usuario-manager", "Demo@2026")).status).toBe(423);
  });
});

describe("right passwords sent at once", () => {
  it("all sign in through the password grant, from one address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => passwordGrantFrom("203.0.113.30", "usuario-eleve", "Demo@2026")),
    );
    expect(statuses(answers)).toEqual(Array(30).fill(200));
  });

  it("all sign in through the login page, from one address", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => webSignInFrom("203.0.113.31", "admin-manager", "Demo@2026")),
    );
    expect(outcomes.map(({ status }) => status)).toEqual(Array(30).fill(200));
  });

  it("are not refused by a lock that a wrong password sent with them brings", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await passwordGrantFrom("203.0.113.32", "usuario-sereno", "errada")).status).toBe(401);
    }
    const [wrong, right] = await Promise.all([
      passwordGrantFrom("203.0.113.32", "usuario-sereno", "errada"),
      passwordGrantFrom("203.0.113.32", "usuario-sereno", "Demo@2026"),
    ]);
    expect(wrong.status).toBe(401);
    expect(right.status).toBe(200);
  });
});

describe("wrong passwords on the login page", () => {
  it("answer 'Muitas tentativas' at the sixth failure, and the right password is locked out after", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await webSignInFrom("203.0.113.33", "admin-labfeelings", "errada")).toEqual({
        status: 401,
        message: "Usuário ou senha incorretos.",
      });
    }
    expect(await webSignInFrom("203.0.113.33", "admin-labfeelings", "errada")).toEqual({
      status: 401,
      message: "Muitas tentativas de login. Tente novamente em alguns minutos.",
    });
    expect((await webSignInFrom("203.0.113.33", "admin-labfeelings", "Demo@2026")).status).not.toBe(200);
  });
});

describe("the limit per client address", () => {
  it("checks only a few passwords of one address at once, so parallel guesses across accounts stop near it", async () => {
    const answers = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, n) => passwordGrantFrom("203.0.113.34", `em-paralelo-${n}`, "errada"))),
    );
    expect(count(answers, 401)).toBeGreaterThanOrEqual(LOGIN_FAILURES_PER_ADDRESS);
    expect(count(answers, 401)).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ADDRESS + LOGIN_CHECKS_IN_FLIGHT_PER_ADDRESS - 1);
    expect(count(answers, 401) + count(answers, 429)).toBe(40);
  });

  it("answers 429 after 20 failures from one address across identifiers, even to a right password", async () => {
    for (let n = 1; n <= 20; n++) {
      expect((await passwordGrantFrom("203.0.113.4", `tentativa-${n}`, "errada")).status).toBe(401);
    }
    const limited = await passwordGrantFrom("203.0.113.4", "admin-sereno", "Demo@2026");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(890);
    expect(await body(limited)).toMatchObject({
      error: "too_many_requests",
      Data: { Message: "Muitas tentativas de login a partir deste endereço. Tente novamente em alguns minutos." },
    });
    expect((await passwordGrantFrom("203.0.113.5", "admin-sereno", "Demo@2026")).status).toBe(200);
  });

  it("is not reset by a success from that address", async () => {
    for (let n = 1; n <= 19; n++) await passwordGrantFrom("203.0.113.6", `outra-${n}`, "errada");
    expect((await passwordGrantFrom("203.0.113.6", "admin-manager", "Demo@2026")).status).toBe(200);
    expect((await passwordGrantFrom("203.0.113.6", "outra-20", "errada")).status).toBe(401);
    expect((await passwordGrantFrom("203.0.113.6", "outra-21", "errada")).status).toBe(429);
  });
});

describe("the client address", () => {
  it("is the first value of X-Forwarded-For, an IPv4-mapped address as IPv4, else 'unknown'", () => {
    const of = (value?: string) =>
      clientAddress(new Request(ORIGIN, { headers: value === undefined ? {} : { "X-Forwarded-For": value } }));
    expect(of("203.0.113.1, 10.0.0.1")).toBe("203.0.113.1");
    expect(of("::ffff:203.0.113.1")).toBe("203.0.113.1");
    expect(of("2001:DB8::1")).toBe("2001:db8::1");
    for (const value of [undefined, "", "unknown", "evil.example", "203.0.113.1:8080"]) expect(of(value)).toBe("unknown");
  });

  it("is the socket's on the resource route, whatever X-Forwarded-For the caller sends", async () => {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "203.0.113.8");
    const viaRoute = (spoofed: string, password: string) =>
      authRoute({
        request: new Request(`${ORIGIN}/connect/token`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": spoofed },
          body: new URLSearchParams({
            grant_type: "password",
            username: "admin-eleve",
            password,
            client_id: "web",
            scope: SCOPE,
          }),
        }),
        context,
        params: {},
      } as unknown as Parameters<typeof authRoute>[0]);
    for (let n = 1; n <= 5; n++) expect((await viaRoute(`198.51.100.${n}`, "errada")).status).toBe(401);
    expect((await viaRoute("198.51.100.99", "Demo@2026")).status).toBe(423);
    expect((await passwordGrantFrom("198.51.100.1", "admin-eleve", "Demo@2026")).status).toBe(200);
    expect((await passwordGrantFrom("203.0.113.8", "admin-eleve", "Demo@2026")).status).toBe(423);
  });

  it("is the person's on the web sign-in", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await webSignInFrom("203.0.113.60", "usuario-labfeelings", "errada")).status).toBe(401);
    }
    expect((await passwordGrantFrom("203.0.113.60", "usuario-labfeelings", "Demo@2026")).status).toBe(423);
    expect((await passwordGrantFrom("203.0.113.61", "usuario-labfeelings", "Demo@2026")).status).toBe(200);
  });

  describe("sent by the auth client", () => {
    let standIn: StandIn;
    beforeAll(async () => {
      standIn = await startStandIn();
    });
    afterAll(() => standIn.close());

    it("goes with the password grant, registration and reset calls", async () => {
      standIn.respond = ({ path }) =>
        path === "/connect/token"
          ? { status: 200, body: { access_token: "a.b.c", expires_in: 60 } }
          : { status: 202, body: { Data: { Message: "ok" } } };
      const client = createAuthClient({ baseUrl: standIn.url, clientAddress: "203.0.113.77" });
      await client.passwordGrant({ username: "ana", password: "x" });
      await client.registrationStart({ email: "a@b.com", organization: "eleve" });
      await client.passwordResetRequest({ email: "a@b.com" });
      expect(standIn.received.map((r) => [r.path, r.headers["x-forwarded-for"]])).toEqual([
        ["/connect/token", "203.0.113.77"],
        ["/api/users/registration/start", "203.0.113.77"],
        ["/api/auth/password-reset/request", "203.0.113.77"],
      ]);
    });
  });
});
