/**
 * People are listed as pt-BR readers expect, on both databases: by display
 * name with case and accents folded, so "Márcia", "Mário" and "Mônica"
 * come before "Murilo", and "ana" beside "Ana".
 */
import { describe, expect, it } from "vitest";
import { dataOf, newAccount, send } from "../support/profiles-requests";

describe("GET /api/profiles/members order", () => {
  it("sorts display names with case and accents folded", async () => {
    const names = ["Murilo Teixeira", "mônica Alves", "Mário Souza", "Márcia Lima", "Zélia Prado", "ana Beatriz", "Álvaro Reis"];
    let viewer;
    for (const displayName of names) {
      const { name, who } = await newAccount("manager");
      viewer = who;
      await dataOf(await send(who, "POST", "", { json: { username: name.replaceAll("-", "."), displayName } }), 201);
    }
    const page = await dataOf(await send(viewer!, "GET", "/members?perPage=50"));
    const listed = (page.data as Array<{ displayName: string }>).map((p) => p.displayName).filter((n) => names.includes(n));
    expect(listed).toEqual([
      "Álvaro Reis",
      "ana Beatriz",
      "Márcia Lima",
      "Mário Souza",
      "mônica Alves",
      "Murilo Teixeira",
      "Zélia Prado",
    ]);
  });
});
