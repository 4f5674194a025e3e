import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function ledger(dialect: Dialect) {
  const { uuid, time, cents } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  const sortText = dialect === "postgres" ? sql`text collate "C"` : "text";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("contacts")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("sort_name", sortText, (c) => c.notNull())
        .addColumn("is_customer", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("is_supplier", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("document", "text")
        .addColumn("email", "text")
        .addColumn("phone", "text")
        .addColumn("archived_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("contacts_organization_sort_idx")
        .on("contacts")
        .columns(["organization_id", "sort_name"])
        .execute();
      await db.schema
        .createIndex("contacts_organization_document_idx")
        .on("contacts")
        .columns(["organization_id", "document"])
        .execute();

      await db.schema
        .createTable("finance_accounts")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("bank_name", "text")
        .addColumn("opening_balance_cents", cents, (c) => c.notNull().defaultTo(0))
        .addColumn("opening_date", "text", (c) => c.notNull())
        .addColumn("archived_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("finance_accounts_organization_idx")
        .on("finance_accounts")
        .columns(["organization_id", "name"])
        .execute();

      await db.schema
        .createTable("finance_categories")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("group_name", "text", (c) => c.notNull())
        .addColumn("archived_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("finance_categories_organization_idx")
        .on("finance_categories")
        .columns(["organization_id", "kind", "group_name", "name"])
        .execute();

      await db.schema
        .createTable("finance_cost_centers")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("archived_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("finance_cost_centers_organization_idx")
        .on("finance_cost_centers")
        .columns(["organization_id", "name"])
        .execute();

      await db.schema
        .createTable("finance_series")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("frequency", "text", (c) => c.notNull())
        .addColumn("occurrences", "integer")
        .addColumn("until_date", "text")
        .addColumn("first_due_date", "text", (c) => c.notNull())
        .addColumn("generated_count", "integer", (c) => c.notNull())
        .addColumn("ended_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("finance_series_open_idx").on("finance_series").columns(["kind", "ended_at"]).execute();

      await db.schema
        .createTable("finance_entries")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("amount_cents", cents, (c) => c.notNull())
        .addColumn("settled_cents", cents, (c) => c.notNull().defaultTo(0))
        .addColumn("account_id", uuid, (c) => c.notNull().references("finance_accounts.id"))
        .addColumn("category_id", uuid, (c) => c.references("finance_categories.id"))
        .addColumn("contact_id", uuid, (c) => c.references("contacts.id"))
        .addColumn("cost_center_id", uuid, (c) => c.references("finance_cost_centers.id"))
        .addColumn("competence_date", "text", (c) => c.notNull())
        .addColumn("due_date", "text", (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("series_id", uuid, (c) => c.references("finance_series.id"))
        .addColumn("series_index", "integer")
        .addColumn("transfer_id", uuid)
        .addColumn("cancelled_at", time)
        .addColumn("deleted_at", time)
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addCheckConstraint(
          "finance_entries_amounts",
          sql`amount_cents > 0 and settled_cents >= 0 and settled_cents <= amount_cents`,
        )
        .execute();
      const live = sql<boolean>`deleted_at is null`;
      const open = sql<boolean>`deleted_at is null and cancelled_at is null and settled_cents < amount_cents`;
      await db.schema
        .createIndex("finance_entries_month_idx")
        .on("finance_entries")
        .columns(["organization_id", "due_date", "id"])
        .where(live)
        .execute();
      await db.schema
        .createIndex("finance_entries_category_idx")
        .on("finance_entries")
        .columns(["organization_id", "category_id", "due_date"])
        .where(live)
        .execute();
      await db.schema
        .createIndex("finance_entries_account_idx")
        .on("finance_entries")
        .columns(["organization_id", "account_id", "due_date"])
        .where(live)
        .execute();
      await db.schema
        .createIndex("finance_entries_contact_idx")
        .on("finance_entries")
        .columns(["organization_id", "contact_id", "due_date"])
        .where(live)
        .execute();
      await db.schema
        .createIndex("finance_entries_open_idx")
        .on("finance_entries")
        .columns(["organization_id", "kind", "due_date"])
        .where(open)
        .execute();
      await db.schema
        .createIndex("finance_entries_series_idx")
        .on("finance_entries")
        .columns(["series_id", "series_index"])
        .unique()
        .execute();
      await db.schema.createIndex("finance_entries_transfer_idx").on("finance_entries").column("transfer_id").execute();

      await db.schema
        .createTable("finance_settlements")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("entry_id", uuid, (c) => c.notNull().references("finance_entries.id"))
        .addColumn("account_id", uuid, (c) => c.notNull().references("finance_accounts.id"))
        .addColumn("settled_on", "text", (c) => c.notNull())
        .addColumn("amount_cents", cents, (c) => c.notNull())
        .addColumn("interest_cents", cents, (c) => c.notNull().defaultTo(0))
        .addColumn("fine_cents", cents, (c) => c.notNull().defaultTo(0))
        .addColumn("discount_cents", cents, (c) => c.notNull().defaultTo(0))
        .addColumn("reversed_at", time)
        .addColumn("reversed_by", uuid)
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addCheckConstraint(
          "finance_settlements_amounts",
          sql`amount_cents > 0 and interest_cents >= 0 and fine_cents >= 0 and discount_cents >= 0`,
        )
        .execute();
      await db.schema
        .createIndex("finance_settlements_entry_idx")
        .on("finance_settlements")
        .columns(["entry_id", "settled_on"])
        .execute();

      await db.schema
        .createTable("finance_account_days")
        .addColumn("organization_id", uuid, organization)
        .addColumn("account_id", uuid, (c) => c.notNull().references("finance_accounts.id"))
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("net_cents", cents, (c) => c.notNull())
        .addPrimaryKeyConstraint("finance_account_days_pk", ["account_id", "day"])
        .execute();
      await db.schema
        .createIndex("finance_account_days_organization_idx")
        .on("finance_account_days")
        .columns(["organization_id", "account_id", "day", "net_cents"])
        .execute();

      await db.schema
        .createTable("finance_attachments")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("entry_id", uuid, (c) => c.notNull().references("finance_entries.id"))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("uploaded_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("finance_attachments_entry_idx").on("finance_attachments").column("entry_id").execute();

      await db.schema
        .createTable("finance_entry_events")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("entry_id", uuid, (c) => c.notNull().references("finance_entries.id"))
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("actor_id", uuid, (c) => c.notNull())
        .addColumn("detail", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("finance_entry_events_entry_idx")
        .on("finance_entry_events")
        .columns(["entry_id", "created_at"])
        .execute();

      await db.schema
        .createTable("finance_submissions")
        .addColumn("organization_id", uuid, organization)
        .addColumn("submission_key", "text", (c) => c.notNull())
        .addColumn("entry_id", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("finance_submissions_pk", ["organization_id", "submission_key"])
        .execute();
    },
  };
}
