import { describe, expect, it } from "vitest";
import { commitSession, destroySession, getSession, newSession } from "./session.server";

const http = new Request("http://eleve.localhost/profiles");
const https = new Request("https://eleve.example.com/profiles");
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the session cookie", () => {
  it("round-trips its data, which nothing in the cookie shows", async () => {
    const session = newSession();
    session.set("accessToken", "eyJhbGciOiJIUzI1NiJ9.secret.token");
    session.set("organization", "eleve");
    const cookie = cookieOf(await commitSession(session, http));
    expect(cookie.startsWith("__session=")).toBe(true);
    const value = decodeURIComponent(cookie.split("=")[1]!);
    expect(`${value}${Buffer.from(value, "base64").toString("utf8")}`).not.toMatch(/secret|eleve|eyJhbGciOiJIUzI1NiJ9/);

    const read = await getSession(new Request(http, { headers: { Cookie: cookie } }));
    expect(read.get("accessToken")).toBe("eyJhbGciOiJIUzI1NiJ9.secret.token");
    expect(read.get("organization")).toBe("eleve");
  });

  it("reads a tampered or foreign cookie as an empty session", async () => {
    const session = newSession();
    session.set("organization", "eleve");
    const cookie = cookieOf(await commitSession(session, http));
    const [name, value] = cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    expect(decoded.split(".")).toHaveLength(5);
    // One character in the middle of the ciphertext (the last one of a segment may be padding bits only).
    const parts = decoded.split(".");
    const ciphertext = parts[3]!;
    const at = Math.floor(ciphertext.length / 2);
    parts[3] = `${ciphertext.slice(0, at)}${ciphertext[at] === "A" ? "B" : "A"}${ciphertext.slice(at + 1)}`;
    const flipped = parts.join(".");
    for (const forged of [`${name}=${flipped}`, `${name}=${encodeURIComponent('{"organization":"eleve"}')}`, `${name}=lixo`]) {
      const read = await getSession(new Request(http, { headers: { Cookie: forged } }));
      expect(read.get("organization")).toBeUndefined();
    }
  });

  it("is __Host-session and Secure under HTTPS, __session over plain HTTP", async () => {
    const session = newSession();
    session.set("organization", "eleve");
    const secure = await commitSession(session, https);
    expect(secure).toMatch(/^__Host-session=/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).not.toMatch(/Domain=/i);
    expect(await commitSession(session, http)).not.toMatch(/Secure/);
    // An HTTPS request reads only the __Host- cookie.
    const read = await getSession(new Request(https, { headers: { Cookie: cookieOf(await commitSession(session, http)) } }));
    expect(read.get("organization")).toBeUndefined();
    expect(await destroySession(https)).toMatch(/^__Host-session=; Max-Age=0/);
  });
});
