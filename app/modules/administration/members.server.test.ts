import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import { isMember, listMemberProfiles, listMembers, memberIdsByUsername } from "./members.server";

describe("members", () => {
  it("lists the organization's members by name, only the active ones when asked, never another organization's", async () => {
    const [mine, theirs] = [await newScope(), await newScope()];
    const bia = await insertUser(mine, { givenName: "Bia", familyName: "Lima" });
    const ana = await insertUser(mine, { givenName: "Ana", familyName: "Reis" });
    const off = await insertUser(mine, { givenName: "Caio", active: false });
    const outsider = await insertUser(mine, { givenName: "Duda", member: false });
    const other = await insertUser(theirs, { givenName: "Eva" });

    expect(await listMembers(mine)).toEqual([
      { id: ana, name: "Ana Reis" },
      { id: bia, name: "Bia Lima" },
      { id: off, name: "Caio Teste" },
    ]);
    expect((await listMembers(mine, { activeOnly: true })).map((member) => member.id)).toEqual([ana, bia]);

    const database = await db();
    expect(await isMember(database, mine, bia)).toBe(true);
    expect(await isMember(database, mine, other)).toBe(false);
    expect(await isMember(database, mine, outsider)).toBe(false);
    expect(await isMember(database, mine, "x'--")).toBe(false);
  });

  it("leaves memberships blocked or disabled in the organization out of the choices of people", async () => {
    const scope = await newScope();
    const active = await insertUser(scope, { givenName: "Ativa" });
    const blocked = await insertUser(scope, { givenName: "Barrada" });
    const disabled = await insertUser(scope, { givenName: "Desligada" });
    const database = await db();
    for (const [id, status] of [
      [blocked, "blocked"],
      [disabled, "disabled"],
    ] as const) {
      await database
        .updateTable("memberships")
        .set({ status })
        .where("user_id", "=", id)
        .where("organization_id", "=", scope.organizationId)
        .execute();
    }
    expect((await listMembers(scope, { activeOnly: true })).map((member) => member.id)).toEqual([active]);
    expect((await listMembers(scope)).map((member) => member.id)).toEqual([active, blocked, disabled]);
    expect((await listMemberProfiles(scope)).map((member) => member.id)).toEqual([active]);
    const usernames = [active, blocked, disabled].map((id) => `u-${id.slice(0, 8)}`);
    expect([...(await memberIdsByUsername(database, scope, usernames)).values()]).toEqual([active]);
  });
});
