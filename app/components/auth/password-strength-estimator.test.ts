import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "~/config/password-policy";
import { estimateStrength, levelOf } from "./password-strength-estimator";

describe("password strength hint", () => {
  it("maps zxcvbn's scores strictly: 0-2 fraca, 3 razoável, 4 forte", () => {
    expect([0, 1, 2, 3, 4].map(levelOf)).toEqual(["fraca", "fraca", "fraca", "razoável", "forte"]);
  });

  it("says fraca with the rule when a rule of the policy is broken", () => {
    expect(estimateStrength("curta")).toEqual({ level: "fraca", hint: PASSWORD_MESSAGES.tooShort });
    expect(estimateStrength("        ")).toEqual({ level: "fraca", hint: PASSWORD_MESSAGES.blank });
    expect(estimateStrength("clara.nunes-1", { username: "clara.nunes" })).toEqual({
      level: "fraca",
      hint: PASSWORD_MESSAGES.username,
    });
  });

  it("rates keyboard runs and short words low, long uncommon phrases high", () => {
    expect(estimateStrength("qwertyuiop").level).toBe("fraca");
    expect(estimateStrength("abcdefgh").level).toBe("fraca");
    expect(estimateStrength("cavalo correto bateria grampo")).toEqual({ level: "forte", hint: null });
  });

  it("counts the person's own names as known words", () => {
    expect(estimateStrength("Esmeraldina1998").level).toBe("forte");
    expect(estimateStrength("Esmeraldina1998", { names: ["Esmeraldina", "Souza"] }).level).toBe("fraca");
  });
});
