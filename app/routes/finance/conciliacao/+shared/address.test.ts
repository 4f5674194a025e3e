import { describe, expect, it } from "vitest";
import { NOTICES, parseAddress, reconciliationHref } from "./address";

const id = "0b6c1e9e-5d7c-4a43-9d4f-3f1f6a3c2b10";

describe("the reconciliation address", () => {
  it("reads the account, tab, page, open form, notice and import; drops what is not valid", () => {
    const read = parseAddress(
      new URLSearchParams(
        `conta=${id}&situacao=ignoradas&pagina=3&criar=${id}&buscar=${id}&q=+Padaria+&aviso=aceita&importado=${id}`,
      ),
    );
    expect(read).toEqual({
      accountId: id,
      tab: "ignoradas",
      page: 3,
      createLineId: id,
      searchLineId: id,
      query: "Padaria",
      notice: NOTICES.aceita,
      importId: id,
    });
    expect(parseAddress(new URLSearchParams("conta=x&situacao=todas&pagina=-1&aviso=<b>&importado=1"))).toEqual({
      accountId: null,
      tab: "pendentes",
      page: 1,
      createLineId: null,
      searchLineId: null,
      query: "",
      notice: null,
      importId: null,
    });
  });

  it("writes only what differs from the defaults", () => {
    expect(reconciliationHref(id)).toBe(`/financeiro/conciliacao?conta=${id}`);
    expect(reconciliationHref(id, { tab: "pendentes", page: 1 })).toBe(`/financeiro/conciliacao?conta=${id}`);
    expect(reconciliationHref(id, { tab: "conciliadas", page: 2, aviso: "desfeita" })).toBe(
      `/financeiro/conciliacao?conta=${id}&situacao=conciliadas&pagina=2&aviso=desfeita`,
    );
    expect(reconciliationHref(id, { buscar: id, q: "150,00" })).toBe(
      `/financeiro/conciliacao?conta=${id}&buscar=${id}&q=150%2C00`,
    );
    expect(reconciliationHref(null)).toBe("/financeiro/conciliacao");
  });
});
