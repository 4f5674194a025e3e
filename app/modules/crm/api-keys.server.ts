/** Keys read `crm_<prefix>_<secret>`: the prefix finds the row; only the SHA-256 of the whole key is stored, so a key is shown once and compared in constant time. */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import { recordAudit } from "~/modules/audit/record.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

/** A key as the settings page lists it (never its secret). */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The organization a request's key speaks for. */
export interface ApiCaller {
  organizationId: string;
  keyId: string;
}

const KEY_SHAPE = /^(crm_[0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/** A new key of the organization named `name`, audited (api_key.created) in the same transaction; returns its summary and the whole key, never readable again. */
export async function createApiKey(
  scope: TenantScope,
  name: string,
  now = new Date(),
): Promise<{ key: string; summary: ApiKeySummary }> {
  const database = await db();
  for (;;) {
    const prefix = `crm_${randomBytes(4).toString("hex")}`;
    const key = `${prefix}_${randomBytes(32).toString("base64url")}`;
    const row = {
      id: randomUUID(),
      organization_id: scope.organizationId,
      name,
      prefix,
      secret_hash: hashOf(key),
      created_by: scope.userId,
      created_at: now.toISOString(),
      last_used_at: null,
      revoked_at: null,
    };
    try {
      await database.transaction().execute(async (trx) => {
        await trx.insertInto("api_keys").values(row).execute();
        await recordAudit(
          trx,
          scope,
          { action: "api_key.created", targetType: "api_key", targetId: row.id, targetLabel: name, detail: { prefix } },
          now,
        );
      });
    } catch (error) {
      // Two keys drew the same 32-bit prefix: draw again.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    return {
      key,
      summary: { id: row.id, name, prefix, createdAt: row.created_at, lastUsedAt: null, revokedAt: null },
    };
  }
}

/** The organization's keys, newest first, revoked ones included. */
export async function listApiKeys(scope: TenantScope): Promise<ApiKeySummary[]> {
  const rows = await (
    await db()
  )
    .selectFrom("api_keys")
    .select(["id", "name", "prefix", "created_at", "last_used_at", "revoked_at"])
    .where("organization_id", "=", scope.organizationId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }));
}

/** Revokes the organization's key `id`, audited in the same transaction; false when no such key. Revoking twice keeps the first time and records it once. */
export async function revokeApiKey(scope: TenantScope, id: string, now = new Date()): Promise<boolean> {
  if (!isId(id)) return false;
  const database = await db();
  const found = await database
    .selectFrom("api_keys")
    .select(["id", "name", "prefix"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!found) return false;
  await database.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("api_keys")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) return;
    await recordAudit(
      trx,
      scope,
      {
        action: "api_key.revoked",
        targetType: "api_key",
        targetId: found.id,
        targetLabel: found.name,
        detail: { prefix: found.prefix, from: "válida", to: "revogada" },
      },
      now,
    );
  });
  return true;
}

/** The organization of a key sent by a caller, and its last use recorded; null for anything that is not a valid, unrevoked key. */
export async function authenticateApiKey(key: string, now = new Date()): Promise<ApiCaller | null> {
  const match = KEY_SHAPE.exec(key);
  if (!match) return null;
  const database = await db();
  const row = await database
    .selectFrom("api_keys")
    .select(["id", "organization_id", "secret_hash", "revoked_at"])
    .where("prefix", "=", match[1]!)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return null;
  const given = Buffer.from(hashOf(key), "hex");
  const stored = Buffer.from(row.secret_hash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  await database.updateTable("api_keys").set({ last_used_at: now.toISOString() }).where("id", "=", row.id).execute();
  return { organizationId: row.organization_id, keyId: row.id };
}
