import { describe, expect, it } from "vitest";
import { clearFailedAttempts, countFailedAttempts, recordFailedAttempt } from "./login-throttle.server";

describe("login throttle (spec 4, 9)", () => {
  it("counts failures per identifier and client address within 15 minutes", async () => {
    const key = { identifier: "Ana", clientAddress: "10.0.0.1" };
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await recordFailedAttempt(key, old);
    expect(await countFailedAttempts(key)).toBe(0);

    expect(await recordFailedAttempt(key)).toBe(1);
    expect(await recordFailedAttempt({ ...key, identifier: " ana " })).toBe(2);
    expect(await countFailedAttempts({ ...key, clientAddress: "10.0.0.2" })).toBe(0);
    expect(await countFailedAttempts({ ...key, identifier: "bia" })).toBe(0);
  });

  it("clears the pair's failures after a success", async () => {
    const key = { identifier: "carla", clientAddress: "10.0.0.3" };
    await recordFailedAttempt(key);
    await recordFailedAttempt(key);
    await recordFailedAttempt({ ...key, clientAddress: "10.0.0.4" });
    await clearFailedAttempts(key);
    expect(await countFailedAttempts(key)).toBe(0);
    expect(await countFailedAttempts({ ...key, clientAddress: "10.0.0.4" })).toBe(1);
  });
});
