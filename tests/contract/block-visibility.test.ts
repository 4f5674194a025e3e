/**
 * Blocks in the built-in people lists (docs/decisions/0025): the user
 * search (what the search page, the mention suggestions and the
 * conversation people picker read) and the profiles service's member list
 * (/profiles/list) leave out, for each side of a block, the other side;
 * everyone else still finds both.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { blockUser } from "~/modules/social/blocks.server";
import { handleSearchRequest } from "~/services/search/handle.server";
import { dataOf, newAccount, send, userIdOf, type Who } from "../support/profiles-requests";

const people: Record<"blocker" | "blocked" | "bystander", Who> = {} as never;
const usernames: Record<"blocker" | "blocked", string> = {} as never;

function search(who: Who, query: string) {
  return handleSearchRequest(
    new Request(`http://search.test/api/search/users?${new URLSearchParams({ query, perPage: "50" })}`, {
      headers: { Authorization: `Bearer ${who.token}`, "X-TenantId": who.tenantId! },
    }),
  );
}

async function found(who: Who): Promise<string[]> {
  const page = await dataOf(await search(who, "bloqueio"));
  return (page.data as Array<{ displayName: string }>).map((person) => person.displayName).sort();
}

async function listed(who: Who): Promise<string[]> {
  const page = await dataOf(await send(who, "GET", "/members?perPage=50"));
  return (page.data as Array<{ displayName: string }>)
    .map((person) => person.displayName)
    .filter((name) => name.startsWith("Bloqueio"))
    .sort();
}

beforeAll(async () => {
  const names = { blocker: "Bloqueio Alfa", blocked: "Bloqueio Beta", bystander: "Bloqueio Gama" } as const;
  const ids: Record<string, string> = {};
  for (const [role, displayName] of Object.entries(names)) {
    const { name, who } = await newAccount("manager");
    await dataOf(await send(who, "POST", "", { json: { username: name.replaceAll("-", "."), displayName } }), 201);
    people[role as keyof typeof names] = who;
    if (role !== "bystander") usernames[role as keyof typeof usernames] = name.replaceAll("-", ".");
    ids[role] = await userIdOf(name);
  }
  const blocker = { organizationId: people.blocker.tenantId!, userId: ids.blocker! };
  expect(await blockUser(await db(), blocker, ids.blocked!)).toBe(true);
});

describe("a block in the people lists", () => {
  it("the user search finds neither side for the other, and both for anyone else", async () => {
    expect(await found(people.blocked)).toEqual(["Bloqueio Beta", "Bloqueio Gama"]);
    expect(await found(people.blocker)).toEqual(["Bloqueio Alfa", "Bloqueio Gama"]);
    expect(await found(people.bystander)).toEqual(["Bloqueio Alfa", "Bloqueio Beta", "Bloqueio Gama"]);
  });

  it("the member list shows neither side to the other, and both to anyone else", async () => {
    expect(await listed(people.blocked)).toEqual(["Bloqueio Beta", "Bloqueio Gama"]);
    expect(await listed(people.blocker)).toEqual(["Bloqueio Alfa", "Bloqueio Gama"]);
    expect(await listed(people.bystander)).toEqual(["Bloqueio Alfa", "Bloqueio Beta", "Bloqueio Gama"]);
  });

  it("the service's profile answers 404 to the one its owner blocked, as /u/ does, and still shows the blocked one to the blocker", async () => {
    const profileBy = async (who: Who, path: string) => (await send(who, "GET", path)).status;
    expect(await profileBy(people.blocked, `/username/${usernames.blocker}`)).toBe(404);
    expect(await profileBy(people.bystander, `/username/${usernames.blocker}`)).toBe(200);
    expect(await profileBy(people.blocker, `/username/${usernames.blocked}`)).toBe(200);
    const { id } = await dataOf(await send(people.bystander, "GET", `/username/${usernames.blocker}`));
    expect(await profileBy(people.blocked, `/${id}`)).toBe(404);
  });
});
