/**
 * The member page's posts against a stand-in auth client: a destructive
 * action asks first and calls nothing; a done action calls the service
 * (which records it: tests/contract/administration-audit.test.ts); a
 * refusal (the last administrator) shows the service's message; removal
 * goes back to the list.
 */
import { describe, expect, it } from "vitest";
import { HttpError, type AuthClient } from "~/clients/auth-client.server";
import type { MemberDetail } from "~/contracts/members";
import { memberAction } from "./member-actions.server";
import { memberActionSchema } from "./member-forms";

/** The post's action as the route reads it (null: not one). */
const posted = (fields: Record<string, string>) => memberActionSchema.safeParse(fields).data ?? null;

/** The page's answer to the post (not a removal). */
async function answer(client: AuthClient, fields: Record<string, string>) {
  const done = await memberAction(client, MEMBER.Id, posted(fields));
  if ("removed" in done) throw new Error("unexpected removal");
  return done;
}

const MEMBER: MemberDetail = {
  Id: "7b0c2f7e-6f59-4c55-9d1b-2a1f0e7f3c11",
  Name: "Elias Vidal",
  Username: "elias",
  Email: "elias@example.com",
  Role: "Usuario",
  Status: "active",
  LastLogin: null,
  JoinedAt: "2026-11-01T12:00:00.000Z",
  Locked: false,
  LastAdministrator: false,
};

/** A client whose member is MEMBER; `refuse` makes its changes answer that HttpError. */
function standIn(refuse?: HttpError) {
  const calls: unknown[][] = [];
  const change =
    (name: string, message: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      if (refuse) throw refuse;
      return message;
    };
  const client = {
    getMember: async () => MEMBER,
    updateMember: change("updateMember", "Feito."),
    removeMember: change("removeMember", "Membro removido da organização."),
    unlockMember: change("unlockMember", "Bloqueio temporário removido."),
    sendMemberPasswordReset: change("sendMemberPasswordReset", "Enviamos."),
  } as unknown as AuthClient;
  return { client, calls };
}

describe("the member page's actions", () => {
  it("asks before blocking, then blocks", async () => {
    const { client, calls } = standIn();
    const asked = await answer(client, { intent: "bloquear" });
    expect(asked.body.confirm?.title).toBe("Bloquear Elias Vidal?");
    expect(calls).toEqual([]);

    const done = await answer(client, { intent: "bloquear", confirmado: "sim" });
    expect(done.body).toEqual({ tone: "success", message: "Feito." });
    expect(calls).toEqual([["updateMember", MEMBER.Id, { status: "blocked" }]]);
  });

  it("changes a role, and refuses the role the member has", async () => {
    const { client, calls } = standIn();
    await answer(client, { intent: "papel", role: "Administrator" });
    expect(calls).toEqual([["updateMember", MEMBER.Id, { role: "Administrator" }]]);
    const same = await answer(client, { intent: "papel", role: "Usuario" });
    expect(same.body).toEqual({ tone: "error", message: "O membro já tem esse papel." });
    expect(same.status).toBe(400);
  });

  it("shows the service's refusal", async () => {
    const message = "Não é possível remover o último administrador da organização. Promova outro membro antes.";
    const { client } = standIn(new HttpError(409, { Data: { Message: message } }));
    const refused = await answer(client, { intent: "remover", confirmado: "sim" });
    expect(refused.body).toEqual({ tone: "error", message });
    expect(refused.status).toBe(409);
  });

  it("goes back to the list after removing, and refuses an unknown intent", async () => {
    const { client } = standIn();
    expect(await memberAction(client, MEMBER.Id, posted({ intent: "remover", confirmado: "sim" }))).toEqual({ removed: true });
    const unknown = await answer(client, { intent: "apagar" });
    expect(unknown.status).toBe(400);
  });
});
