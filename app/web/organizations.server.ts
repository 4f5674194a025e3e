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
