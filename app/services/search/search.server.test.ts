/** The candidate pass of the user search: on PostgreSQL a search of long posting lists answers from the smallest sample that holds enough, from every profile otherwise; the same people either way on SQLite. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import { createOrganization } from "../../../tests/support/factories";
import { addSearchMember } from "../../../tests/support/social-rows";
import { findCandidates } from "./search.server";

type Place = "small" | "sixteenth" | "quarter" | "other";

/** A profile id in every sample (ends in 00), in the sixteenth and the quarter (10), in the quarter only (13) or in none (17). */
const profileId = (place: Place) =>
  `${randomUUID().slice(0, -2)}${{ small: "00", sixteenth: "10", quarter: "13", other: "17" }[place]}`;

/** Those outside the samples first, so that a full query, in index order, meets them first. */
async function members(organizationId: string, surname: string, counts: Partial<Record<Place, number>>) {
  for (const place of ["other", "quarter", "sixteenth", "small"] as const)
    for (let i = 0; i < (counts[place] ?? 0); i++)
      await addSearchMember(organizationId, `Pessoa ${surname}`, { profileId: profileId(place) });
}

const inSample = (ids: string[], ending: string) => ids.every((id) => id.endsWith(ending));

describe("findCandidates", () => {
  it("reads a one-term search from the smallest sample that holds more than the limit, else from everyone", async () => {
    const { db, dialect } = await database();
    const { id: tenantId } = await createOrganization("amostra");
    const scope = { tenantId, viewerId: randomUUID() };
    await members(tenantId, "Quaresma", { small: 4, sixteenth: 2, other: 6 });
    await members(tenantId, "Valadares", { small: 1, sixteenth: 3, other: 6 });
    await members(tenantId, "Moura", { small: 1, quarter: 4, other: 6 });
    await members(tenantId, "Teixeira", { small: 1, sixteenth: 1, other: 6 });
    const ids = async (term: string, limit: number) =>
      (await findCandidates(db, dialect, scope, [term], { limit })).map((row) => row.id);

    const small = await ids("quaresma", 3);
    expect(small).toHaveLength(4);
    if (dialect === "postgres") expect(inSample(small, "00")).toBe(true);

    const sixteenth = await ids("valadares", 3);
    expect(sixteenth).toHaveLength(4);
    if (dialect === "postgres") expect(inSample(sixteenth, "0")).toBe(true);

    const quarter = await ids("moura", 3);
    expect(quarter).toHaveLength(4);
    if (dialect === "postgres") expect(quarter.some((id) => id.endsWith("7"))).toBe(false);

    const everyone = await ids("teixeira", 3);
    expect(everyone).toHaveLength(4);
    expect(everyone.some((id) => id.endsWith("7"))).toBe(true);

    expect(await ids("valadares", 50)).toHaveLength(10);
  });

  it("does not ask a larger sample when the smallest predicts it holds too few", async () => {
    const { db, dialect } = await database();
    const { id: tenantId } = await createOrganization("amostra");
    const scope = { tenantId, viewerId: randomUUID() };
    // 4 in the sixteenth would answer a limit of 3, but none in the smallest predicts none in any.
    await members(tenantId, "Quaresma", { sixteenth: 4, other: 6 });
    const found = await findCandidates(db, dialect, scope, ["quaresma"], { limit: 3 });
    expect(found).toHaveLength(4);
    expect(found.some((row) => row.id.endsWith("7"))).toBe(true);
  });

  it("asks the samples for two terms when one has one or two letters or a correction, else every profile, in index order", async () => {
    const { db, dialect } = await database();
    const { id: tenantId } = await createOrganization("amostra");
    const scope = { tenantId, viewerId: randomUUID() };
    await members(tenantId, "Quaresma", { small: 1, sixteenth: 3, other: 6 });
    const short = (await findCandidates(db, dialect, scope, ["pessoa", "qu"], { limit: 3 })).map((row) => row.id);
    expect(short).toHaveLength(4);
    if (dialect === "postgres") expect(inSample(short, "0")).toBe(true);
    const corrections = new Map([["quaresmo", ["quaresma"]]]);
    const corrected = (await findCandidates(db, dialect, scope, ["pessoa", "quaresmo"], { limit: 3, corrections })).map(
      (row) => row.id,
    );
    expect(corrected).toHaveLength(4);
    if (dialect === "postgres") expect(inSample(corrected, "0")).toBe(true);
    const long = await findCandidates(db, dialect, scope, ["pessoa", "quaresma"], { limit: 3 });
    expect(long).toHaveLength(4);
    expect(long.some((row) => row.id.endsWith("7"))).toBe(true);
  });
});
