/**
 * A live stream ends with its session (docs/decisions/0024 "Ending"): at
 * once, with no event needed, when the auth service ends it (sign-out, a
 * block, a disable, a role change, a removal, through the endpoints the
 * pages and the APIs call); and an event published after a session ended
 * where this process did not hear of it is not sent (the check before
 * each event).
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { database } from "~/db/db.server";
import { appHub } from "~/modules/events/channel.server";
import { publishEvent } from "~/modules/events/publish.server";
import { eventStream } from "~/modules/events/stream.server";
import { answer, serviceRequest, TEST_PASSWORD } from "../../tests/support/administration";
import { accessTokenFor } from "../../tests/support/auth-requests";
import { markers, readFrames } from "../../tests/support/event-streams";
import { createOrganization, createUser } from "../../tests/support/factories";
import { liveStream, sessionCheck } from "./live-stream.server";

const controllers: AbortController[] = [];
afterAll(() => controllers.forEach((controller) => controller.abort()));

/** A new organization with an Administrator and a Usuario who can sign in, and a token of each. */
async function organizationWithMember() {
  const { id: organizationId } = await createOrganization("live");
  const person = (role: string) =>
    createUser({ password: TEST_PASSWORD, memberships: [{ organizationId, role, primary: true }] });
  const [admin, member] = await Promise.all([person("Administrator"), person("Usuario")]);
  return {
    organizationId,
    member,
    caller: { token: await accessTokenFor(admin.username, TEST_PASSWORD), tenant: organizationId },
    memberToken: await accessTokenFor(member.username, TEST_PASSWORD),
  };
}

function openStream(accessToken: string, userId: string, organizationId: string) {
  const controller = new AbortController();
  controllers.push(controller);
  return liveStream({
    accessToken,
    userId,
    organizationId,
    topics: new Set(["crm"]),
    lastEventId: null,
    signal: controller.signal,
  });
}

const publish = async (organizationId: string, marker: string) =>
  publishEvent((await database()).db, { organizationId, topic: "crm", payload: { kind: "test", marker } });

const upTo = (marker: string) => (frames: Parameters<typeof markers>[0]) => markers(frames).includes(marker);

/** The markers a stream sends until it ends; throws when it is still open after 5 s (its lifetime is 10 minutes). */
const untilItEnds = async (stream: Response) => markers(await readFrames(stream, () => false, 5_000));

describe("a live stream and its session", () => {
  it("ends at once at the sign-out of its session; the person's other session goes on", async () => {
    const { organizationId, member, memberToken } = await organizationWithMember();
    const otherToken = await accessTokenFor(member.username, TEST_PASSWORD);
    const signedOut = await openStream(memberToken, member.id, organizationId);
    const other = await openStream(otherToken, member.id, organizationId);
    await publish(organizationId, "antes");
    expect(markers(await readFrames(signedOut, upTo("antes")))).toEqual(["antes"]);

    await createAuthClient().revokeToken(memberToken);
    expect(await untilItEnds(signedOut)).toEqual([]);
    await publish(organizationId, "depois");
    expect(markers(await readFrames(other, upTo("depois")))).toEqual(["antes", "depois"]);
  });

  it.each([
    ["a block", "PATCH", { status: "blocked" }],
    ["a disable", "PATCH", { status: "disabled" }],
    ["a role change", "PATCH", { role: "Administrator" }],
    ["a removal from the organization", "DELETE", undefined],
  ])("ends at once at %s by an administrator", async (_, method, body) => {
    const { organizationId, member, caller, memberToken } = await organizationWithMember();
    const stream = await openStream(memberToken, member.id, organizationId);
    await publish(organizationId, "antes");
    expect(markers(await readFrames(stream, upTo("antes")))).toEqual(["antes"]);

    expect((await answer(await serviceRequest(method, `/api/members/${member.id}`, { caller, body }))).status).toBe(200);
    expect(await untilItEnds(stream)).toEqual([]);
  });

  it.each([
    ["its token was revoked", "issued_tokens"],
    ["its membership was blocked", "blocked"],
    ["its role changed", "role"],
  ] as const)("sends no event once %s where this process did not hear of it", async (_, change) => {
    const { organizationId, member, memberToken } = await organizationWithMember();
    const controller = new AbortController();
    controllers.push(controller);
    const stream = eventStream({
      hub: await appHub(),
      filter: { organizationId, userId: member.id, topics: new Set(["crm"]) },
      lastEventId: null,
      signal: controller.signal,
      // No grant id and a check before every event: only the check can stop it.
      grantId: null,
      stillValid: sessionCheck(memberToken, member.id, organizationId),
      checkEveryMs: 0,
    });
    await publish(organizationId, "antes");
    expect(markers(await readFrames(stream, upTo("antes")))).toEqual(["antes"]);

    const { db } = await database();
    const membership = db
      .updateTable("memberships")
      .where("organization_id", "=", organizationId)
      .where("user_id", "=", member.id);
    if (change === "issued_tokens") {
      await db
        .updateTable("issued_tokens")
        .set({ revoked_at: new Date().toISOString() })
        .where("user_id", "=", member.id)
        .execute();
    } else if (change === "blocked") {
      await membership.set({ status: "blocked" }).execute();
    } else {
      await membership.set({ role: "Administrator" }).execute();
    }
    await publish(organizationId, "depois");
    expect(await untilItEnds(stream)).toEqual([]);
  });
});
