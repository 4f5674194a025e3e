import { describe, expect, it } from "vitest";
import { doneMessage, doneParams, importDoneParams, readBulk } from "./bulk";

const ID = "0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e";
const form = (entries: Array<[string, string]>) => {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return body;
};

describe("readBulk", () => {
  it("reads the intent, the checked ids once each, and the confirmation", () => {
    expect(
      readBulk(
        form([
          ["intent", "baixa"],
          ["id", ID],
          ["id", ID],
          ["confirmado", "sim"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: { intent: "baixa", ids: [ID], confirmed: "sim" },
    });
    expect(
      readBulk(
        form([
          ["intent", "excluir"],
          ["id", ID],
        ]),
      ),
    ).toEqual({ ok: true, value: { intent: "excluir", ids: [ID] } });
  });

  it("says what is wrong: nothing checked, an id that is not one, an unknown intent", () => {
    expect(readBulk(form([["intent", "baixa"]]))).toEqual({ ok: false, message: "Marque pelo menos um lançamento." });
    expect(
      readBulk(
        form([
          ["intent", "baixa"],
          ["id", "1 or 1=1"],
        ]),
      ),
    ).toEqual({
      ok: false,
      message: "Um dos lançamentos marcados não existe.",
    });
    expect(
      readBulk(
        form([
          ["intent", "apagar"],
          ["id", ID],
        ]),
      ),
    ).toEqual({ ok: false, message: "Escolha dar baixa ou excluir." });
  });
});

describe("doneMessage", () => {
  const message = (params: Record<string, string>) => doneMessage(new URLSearchParams(params));

  it("tells what the last bulk action did, in the singular and the plural", () => {
    expect(message(doneParams("baixa", 1))).toBe("Baixa registrada em 1 lançamento.");
    expect(message(doneParams("baixa", 3))).toBe("Baixa registrada em 3 lançamentos.");
    expect(message(doneParams("baixa", 0))).toBe("Nenhum lançamento em aberto entre os marcados: nada mudou.");
    expect(message(doneParams("excluir", 2))).toBe("2 lançamentos excluídos.");
  });

  it("tells how many marked entries were left because they have baixas, and what to do", () => {
    expect(message(doneParams("excluir", 2, { settled: 1 }))).toBe(
      "2 lançamentos excluídos. 1 tem baixas e ficou: estorne-as antes de excluir.",
    );
    expect(message(doneParams("excluir", 0, { settled: 3 }))).toBe(
      "0 lançamentos excluídos. 3 têm baixas e ficaram: estorne-as antes de excluir.",
    );
    expect(message(doneParams("excluir", 1, { settled: 0 }))).toBe("1 lançamento excluído.");
    expect(message({ ...doneParams("excluir", 1), mantidos: "-1" })).toBeNull();
  });

  it("tells how many marked entries were left because a sale generated them, and where to change them", () => {
    expect(message(doneParams("excluir", 1, { owned: 1 }))).toBe(
      "1 lançamento excluído. 1 foi gerado por uma venda e ficou: altere-o pela venda.",
    );
    expect(message(doneParams("excluir", 0, { settled: 1, owned: 3 }))).toBe(
      "0 lançamentos excluídos. 1 tem baixas e ficou: estorne-as antes de excluir. 3 foram gerados por vendas e ficaram: altere-os pela venda.",
    );
    expect(message({ ...doneParams("excluir", 1), vendas: "x" })).toBeNull();
  });

  it("tells how many lines a spreadsheet import wrote, or that it had been imported before", () => {
    expect(message(doneParams("importar", 1))).toBe("1 lançamento importado.");
    expect(message(doneParams("importar", 5000))).toBe("5000 lançamentos importados.");
    expect(message(doneParams("importar", 0))).toBe("Esta planilha já tinha sido importada: nada foi importado de novo.");
    expect(message(importDoneParams(2, 3))).toBe("2 lançamentos importados. 3 linhas já importadas ficaram de fora.");
    expect(message(importDoneParams(0, 1))).toBe("Nenhum lançamento novo: 1 linha já importada ficou de fora.");
    expect(message(importDoneParams(1, 0))).toBe("1 lançamento importado.");
    expect(message(doneParams("excluir", 201))).toBeNull();
  });

  it("shows nothing for parameters that are not its own", () => {
    expect(message({})).toBeNull();
    expect(message({ feito: "tudo", quantos: "3" })).toBeNull();
    expect(message({ feito: "baixa", quantos: "-1" })).toBeNull();
  });
});
