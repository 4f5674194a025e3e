import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newMemberScope } from "../../../tests/support/crm-intake-rows";
import { authenticateApiKey, createApiKey, listApiKeys, revokeApiKey } from "./api-keys.server";

describe("API keys", () => {
  it("shows the key once, stores only its hash, and authenticates it for its organization", async () => {
    const scope = await newMemberScope();
    const { key, summary } = await createApiKey(scope, "Site institucional");
    expect(key).toMatch(/^crm_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(`${summary.prefix}_`)).toBe(true);
    const row = await (await db()).selectFrom("api_keys").selectAll().where("id", "=", summary.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key.slice(summary.prefix.length + 1));

    expect(await authenticateApiKey(key)).toEqual({ organizationId: scope.organizationId, keyId: summary.id });
    const [listed] = await listApiKeys(scope);
    expect(listed).toMatchObject({ name: "Site institucional", prefix: summary.prefix, revokedAt: null });
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it("refuses a wrong secret, a malformed key and a revoked key", async () => {
    const scope = await newMemberScope();
    const { key, summary } = await createApiKey(scope, "Integração");
    const wrong = key.slice(0, -1) + (key.endsWith("A") ? "B" : "A");
    expect(await authenticateApiKey(wrong)).toBeNull();
    expect(await authenticateApiKey("crm_zz")).toBeNull();
    expect(await authenticateApiKey("")).toBeNull();

    expect(await revokeApiKey(scope, summary.id)).toBe(true);
    expect(await authenticateApiKey(key)).toBeNull();
    expect((await listApiKeys(scope))[0]!.revokedAt).not.toBeNull();
  });

  it("keeps organizations apart: another one's key is neither listed nor revocable", async () => {
    const mine = await newMemberScope();
    const theirs = await newMemberScope();
    const { key, summary } = await createApiKey(theirs, "Deles");
    expect(await listApiKeys(mine)).toEqual([]);
    expect(await revokeApiKey(mine, summary.id)).toBe(false);
    expect(await revokeApiKey(mine, "não-é-um-id")).toBe(false);
    expect((await authenticateApiKey(key))?.organizationId).toBe(theirs.organizationId);
  });
});
