import { describe, expect, it } from "vitest";
import { extratoSearch, parseExtratoAddress } from "./period";

const today = "2026-11-28";
const read = (query: string) => parseExtratoAddress(new URLSearchParams(query), today);

describe("the extrato's address", () => {
  it("defaults to the current month, page 1, without notices", () => {
    expect(read("")).toEqual({ address: { from: "2026-11-01", to: "2026-11-30", page: 1 }, notices: [] });
  });

  it("keeps a valid period and page, and one date alone keeps its month", () => {
    expect(read("de=2026-10-05&ate=2026-11-03&pagina=2").address).toEqual({ from: "2026-10-05", to: "2026-11-03", page: 2 });
    expect(read("de=2026-02-10").address).toMatchObject({ from: "2026-02-10", to: "2026-02-28" });
    expect(read("ate=2026-03-10").address).toMatchObject({ from: "2026-03-01", to: "2026-03-10" });
  });

  it("drops what is not a date or lies outside the entry window, swaps reversed dates, with pt-BR notices", () => {
    const bad = read("de=ontem&ate=2026-13-40");
    expect(bad.address).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(bad.notices).toEqual([
      "Data inicial inválida no endereço (use aaaa-mm-dd): a data foi retirada.",
      "Data final inválida no endereço (use aaaa-mm-dd): a data foi retirada.",
    ]);
    const far = read("de=1990-01-01&ate=2099-12-31");
    expect(far.address).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(far.notices).toEqual([
      "Data inicial fora do intervalo aceito (28/11/2016 a 28/11/2031): a data foi retirada.",
      "Data final fora do intervalo aceito (28/11/2016 a 28/11/2031): a data foi retirada.",
    ]);
    const swapped = read("de=2026-11-20&ate=2026-11-02");
    expect(swapped.address).toMatchObject({ from: "2026-11-02", to: "2026-11-20" });
    expect(swapped.notices).toEqual(["A data inicial era posterior à final: as datas foram trocadas."]);
  });

  it("cuts a period longer than a year to a year less a day", () => {
    const long = read("de=2024-03-15&ate=2026-11-28");
    expect(long.address).toMatchObject({ from: "2024-03-15", to: "2025-03-14" });
    expect(long.notices).toEqual(["O extrato mostra até um ano por vez: período de 15/03/2024 a 14/03/2025."]);
    expect(read("de=2025-01-01&ate=2025-12-31").notices).toEqual([]);
  });

  it("reads a bad page as the nearest, and writes the address back", () => {
    expect(read("pagina=-3")).toMatchObject({
      address: { page: 1 },
      notices: ["Página inválida: mostrando a página mais próxima."],
    });
    expect(extratoSearch({ from: "2026-11-01", to: "2026-11-30" })).toBe("?de=2026-11-01&ate=2026-11-30");
    expect(extratoSearch({ from: "2026-11-01", to: "2026-11-30", page: 3 })).toBe("?de=2026-11-01&ate=2026-11-30&pagina=3");
  });
});
