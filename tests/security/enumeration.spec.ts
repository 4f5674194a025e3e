/**
 * Account enumeration and lock-out abuse: a real and an unknown account
 * get the same answers (status and body) to repeated wrong passwords, to a
 * registration start and to a reset request; a lock reached from one
 * address never stops the owner at another; and one address is stopped
 * whatever user names it tries. Timing is measured by bench/enumeration.ts.
 */
import { expect, test } from "@playwright/test";
import { call, clientAddress, newMember } from "./support";

const grant = (username: string, password: string, from: string) =>
  call("/connect/token", { origin: null, from, form: { grant_type: "password", username, password, client_id: "web" } });

async function answers(username: string, from: string, tries: number) {
  const seen: string[] = [];
  for (let i = 0; i < tries; i++) {
    const response = await grant(username, "senha-errada-123", from);
    seen.push(`${response.status} ${await response.text()}`);
  }
  return seen;
}

test("a real and an unknown user name get the same answers to wrong passwords", async () => {
  const member = await newMember();
  const real = await answers(member.username, clientAddress(), 7);
  const unknown = await answers(`ninguem-${member.username}`, clientAddress(), 7);
  expect(unknown).toEqual(real);
  expect(real[0]).toMatch(/^401 /);
  expect(real.at(-1)).toMatch(/^423 /);
});

test("a lock reached from one address does not stop the owner at another", { tag: "@sql" }, async () => {
  const member = await newMember();
  await answers(member.username, clientAddress(), 6);
  const owner = await grant(member.username, member.password, clientAddress());
  expect(owner.status).toBe(200);
});

test("one address is stopped whatever user names it tries", { tag: "@sql" }, async () => {
  const from = clientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 120; i++) statuses.push((await grant(`varredura-${i}`, "senha-errada-123", from)).status);
  expect(statuses).toContain(429);
  expect((await grant("admin-eleve", "Demo@2026", clientAddress())).status).toBe(200);
});

test("registration start and reset request answer a registered and a new e-mail alike", async () => {
  const member = await newMember();
  const fresh = `novo.${member.username}@example.com`;
  for (const path of ["/api/users/registration/start", "/api/auth/password-reset/request"]) {
    const known = await call(path, { origin: null, json: { email: member.email, organization: "eleve" } });
    const unknown = await call(path, { origin: null, json: { email: fresh, organization: "eleve" } });
    expect(known.status, path).toBe(unknown.status);
    expect(await known.text(), path).toBe(await unknown.text());
  }
});

test("registration start is limited per e-mail and per address", { tag: "@sql" }, async () => {
  const email = `limite.${Date.now().toString(36)}@example.com`;
  const perEmail: number[] = [];
  for (let i = 0; i < 5; i++) {
    perEmail.push((await call("/api/users/registration/start", { origin: null, json: { email, organization: "eleve" } })).status);
  }
  expect(perEmail.slice(0, 3)).toEqual([202, 202, 202]);
  expect(perEmail.at(-1)).toBe(429);

  const from = clientAddress();
  const perAddress: number[] = [];
  for (let i = 0; i < 60; i++) {
    const json = { email: `end${i}.${Date.now().toString(36)}@example.com`, organization: "eleve" };
    perAddress.push((await call("/api/users/registration/start", { origin: null, from, json })).status);
  }
  expect(perAddress).toContain(429);
});
