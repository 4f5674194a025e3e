/**
 * The organizations table as the web side reads it: the map of slug to id
 * and display name (spec 3). Rows change only by migration or seed, so the
 * list is read once per process.
 */
import { db } from "~/db/db.server";

export interface OrganizationRecord {
  id: string;
  slug: string;
  displayName: string;
}

let cached: Promise<OrganizationRecord[]> | undefined;

export function listOrganizations(): Promise<OrganizationRecord[]> {
  cached ??= db().then((database) =>
    database.selectFrom("organizations").select(["id", "slug", "display_name as displayName"]).orderBy("slug").execute(),
  );
  return cached;
}
