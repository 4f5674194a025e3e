/**
 * A fresh service desk for the CRM's integration tests: an organization of
 * its own (no demo data read) whose acting agent "Ana Lima" is a member,
 * a second member, and a contato with an e-mail address.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { newBooks } from "./ledger-books";

export interface Desk {
  scope: TenantScope;
  /** The other member, "Bruno Souza". */
  colleague: string;
  /** "Padaria São João", with the e-mail `contactEmail`. */
  contact: string;
  contactEmail: string;
}

/** A new organization with two members and a contato that has an e-mail. */
export async function newDesk(): Promise<Desk> {
  const books = await newBooks();
  const database = await db();
  const now = new Date().toISOString();
  const colleague = randomUUID();
  const tag = colleague.slice(0, 8);
  await database
    .insertInto("users")
    .values({
      id: colleague,
      username: `bruno-${tag}`,
      email: `bruno-${tag}@example.com`,
      given_name: "Bruno",
      family_name: "Souza",
      phone: null,
      avatar_url: null,
      is_active: 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const member = (userId: string, role: "Administrator" | "Usuario") => ({
    user_id: userId,
    organization_id: books.scope.organizationId,
    role,
    is_primary: 1 as const,
    created_at: now,
  });
  await database
    .insertInto("memberships")
    .values([member(books.scope.userId, "Administrator"), member(colleague, "Usuario")])
    .execute();
  const contactEmail = `padaria-${tag}@example.com`;
  await database.updateTable("contacts").set({ email: contactEmail }).where("id", "=", books.contact).execute();
  return { scope: books.scope, colleague, contact: books.contact, contactEmail };
}
