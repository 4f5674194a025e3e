/**
 * A block holds on every way into a conversation (docs/decisions/0025),
 * replayed over HTTP as the blocked person would try it: the direta they
 * had with the blocker answers 404 to them (reading and sending), while
 * the blocker still reads it without a composer; and a group that would
 * put them together with the blocker (`intent=grupo&pessoa=<blocker>&
 * pessoa=<other>`) is refused with the message and nothing is created.
 */
import { expect, test } from "@playwright/test";
import { decodeJwt } from "jose";
import { accessToken, call, newMember, signIn, uniqueSuffix } from "./support";

test("a blocked person neither reaches the blocker's direta nor puts the blocker in a group", async () => {
  const [blocker, blocked, other] = [await newMember(), await newMember(), await newMember()];
  const [blockerCookie, blockedCookie, otherCookie] = [
    await signIn(blocker.username, blocker.password),
    await signIn(blocked.username, blocked.password),
    await signIn(other.username, other.password),
  ];
  const blockedId = decodeJwt(await accessToken(blocked.username, blocked.password, "eleve")).sub!;

  const started = await call("/conversations/nova", {
    cookie: blockedCookie,
    form: { intent: "direta", pessoa: blocker.username },
  });
  expect(started.status).toBe(302);
  const thread = started.headers.get("location")!;
  expect(thread).toMatch(/^\/conversations\/[0-9a-f-]{36}$/);
  expect((await call(thread, { cookie: blockedCookie })).status).toBe(200);

  const block = await call("/bloqueios", { cookie: blockerCookie, form: { intent: "block", userId: blockedId } });
  expect(block.status).toBe(302);

  expect((await call(thread, { cookie: blockedCookie })).status).toBe(404);
  const message = new FormData();
  message.set("texto", "ainda estou aqui?");
  expect((await call(thread, { cookie: blockedCookie, body: message })).status).toBe(404);
  const seen = await call(thread, { cookie: blockerCookie });
  expect(seen.status).toBe(200);
  const page = await seen.text();
  expect(page).toContain("Não é possível enviar mensagens para esta pessoa.");
  expect(page).not.toContain("ainda estou aqui?");

  const title = `Grupo ${uniqueSuffix()}`;
  const group = await call("/conversations/nova", {
    cookie: blockedCookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams([
      ["intent", "grupo"],
      ["titulo", title],
      ["pessoa", blocker.username],
      ["pessoa", other.username],
    ]),
  });
  expect(group.status).toBe(400);
  expect(await group.text()).toContain("neste grupo: há um bloqueio entre vocês.");
  for (const cookie of [blockerCookie, blockedCookie, otherCookie])
    expect(await (await call("/conversations", { cookie })).text()).not.toContain(title);
});
