/**
 * An organization's company data, Pix keys and régua de cobrança (docs/decisions/0038); every read and write scoped
 * to the session's organization. Saves are upserts: two at once both succeed, the last wins.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database, PixKeyKind } from "~/db/schema";
import { isUniqueViolation } from "~/db/errors";
import type { TenantScope } from "~/modules/tenant-scope";
import {
  CHARGE_DEFAULTS,
  type ChargeSettings,
  type ChargeSettingsInput,
  type CompanyInput,
  type PixKeyInput,
} from "./company-rules";

type Executor = Kysely<Database> | Transaction<Database>;
type Scope = Pick<TenantScope, "organizationId">;

/** The company as saved (every field null until given) and the organization's own name, the fallback for both names. */
export interface Company extends CompanyInput {
  organizationName: string;
}

/** The name a customer reads: the nome fantasia, else the razão social, else the organization's name. */
export const companyName = (company: Company) => company.tradeName ?? company.legalName ?? company.organizationName;

/** The organization's company data. */
export async function readCompany(scope: Scope, executor?: Executor): Promise<Company> {
  const row = await (executor ?? (await db()))
    .selectFrom("organizations as o")
    .leftJoin("organization_company as c", "c.organization_id", "o.id")
    .select([
      "o.display_name",
      "c.legal_name",
      "c.trade_name",
      "c.cnpj",
      "c.cep",
      "c.street",
      "c.number",
      "c.complement",
      "c.district",
      "c.city",
      "c.state",
      "c.email",
      "c.phone",
    ])
    .where("o.id", "=", scope.organizationId)
    .executeTakeFirstOrThrow();
  return {
    organizationName: row.display_name,
    legalName: row.legal_name,
    tradeName: row.trade_name,
    cnpj: row.cnpj,
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city: row.city,
    state: row.state,
    email: row.email,
    phone: row.phone,
  };
}

/** Saves the company form whole. */
export async function saveCompany(scope: TenantScope, input: CompanyInput, now = new Date()): Promise<void> {
  const values = {
    legal_name: input.legalName,
    trade_name: input.tradeName,
    cnpj: input.cnpj,
    cep: input.cep,
    street: input.street,
    number: input.number,
    complement: input.complement,
    district: input.district,
    city: input.city,
    state: input.state,
    email: input.email,
    phone: input.phone,
    updated_at: now.toISOString(),
  };
  await (
    await db()
  )
    .insertInto("organization_company")
    .values({ organization_id: scope.organizationId, ...values })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(values))
    .execute();
}

/** A Pix key of the organization. */
export interface PixKey {
  id: string;
  kind: PixKeyKind;
  key: string;
  isDefault: boolean;
}

/** The organization's Pix keys, the default first, then by when they were added. */
export async function listPixKeys(scope: Scope, executor?: Executor): Promise<PixKey[]> {
  const rows = await (executor ?? (await db()))
    .selectFrom("finance_pix_keys")
    .select(["id", "kind", "key_value", "is_default"])
    .where("organization_id", "=", scope.organizationId)
    .orderBy("is_default", "desc")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, key: row.key_value, isDefault: row.is_default === 1 }));
}

/** The most keys an organization keeps. */
export const PIX_KEYS_MAX = 20;

/** Adds a key (the default when it is the first); "duplicate" when the organization has it, "full" at PIX_KEYS_MAX. */
export async function addPixKey(
  scope: TenantScope,
  input: PixKeyInput,
  now = new Date(),
): Promise<"added" | "duplicate" | "full"> {
  try {
    return await (await db()).transaction().execute(async (trx) => {
      const existing = await listPixKeys(scope, trx);
      if (existing.some((key) => key.key === input.key)) return "duplicate" as const;
      if (existing.length >= PIX_KEYS_MAX) return "full" as const;
      await trx
        .insertInto("finance_pix_keys")
        .values({
          id: randomUUID(),
          organization_id: scope.organizationId,
          kind: input.kind,
          key_value: input.key,
          is_default: existing.length === 0 ? 1 : 0,
          created_at: now.toISOString(),
        })
        .execute();
      return "added" as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

/** Makes key `id` the default of new charges; false when the organization has no such key. */
export async function setDefaultPixKey(scope: TenantScope, id: string): Promise<boolean> {
  return (await db()).transaction().execute(async (trx) => {
    const key = await trx
      .selectFrom("finance_pix_keys")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!key) return false;
    await trx
      .updateTable("finance_pix_keys")
      .set({ is_default: 0 })
      .where("organization_id", "=", scope.organizationId)
      .where("id", "!=", id)
      .execute();
    await trx.updateTable("finance_pix_keys").set({ is_default: 1 }).where("id", "=", id).execute();
    return true;
  });
}

/** Removes key `id` (charges already sent keep the key they carry); the oldest left becomes the default when it was. */
export async function removePixKey(scope: TenantScope, id: string): Promise<boolean> {
  return (await db()).transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("finance_pix_keys")
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .returning("is_default")
      .executeTakeFirst();
    if (!removed) return false;
    if (removed.is_default === 1) {
      const next = (await listPixKeys(scope, trx))[0];
      if (next) await trx.updateTable("finance_pix_keys").set({ is_default: 1 }).where("id", "=", next.id).execute();
    }
    return true;
  });
}

/** The organization's régua and multa/juros (CHARGE_DEFAULTS until saved). */
export async function readChargeSettings(scope: Scope, executor?: Executor): Promise<ChargeSettings> {
  const row = await (executor ?? (await db()))
    .selectFrom("finance_charge_settings")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .executeTakeFirst();
  if (!row) return { ...CHARGE_DEFAULTS, daysAfter: [...CHARGE_DEFAULTS.daysAfter] };
  return {
    remindersOn: row.reminders_on === 1,
    daysBefore: row.days_before,
    onDueDate: row.on_due_date === 1,
    daysAfter: row.days_after ? row.days_after.split(",").map(Number) : [],
    fineBasisPoints: row.fine_basis_points,
    interestBasisPoints: row.interest_basis_points,
  };
}

/** Saves the régua form whole. */
export async function saveChargeSettings(scope: TenantScope, input: ChargeSettingsInput, now = new Date()): Promise<void> {
  const values = {
    reminders_on: input.remindersOn ? (1 as const) : (0 as const),
    days_before: input.daysBefore,
    on_due_date: input.onDueDate ? (1 as const) : (0 as const),
    days_after: input.daysAfter.join(","),
    fine_basis_points: input.fine,
    interest_basis_points: input.interest,
    updated_at: now.toISOString(),
  };
  await (
    await db()
  )
    .insertInto("finance_charge_settings")
    .values({ organization_id: scope.organizationId, ...values })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(values))
    .execute();
}
