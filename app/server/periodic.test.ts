import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicWork, type PeriodicWork } from "./periodic.server";

const log = pino({ level: "silent" });

/** A job whose runs the test finishes by hand; `signals` are the ones each run was given. */
function manualJob(everyMs: number) {
  const finishes: Array<() => void> = [];
  const signals: AbortSignal[] = [];
  const job = {
    name: "test",
    everyMs,
    run: (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>((resolve) => finishes.push(resolve));
    },
  };
  return { job, finishes, signals, finishLast: () => finishes.at(-1)!() };
}

describe("periodic work", () => {
  let work: PeriodicWork | undefined;
  afterEach(async () => {
    await work?.stop();
    vi.useRealTimers();
  });

  it("runs soon after start, then on its interval, never twice at once", async () => {
    vi.useFakeTimers();
    const { job, signals, finishLast } = manualJob(1000);
    work = startPeriodicWork([job], log, 10);
    expect(signals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(signals).toHaveLength(1);
    // Still running at the first and second ticks: skipped.
    await vi.advanceTimersByTimeAsync(2000);
    expect(signals).toHaveLength(1);
    finishLast();
    await vi.advanceTimersByTimeAsync(1000);
    expect(signals).toHaveLength(2);
    finishLast();
  });

  it("logs a failure and runs again at the next tick", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(log, "error");
    let runs = 0;
    const failing = {
      name: "fails",
      everyMs: 1000,
      run: async () => {
        runs++;
        throw new Error("database gone");
      },
    };
    work = startPeriodicWork([failing], log, 0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(3);
    expect(error).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[0]?.[0]).toMatchObject({ job: "fails", err: expect.objectContaining({ message: "database gone" }) });
  });

  it("stops: the running one's signal aborts, stop waits for it, and nothing runs after", async () => {
    vi.useFakeTimers();
    const { job, signals, finishLast } = manualJob(1000);
    work = startPeriodicWork([job], log, 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(signals).toHaveLength(1);
    let stopped = false;
    const stopping = work.stop().then(() => (stopped = true));
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishLast();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(signals).toHaveLength(1);
  });
});
