/** The Mapa on the test database: the organization's members by state and city, unknown locations apart, no one from elsewhere. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import { insertProfile } from "../../../tests/support/social-rows";
import type { TenantScope } from "../tenant-scope";
import { membersMap } from "./map.server";

async function member(scope: TenantScope, name: string, location: string | null, profile = true): Promise<string> {
  const userId = await insertUser(scope, { givenName: name });
  if (!profile) return userId;
  const { username } = await insertProfile(userId, name, { username: `m${randomUUID().slice(0, 8)}`, location });
  return username;
}

describe("members map", () => {
  it("groups the organization's members by state and city, with the unknown apart", async () => {
    const scope = await newScope();
    const other = await newScope();
    const ana = await member(scope, "Ana Souza", "Recife - PE");
    await member(scope, "Bruno Lima", "recife, PE");
    await member(scope, "Carla Dias", "Curitiba/PR");
    await member(scope, "Davi Reis", "Em algum lugar");
    await member(scope, "Eva Melo", null, false);
    await member(other, "Fora Daqui", "Manaus, AM");
    const map = await membersMap(scope);
    expect(map.total).toBe(5);
    expect(map.states.map((state) => [state.uf, state.name, state.count])).toEqual([
      ["PR", "Paraná", 1],
      ["PE", "Pernambuco", 2],
    ]);
    expect(map.states[1]!.cities).toEqual([
      {
        city: "Recife",
        people: [
          { name: "Ana Souza", username: ana },
          { name: "Bruno Lima", username: expect.any(String) },
        ],
      },
    ]);
    expect(map.unknown).toEqual([
      { name: "Davi Reis", username: expect.any(String) },
      { name: "Eva Melo Teste", username: null },
    ]);
    expect(JSON.stringify(map)).not.toContain("Fora Daqui");
  });
});
