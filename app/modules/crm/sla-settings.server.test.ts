import { describe, expect, it } from "vitest";
import { newMemberScope } from "../../../tests/support/crm-intake-rows";
import { slaSchema } from "./settings-schemas";
import { DEFAULT_SLA, readSlaSettings, saveSlaSettings } from "./sla-settings.server";

describe("SLA settings", () => {
  it("starts from the defaults and keeps what the administrator saved, blank targets as sem prazo", async () => {
    const scope = await newMemberScope();
    expect(await readSlaSettings(scope)).toEqual({ policies: DEFAULT_SLA, defaults: true });

    const form = slaSchema.parse({
      urgente: { firstResponse: "0,5", resolution: "4", businessHours: "on" },
      alta: { firstResponse: "2", resolution: "" },
      media: { firstResponse: "8", resolution: "48" },
      baixa: {},
    });
    await saveSlaSettings(scope, form);
    const { policies, defaults } = await readSlaSettings(scope);
    expect(defaults).toBe(false);
    expect(policies.urgente).toEqual({ firstResponseMinutes: 30, resolutionMinutes: 240, businessHours: true });
    expect(policies.alta).toEqual({ firstResponseMinutes: 120, resolutionMinutes: null, businessHours: false });
    expect(policies.baixa).toEqual({ firstResponseMinutes: null, resolutionMinutes: null, businessHours: false });
  });

  it("refuses hours that are not a positive number, in pt-BR", () => {
    for (const value of ["-1", "0", "abc", "9000"]) {
      const result = slaSchema.safeParse({ alta: { firstResponse: value } });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain("Alta, primeira resposta");
    }
  });

  it("takes saves sent at once (a double submit): the organization keeps one row per priority", async () => {
    const scope = await newMemberScope();
    const forms = ["1", "2", "3", "4", "5", "6"].map((hours) => slaSchema.parse({ alta: { firstResponse: hours } }));
    await Promise.all(forms.map((form) => saveSlaSettings(scope, form)));
    const { policies } = await readSlaSettings(scope);
    expect([60, 120, 180, 240, 300, 360]).toContain(policies.alta.firstResponseMinutes);
    expect(policies.urgente).toEqual({ firstResponseMinutes: null, resolutionMinutes: null, businessHours: false });
  });

  it("keeps organizations apart", async () => {
    const mine = await newMemberScope();
    const theirs = await newMemberScope();
    await saveSlaSettings(theirs, slaSchema.parse({ urgente: { firstResponse: "3" } }));
    expect((await readSlaSettings(mine)).defaults).toBe(true);
  });
});
