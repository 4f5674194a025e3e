import { describe, expect, it } from "vitest";
import { RECEIPT_MAX_BYTES } from "~/config/receipt-rules";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file";
import { bodyLimit, FORM_BODY_LIMIT, requestKind } from "./request-kind";

const ENTRY = "/financeiro/lancamentos/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e";

describe("a ledger entry's page takes the comprovante upload", () => {
  it.each([ENTRY, `${ENTRY}.data`, `${ENTRY}/`])("%s is an upload page with room for a 10 MB file", (path) => {
    expect(requestKind(path)).toBe("upload");
    expect(bodyLimit(path)).toBe(2 * RECEIPT_MAX_BYTES);
  });

  it.each(["/financeiro/lancamentos/importar", "/financeiro/lancamentos/importar.data"])(
    "%s (the spreadsheet import) is an upload page with room for a 10 MB body",
    (path) => {
      expect(requestKind(path)).toBe("upload");
      expect(bodyLimit(path)).toBe(2 * TEXT_FILE_MAX_BYTES);
    },
  );

  it.each([
    "/financeiro/lancamentos",
    "/financeiro/lancamentos/novo",
    "/financeiro/lancamentos/importar/modelo",
    "/financeiro/lancamentos/nao-e-um-id",
    `${ENTRY}/comprovantes/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e`,
  ])("%s stays a page of forms only, with the small cap", (path) => {
    expect(requestKind(path)).toBe("page");
    expect(bodyLimit(path)).toBe(FORM_BODY_LIMIT);
  });
});

describe("the statement import takes a file", () => {
  it.each(["/financeiro/conciliacao/importar", "/financeiro/conciliacao/importar.data"])("%s is an upload page", (path) => {
    expect(requestKind(path)).toBe("upload");
    expect(bodyLimit(path)).toBeGreaterThan(5 * 1024 * 1024);
  });

  it("leaves the reconciliation page to forms", () => {
    expect(requestKind("/financeiro/conciliacao")).toBe("page");
  });
});

describe("the feed's compose form takes up to 4 images", () => {
  it("is an upload page with room for 4 images of 5 MB; a post's page stays forms only", () => {
    expect(requestKind("/labfeelings/discovery")).toBe("upload");
    expect(requestKind("/labfeelings/discovery.data")).toBe("upload");
    expect(bodyLimit("/labfeelings/discovery")).toBe(21 * 1024 * 1024);
    expect(requestKind("/labfeelings/discovery/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e")).toBe("page");
  });
});
