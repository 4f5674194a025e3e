import { afterEach, describe, expect, it, vi } from "vitest";
import { checkedOnce } from "./keys.server";

const nowS = () => Math.floor(Date.now() / 1000);

describe("checkedOnce", () => {
  afterEach(() => vi.useRealTimers());

  it("checks a token once while it is unexpired, and gives the same frozen payload", async () => {
    const check = vi.fn(async (token: string) => ({ exp: nowS() + 60, user: { name: token } }));
    const verified = checkedOnce(check);
    const first = await verified("a");
    expect(await verified("a")).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.user)).toBe(true);
    await verified("b");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("checks again once the payload's exp has passed, and keeps no failure", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T12:00:00Z") });
    let valid = true;
    const check = vi.fn(async () => {
      if (!valid) throw new Error("expired");
      return { exp: nowS() + 60 };
    });
    const verified = checkedOnce(check);
    await verified("t");
    vi.setSystemTime(new Date("2026-11-29T12:01:00Z"));
    valid = false;
    await expect(verified("t")).rejects.toThrow("expired");
    await expect(verified("t")).rejects.toThrow("expired");
    expect(check).toHaveBeenCalledTimes(3);
  });
});
