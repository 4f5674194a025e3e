import { afterEach, describe, expect, it, vi } from "vitest";
import { afterResponseSettled, runAfterResponse } from "./after-response.server";

afterEach(() => vi.restoreAllMocks());

describe("work after the answer", () => {
  it("starts after the caller has gone on, and settles with the work it queues", async () => {
    const order: string[] = [];
    runAfterResponse("first", async () => {
      order.push("first");
      runAfterResponse("second", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push("second");
      });
    });
    order.push("answer");
    await afterResponseSettled();
    expect(order).toEqual(["answer", "first", "second"]);
  });

  it("logs a failure with its label instead of throwing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    runAfterResponse("e-mail de teste", async () => {
      throw new Error("SMTP fora do ar");
    });
    await expect(afterResponseSettled()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("e-mail de teste"),
      expect.objectContaining({ message: "SMTP fora do ar" }),
    );
  });
});
