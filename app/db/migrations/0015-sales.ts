import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function sales(dialect: Dialect) {
  const { uuid, time, cents } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  const sortText = dialect === "postgres" ? sql`text collate "C"` : "text";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("sales_products")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort_name", sortText, (c) => c.notNull())
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("price_cents", cents, (c) => c.notNull())
        .addColumn("archived_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addCheckConstraint("sales_products_price", sql`price_cents >= 0`)
        .execute();
      await db.schema
        .createIndex("sales_products_code_idx")
        .on("sales_products")
        .columns(["organization_id", "code"])
        .unique()
        .execute();
      await db.schema
        .createIndex("sales_products_sort_idx")
        .on("sales_products")
        .columns(["organization_id", "sort_name"])
        .execute();

      await db.schema
        .createTable("sales_document_numbers")
        .addColumn("organization_id", uuid, organization)
        .addColumn("series", "text", (c) => c.notNull())
        .addColumn("last_number", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("sales_document_numbers_pk", ["organization_id", "series"])
        .execute();

      await db.schema
        .createTable("sales")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("proposal_number", "integer")
        .addColumn("order_number", "integer")
        .addColumn("contact_id", uuid, (c) => c.notNull().references("contacts.id"))
        .addColumn("seller_id", uuid, (c) => c.references("users.id"))
        .addColumn("sale_date", "text", (c) => c.notNull())
        .addColumn("expected_invoice_date", "text")
        .addColumn("payment_terms", "text", (c) => c.notNull())
        .addColumn("installment_count", "integer", (c) => c.notNull())
        .addColumn("interval_days", "integer", (c) => c.notNull())
        .addColumn("category_id", uuid, (c) => c.references("finance_categories.id"))
        .addColumn("account_id", uuid, (c) => c.references("finance_accounts.id"))
        .addColumn("items_cents", cents, (c) => c.notNull())
        .addColumn("discount_kind", "text")
        .addColumn("discount_value", cents)
        .addColumn("discount_cents", cents, (c) => c.notNull())
        .addColumn("freight_cents", cents, (c) => c.notNull())
        .addColumn("total_cents", cents, (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("sent_at", time)
        .addColumn("approved_at", time)
        .addColumn("invoiced_on", "text")
        .addColumn("invoiced_at", time)
        .addColumn("cancelled_at", time)
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addCheckConstraint(
          "sales_amounts",
          sql`items_cents >= 0 and discount_cents >= 0 and freight_cents >= 0 and total_cents = items_cents - discount_cents + freight_cents and total_cents >= 0`,
        )
        .execute();
      for (const [name, columns] of [
        ["sales_date_idx", ["organization_id", "sale_date", "id"]],
        ["sales_status_idx", ["organization_id", "status", "sale_date"]],
        ["sales_contact_idx", ["organization_id", "contact_id", "sale_date"]],
        ["sales_seller_idx", ["organization_id", "seller_id", "sale_date"]],
      ] as const)
        await db.schema
          .createIndex(name)
          .on("sales")
          .columns([...columns])
          .execute();
      for (const column of ["proposal_number", "order_number"])
        await db.schema
          .createIndex(`sales_${column}_idx`)
          .on("sales")
          .columns(["organization_id", column])
          .unique()
          .where(sql.ref(column), "is not", null)
          .execute();

      await db.schema
        .createTable("sale_items")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("sale_id", uuid, (c) => c.notNull().references("sales.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("product_id", uuid, (c) => c.references("sales_products.id"))
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("quantity_milli", cents, (c) => c.notNull())
        .addColumn("unit_price_cents", cents, (c) => c.notNull())
        .addColumn("discount_kind", "text")
        .addColumn("discount_value", cents)
        .addColumn("gross_cents", cents, (c) => c.notNull())
        .addColumn("discount_cents", cents, (c) => c.notNull())
        .addColumn("total_cents", cents, (c) => c.notNull())
        .addCheckConstraint(
          "sale_items_amounts",
          sql`quantity_milli > 0 and unit_price_cents >= 0 and discount_cents >= 0 and total_cents = gross_cents - discount_cents and total_cents >= 0`,
        )
        .execute();
      await db.schema.createIndex("sale_items_sale_idx").on("sale_items").columns(["sale_id", "position"]).unique().execute();
      await db.schema.createIndex("sale_items_product_idx").on("sale_items").columns(["organization_id", "product_id"]).execute();

      await db.schema
        .createTable("sale_receivables")
        .addColumn("entry_id", uuid, (c) => c.primaryKey().references("finance_entries.id"))
        .addColumn("organization_id", uuid, organization)
        .addColumn("sale_id", uuid, (c) => c.notNull().references("sales.id"))
        .addColumn("installment", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("sale_receivables_sale_idx")
        .on("sale_receivables")
        .columns(["organization_id", "sale_id", "installment"])
        .execute();
    },
  };
}
