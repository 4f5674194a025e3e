/**
 * The demo Conversas on the database the tests run on: every organization
 * has a direta, and a group where three demo people can meet (Eleve), admin-eleve and
 * usuario-eleve start with unread messages, and the kept counts agree
 * with the messages after each member's last reading.
 *
 * @demo-data: the demo conversations themselves.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { listConversations } from "~/modules/conversations/conversations.server";
import { socialCounts } from "~/modules/social/counts.server";

describe("demo conversations", () => {
  it("gives every organization a direta, a group where three people can meet, and unread messages to the eleve demo people only", async () => {
    const database = await db();
    const organizations = await database.selectFrom("organizations").select(["id", "slug"]).execute();
    for (const { id, slug } of organizations) {
      const kinds = await database.selectFrom("conversations").select("kind").where("organization_id", "=", id).execute();
      expect(new Set(kinds.map((row) => row.kind)), slug).toContain("direta");
      if (slug === "eleve") expect(new Set(kinds.map((row) => row.kind))).toContain("grupo");
    }
    const eleve = organizations.find((organization) => organization.slug === "eleve")!;
    for (const username of ["admin-eleve", "usuario-eleve"]) {
      const user = await database.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
      const scope = { organizationId: eleve.id, userId: user.id };
      expect((await socialCounts(scope)).unreadMessages, username).toBeGreaterThan(0);
      const { rows } = await listConversations(scope);
      expect(rows.length, username).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.last !== null)).toBe(true);
    }
    for (const { id, slug } of organizations.filter((organization) => organization.slug !== "eleve")) {
      const row = await database
        .selectFrom("conversation_members")
        .select((eb) => eb.fn.sum<number>("unread_count").as("total"))
        .where("organization_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(Number(row.total), `${slug}: everything read`).toBe(0);
    }
  });

  it("keeps each member's count equal to the others' messages after their last reading", async () => {
    const database = await db();
    const members = await database
      .selectFrom("conversation_members")
      .select(["conversation_id", "user_id", "unread_count", "last_read_at"])
      .execute();
    for (const member of members) {
      const row = await database
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .where("conversation_id", "=", member.conversation_id)
        .where("sender_id", "!=", member.user_id)
        .$if(member.last_read_at !== null, (query) => query.where("created_at", ">", member.last_read_at!))
        .executeTakeFirstOrThrow();
      expect(Number(member.unread_count)).toBe(Number(row.total));
    }
  });
});
