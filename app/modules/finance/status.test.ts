import { describe, expect, it } from "vitest";
import { STATUS_LABELS, deriveStatus, type StatusFacts } from "./status";

const today = "2026-11-24";
const entry = (facts: Partial<StatusFacts>): StatusFacts => ({
  direction: "saida",
  amountCents: 10000,
  settledCents: 0,
  dueDate: today,
  cancelledAt: null,
  ...facts,
});

describe("deriveStatus", () => {
  it("is em aberto when due today or later and nothing settled", () => {
    expect(deriveStatus(entry({}), today)).toBe("em_aberto");
    expect(deriveStatus(entry({ dueDate: "2026-12-01" }), today)).toBe("em_aberto");
  });

  it("is vencido when due before today and anything is open, partly settled or not", () => {
    expect(deriveStatus(entry({ dueDate: "2026-11-23" }), today)).toBe("vencido");
    expect(deriveStatus(entry({ settledCents: 9999, dueDate: "2026-01-01" }), today)).toBe("vencido");
  });

  it("is parcial when partly settled and due today or later", () => {
    expect(deriveStatus(entry({ settledCents: 1 }), today)).toBe("parcial");
    expect(deriveStatus(entry({ settledCents: 9999, dueDate: "2026-12-01" }), today)).toBe("parcial");
  });

  it("is pago for money out and recebido for money in when fully settled", () => {
    expect(deriveStatus(entry({ settledCents: 10000, dueDate: "2026-01-01" }), today)).toBe("pago");
    expect(deriveStatus(entry({ settledCents: 10000, direction: "entrada" }), today)).toBe("recebido");
  });

  it("is cancelado whatever else holds", () => {
    expect(deriveStatus(entry({ cancelledAt: "2026-11-01T10:00:00Z", settledCents: 10000 }), today)).toBe("cancelado");
    expect(deriveStatus(entry({ cancelledAt: "2026-11-01T10:00:00Z", dueDate: "2020-01-01" }), today)).toBe("cancelado");
  });

  it("has a pt-BR label for each status", () => {
    expect(Object.values(STATUS_LABELS)).toEqual(["Em aberto", "Vencido", "Parcial", "Pago", "Recebido", "Cancelado"]);
  });
});
