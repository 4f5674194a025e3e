import { describe, expect, it } from "vitest";
import { RECEIPT_MAX_BYTES } from "~/config/receipt-rules";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import * as authService from "~/routes/auth-service";
import * as statementImport from "~/routes/finance/conciliacao/import";
import * as entry from "~/routes/finance/lancamentos/entry";
import * as entryImport from "~/routes/finance/lancamentos/import";
import * as profilesService from "~/routes/profiles-service";
import * as discovery from "~/routes/social/feed/discovery";
import * as storage from "~/routes/storage";
import { routesWith } from "../support/server-build";
import { FORM_BODY_LIMIT, requestLimits } from "~/web/request-kind";

// The route modules that declare a request of their own, and those beside them.
const limitsOf = requestLimits(
  routesWith({
    "routes/finance/lancamentos/entry.tsx": entry,
    "routes/finance/lancamentos/import.tsx": entryImport,
    "routes/finance/conciliacao/import.tsx": statementImport,
    "routes/social/feed/discovery.tsx": discovery,
    "routes/profiles-service.ts": profilesService,
    "routes/auth-service.ts": authService,
    "routes/storage.ts": storage,
  }),
);

const ENTRY = "/financeiro/lancamentos/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e";

describe("a ledger entry's page takes the comprovante upload", () => {
  it.each([ENTRY, `${ENTRY}.data`, `${ENTRY}/`])("%s is an upload page with room for a 10 MB file", (path) => {
    expect(limitsOf(path)).toEqual({ kind: "upload", maxBytes: 2 * RECEIPT_MAX_BYTES });
  });

  it.each(["/financeiro/lancamentos/importar", "/financeiro/lancamentos/importar.data"])(
    "%s (the spreadsheet import) is an upload page with room for a 10 MB body",
    (path) => {
      expect(limitsOf(path)).toEqual({ kind: "upload", maxBytes: 2 * TEXT_FILE_MAX_BYTES });
    },
  );

  it.each([
    "/financeiro/lancamentos",
    "/financeiro/lancamentos/novo",
    "/financeiro/lancamentos/importar/modelo",
    "/financeiro/lancamentos/nao-e-um-id",
    `${ENTRY}/comprovantes/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e`,
  ])("%s stays a page of forms only, with the small cap", (path) => {
    expect(limitsOf(path)).toEqual({ kind: "page", maxBytes: FORM_BODY_LIMIT });
  });
});

describe("the statement import takes a file", () => {
  it.each(["/financeiro/conciliacao/importar", "/financeiro/conciliacao/importar.data"])("%s is an upload page", (path) => {
    expect(limitsOf(path).kind).toBe("upload");
    expect(limitsOf(path).maxBytes).toBeGreaterThan(5 * 1024 * 1024);
  });

  it("leaves the reconciliation page to forms", () => {
    expect(limitsOf("/financeiro/conciliacao").kind).toBe("page");
  });
});

describe("the feed's compose form takes up to 4 images", () => {
  it("is an upload page with room for 4 images of 5 MB; a post's page stays forms only", () => {
    expect(limitsOf("/labfeelings/discovery").kind).toBe("upload");
    expect(limitsOf("/labfeelings/discovery.data").kind).toBe("upload");
    expect(limitsOf("/labfeelings/discovery").maxBytes).toBe(21 * 1024 * 1024);
    expect(limitsOf("/labfeelings/discovery/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e").kind).toBe("page");
  });
});

describe("the built-in services and stored files", () => {
  it("are services with a form's cap, but the avatar upload has room for a 5 MB file", () => {
    expect(limitsOf("/connect/token")).toEqual({ kind: "service", maxBytes: FORM_BODY_LIMIT });
    expect(limitsOf("/api/profiles/preferences")).toEqual({ kind: "service", maxBytes: FORM_BODY_LIMIT });
    expect(limitsOf("/api/profiles/with-avatar")).toEqual({ kind: "service", maxBytes: 10 * 1024 * 1024 });
    expect(limitsOf("/storage/avatars/a.webp").kind).toBe("storage");
  });
});
