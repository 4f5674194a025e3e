import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function social(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  const user = (c: any) => c.notNull().references("users.id").onDelete("cascade");
  const parent = (table: string) => (c: any) => c.notNull().references(`${table}.id`).onDelete("cascade");
  const flag = (c: any) => c.notNull().defaultTo(0);

  async function index(db: Kysely<any>, table: string, name: string, columns: string[], unique = false) {
    let builder = db.schema.createIndex(name).on(table).columns(columns);
    if (unique) builder = builder.unique();
    await builder.execute();
  }

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("wellbeing_checkins")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("user_id", uuid, user)
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("mood", "integer", (c) => c.notNull())
        .addColumn("emotions", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await index(db, "wellbeing_checkins", "wellbeing_checkins_day_idx", ["organization_id", "user_id", "day"], true);
      await index(db, "wellbeing_checkins", "wellbeing_checkins_org_day_idx", ["organization_id", "day"]);

      await db.schema
        .createTable("social_posts")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("author_id", uuid, user)
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("content_warning", "text")
        .addColumn("visibility", "text", (c) => c.notNull())
        .addColumn("reaction_count", "integer", flag)
        .addColumn("comment_count", "integer", flag)
        .addColumn("edited_at", time)
        .addColumn("hidden_at", time)
        .addColumn("hidden_by", uuid, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await index(db, "social_posts", "social_posts_feed_idx", ["organization_id", "created_at", "id"]);
      await index(db, "social_posts", "social_posts_author_idx", ["organization_id", "author_id", "created_at", "id"]);

      await db.schema
        .createTable("social_post_images")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("post_id", uuid, parent("social_posts"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .execute();
      await index(db, "social_post_images", "social_post_images_post_idx", ["post_id", "position"]);

      await db.schema
        .createTable("social_reactions")
        .addColumn("organization_id", uuid, organization)
        .addColumn("post_id", uuid, parent("social_posts"))
        .addColumn("user_id", uuid, user)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("social_reactions_pk", ["post_id", "user_id"])
        .execute();

      await db.schema
        .createTable("social_comments")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("post_id", uuid, parent("social_posts"))
        .addColumn("author_id", uuid, user)
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("edited_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await index(db, "social_comments", "social_comments_post_idx", ["post_id", "created_at", "id"]);

      await db.schema
        .createTable("social_reports")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("post_id", uuid, parent("social_posts"))
        .addColumn("reporter_id", uuid, user)
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("resolved_at", time)
        .addColumn("resolution", "text")
        .addColumn("resolved_by", uuid, (c) => c.references("users.id").onDelete("set null"))
        .execute();
      await index(db, "social_reports", "social_reports_once_idx", ["post_id", "reporter_id"], true);
      await index(db, "social_reports", "social_reports_queue_idx", ["organization_id", "resolved_at", "created_at"]);

      await db.schema
        .createTable("conversations")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("title", "text")
        .addColumn("direct_key", "text")
        .addColumn("created_by", uuid, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("last_message_at", time, (c) => c.notNull())
        .execute();
      await index(db, "conversations", "conversations_direct_idx", ["organization_id", "direct_key"], true);

      await db.schema
        .createTable("conversation_members")
        .addColumn("conversation_id", uuid, parent("conversations"))
        .addColumn("user_id", uuid, user)
        .addColumn("organization_id", uuid, organization)
        .addColumn("joined_at", time, (c) => c.notNull())
        .addColumn("left_at", time)
        .addColumn("muted", "integer", flag)
        .addColumn("unread_count", "integer", flag)
        .addColumn("last_read_at", time)
        .addColumn("last_activity_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("conversation_members_pk", ["conversation_id", "user_id"])
        .execute();
      await index(db, "conversation_members", "conversation_members_list_idx", [
        "organization_id",
        "user_id",
        "last_activity_at",
      ]);

      await db.schema
        .createTable("messages")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("conversation_id", uuid, parent("conversations"))
        .addColumn("sender_id", uuid, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await index(db, "messages", "messages_thread_idx", ["conversation_id", "created_at", "id"]);

      await db.schema
        .createTable("message_images")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("conversation_id", uuid, parent("conversations"))
        .addColumn("message_id", uuid, parent("messages"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("alt", "text", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .execute();
      await index(db, "message_images", "message_images_message_idx", ["message_id", "position"]);

      await db.schema
        .createTable("user_blocks")
        .addColumn("organization_id", uuid, organization)
        .addColumn("blocker_id", uuid, user)
        .addColumn("blocked_id", uuid, user)
        .addColumn("created_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("user_blocks_pk", ["organization_id", "blocker_id", "blocked_id"])
        .execute();
      await index(db, "user_blocks", "user_blocks_blocked_idx", ["organization_id", "blocked_id"]);

      await db.schema
        .createTable("notifications")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("user_id", uuid, user)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("actor_id", uuid, (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("post_id", uuid, (c) => c.references("social_posts.id").onDelete("cascade"))
        .addColumn("comment_id", uuid, (c) => c.references("social_comments.id").onDelete("cascade"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("read_at", time)
        .execute();
      await index(db, "notifications", "notifications_user_idx", ["organization_id", "user_id", "created_at"]);
    },
  };
}
