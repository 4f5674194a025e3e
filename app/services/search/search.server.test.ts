/** The candidate pass of the user search: on PostgreSQL a search of long posting lists answers from the sample when it holds enough, from every profile otherwise; the same people either way on SQLite. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import { createOrganization } from "../../../tests/support/factories";
import { addSearchMember } from "../../../tests/support/social-rows";
import { findCandidates } from "./search.server";

/** A profile id of the sample (ends in 0) or outside it (ends in 7). */
const profileId = (sampled: boolean) => `${randomUUID().slice(0, -1)}${sampled ? "0" : "7"}`;

async function members(organizationId: string, surname: string, counts: { sampled: number; other: number }) {
  for (let i = 0; i < counts.other; i++)
    await addSearchMember(organizationId, `Pessoa ${surname}`, { profileId: profileId(false) });
  for (let i = 0; i < counts.sampled; i++)
    await addSearchMember(organizationId, `Pessoa ${surname}`, { profileId: profileId(true) });
}

describe("findCandidates", () => {
  it("reads a one-term search from the sample when it holds more than the limit, else from everyone", async () => {
    const { db, dialect } = await database();
    const { id: tenantId } = await createOrganization("amostra");
    const scope = { tenantId, viewerId: randomUUID() };
    await members(tenantId, "Quaresma", { sampled: 4, other: 6 });
    await members(tenantId, "Valadares", { sampled: 2, other: 6 });

    const many = await findCandidates(db, dialect, scope, ["quaresma"], { limit: 3 });
    expect(many).toHaveLength(4);
    if (dialect === "postgres") expect(many.every((row) => row.id.endsWith("0"))).toBe(true);

    const few = await findCandidates(db, dialect, scope, ["valadares"], { limit: 3 });
    expect(few).toHaveLength(4);
    expect(few.some((row) => row.id.endsWith("7"))).toBe(true);

    const all = await findCandidates(db, dialect, scope, ["valadares"], { limit: 50 });
    expect(all).toHaveLength(8);
  });

  it("asks the sample for two terms when one has one or two letters, else every profile, in index order", async () => {
    const { db, dialect } = await database();
    const { id: tenantId } = await createOrganization("amostra");
    const scope = { tenantId, viewerId: randomUUID() };
    await members(tenantId, "Quaresma", { sampled: 4, other: 6 });
    const short = await findCandidates(db, dialect, scope, ["pessoa", "qu"], { limit: 3 });
    expect(short).toHaveLength(4);
    if (dialect === "postgres") expect(short.every((row) => row.id.endsWith("0"))).toBe(true);
    const long = await findCandidates(db, dialect, scope, ["pessoa", "quaresma"], { limit: 3 });
    expect(long).toHaveLength(4);
    expect(long.some((row) => row.id.endsWith("7"))).toBe(true);
  });
});
