import { describe, expect, it } from "vitest";
import { auditCsv, auditCsvName } from "./log-csv";

describe("audit log CSV", () => {
  it("opens in Brazilian Excel: BOM, ';', CRLF, São Paulo time, formulas defused", () => {
    const file = auditCsv([
      {
        id: "1",
        occurredAt: "2026-03-10T02:30:00.000Z",
        actorId: null,
        actorName: "Ana; Souza",
        action: "member.blocked",
        actionLabel: "Bloqueou",
        targetType: "member",
        targetId: null,
        targetLabel: "=HYPERLINK(1)",
        detail: "",
      },
    ]);
    expect(file.startsWith("\uFEFFData e hora;Pessoa;Ação;Alvo;Detalhes\r\n")).toBe(true);
    expect(file).toContain(`09/03/2026 23:30:00;"Ana; Souza";Bloqueou;'=HYPERLINK(1);\r\n`);
  });

  it("names the file after the period", () => {
    expect(auditCsvName({})).toBe("auditoria.csv");
    expect(auditCsvName({ from: "2026-03-01", to: "2026-03-31" })).toBe("auditoria-2026-03-01-a-2026-03-31.csv");
    expect(auditCsvName({ from: "2026-03-01" })).toBe("auditoria-2026-03-01-a-hoje.csv");
  });
});
