import { describe, expect, it } from "vitest";
import { addRecentUser, cutBio, parseRecentUsers, resultsHeading, shouldSearch } from "./search-rules";

const user = (id: string) => ({ id, username: `u${id}`, displayName: `User ${id}`, avatarUrl: null });

describe("search modal rules (spec 2.5, 4, 5)", () => {
  it("searches from 2 trimmed characters", () => {
    expect(shouldSearch("a")).toBe(false);
    expect(shouldSearch("  a  ")).toBe(false);
    expect(shouldSearch("ab")).toBe(true);
    expect(shouldSearch(" ab ")).toBe(true);
  });

  it("cuts a bio over 60 characters and adds '...'", () => {
    const long = "x".repeat(61);
    expect(cutBio(long)).toBe(`${"x".repeat(60)}...`);
    expect(cutBio("x".repeat(60))).toBe("x".repeat(60));
  });

  it("shows the page in the heading only when there is more than one", () => {
    expect(resultsHeading(7, 1, 1)).toBe("RESULTADOS (7)");
    expect(resultsHeading(25, 2, 3)).toBe("RESULTADOS (25) - Página 2 de 3");
  });

  it("keeps at most 3 recent users, newest first, deduplicated by id", () => {
    let list = addRecentUser([], user("1"));
    list = addRecentUser(list, user("2"));
    list = addRecentUser(list, user("3"));
    list = addRecentUser(list, user("1"));
    expect(list.map((u) => u.id)).toEqual(["1", "3", "2"]);
    expect(addRecentUser(list, user("4")).map((u) => u.id)).toEqual(["4", "1", "3"]);
  });

  it("reads a stored recent list defensively", () => {
    expect(parseRecentUsers(JSON.stringify([user("1"), { id: 2 }, "x"]))).toEqual([user("1")]);
    expect(parseRecentUsers("not json")).toEqual([]);
    expect(parseRecentUsers(null)).toEqual([]);
  });
});
