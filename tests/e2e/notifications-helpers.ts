/**
 * Shared steps of notifications*.spec.ts and moderation.spec.ts. Every
 * test makes its own members of Eleve (layout-helpers `createMember`) and
 * writes what the feed and conversations would write (a post, a
 * notification, a conversation) straight to the e2e server's database
 * (tests/support/social-rows and the module's `recordNotification`), so
 * these tests need neither page nor touch the demo accounts.
 */
import { expect, type Page } from "@playwright/test";
import type { TenantScope } from "~/modules/tenant-scope";
import { db, scopeOf } from "./database";
import { origin, postForm } from "./helpers";
import { createMember, signInMember, type Member } from "./layout-helpers";
import { signInAs } from "./sessions";

export const eleve = origin("eleve");

/** A member made for the test, with their user id and the scope they act in. */
export interface Person extends Member {
  scope: TenantScope;
  role: "Administrator" | "Usuario";
}

/** A new member of Eleve (Usuario unless told) with a profile named `displayName` and a unique suffix. */
export async function newPerson(displayName: string, role: "Administrator" | "Usuario" = "Usuario"): Promise<Person> {
  const member = await createMember("eleve", role, displayName);
  return { ...member, role, scope: await scopeOf("eleve", member.username) };
}

/** Posts the form a feed card's "Denunciar" posts (postId, reason, returnTo), as a person who clicked it would. */
export const submitReport = (page: Page, postId: string, reason: string, returnTo = "/labfeelings/discovery") =>
  postForm(page, "/labfeelings/denuncias", { postId, reason, returnTo });

/** Where a member lands after signing in: the dashboard for an Administrator, the CRM for a Usuario. */
export const landingOf = (person: Person) => (person.role === "Administrator" ? "/" : "/crm/central-de-atendimento");

/** Signs `person` in, opens their landing page and waits for the hydrated shell. */
export const signInPerson = (page: Page, person: Person) => signInMember(page, eleve, person, landingOf(person));

/** Signs `person` in and opens their landing page, on a page without JavaScript. */
export async function signInWithoutJavaScript(page: Page, person: Person) {
  await signInAs(page, eleve, person.username, person.password);
  await page.goto(`${eleve}${landingOf(person)}`);
  await expect(page).toHaveURL(`${eleve}${landingOf(person)}`);
}

export { db };
