import { describe, expect, it } from "vitest";
import { bulkChargeParams, chargeNotice } from "./charges";

const noticeOf = (params: Record<string, string>) => chargeNotice(new URLSearchParams(params));

describe("the notice after Enviar cobrança", () => {
  it("says how many went and how many each reason left out, after a bulk send", () => {
    const params = bulkChargeParams(2, [
      { reason: "noEmail" },
      { reason: "charged" },
      { reason: "settled" },
      { reason: "settled" },
    ]);
    expect(noticeOf(params)).toEqual({
      tone: "success",
      message:
        "2 cobranças enviadas por e-mail. 4 ficaram de fora: 1 sem e-mail no contato, 1 já com cobrança enviada, 2 já quitados.",
    });
    expect(noticeOf(bulkChargeParams(0, [{ reason: "noEmail" }]))).toEqual({
      tone: "error",
      message: "Nenhuma cobrança enviada. 1 ficou de fora: 1 sem e-mail no contato.",
    });
    expect(noticeOf(bulkChargeParams(1, []))).toEqual({ tone: "success", message: "Cobrança enviada por e-mail." });
  });

  it("ignores counts that are not ours", () => {
    expect(noticeOf({ cobrancas: "-3", "sem-email": "99999999" })).toBeNull();
    expect(noticeOf({ cobrancas: "abc", quitados: "1.5" })).toBeNull();
  });
});
