/**
 * Cobrança, first part (docs/decisions/0038): each organization's company data (razão social, nome fantasia, CNPJ,
 * address, e-mail, phone), its Pix keys (one marked as the default for charges) and its charge settings (the régua de
 * cobrança's days, multa and juros after the due date). No row of company or settings: not filled in / the defaults.
 */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function companyAndPix(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  return {
    async up(db: Kysely<any>) {
      let company = db.schema
        .createTable("organization_company")
        .addColumn("organization_id", uuid, (c) => organization(c).primaryKey());
      for (const column of [
        "legal_name",
        "trade_name",
        "cnpj",
        "cep",
        "street",
        "number",
        "complement",
        "district",
        "city",
        "state",
      ])
        company = company.addColumn(column, "text");
      await company
        .addColumn("email", "text")
        .addColumn("phone", "text")
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("finance_pix_keys")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("key_value", "text", (c) => c.notNull())
        .addColumn("is_default", "integer", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addUniqueConstraint("finance_pix_keys_value", ["organization_id", "key_value"])
        .execute();

      await db.schema
        .createTable("finance_charge_settings")
        .addColumn("organization_id", uuid, (c) => organization(c).primaryKey())
        .addColumn("reminders_on", "integer", (c) => c.notNull())
        .addColumn("days_before", "integer")
        .addColumn("on_due_date", "integer", (c) => c.notNull())
        .addColumn("days_after", "text", (c) => c.notNull())
        .addColumn("fine_basis_points", "integer", (c) => c.notNull())
        .addColumn("interest_basis_points", "integer", (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
    },
  };
}
