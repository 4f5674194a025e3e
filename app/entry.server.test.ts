import type { EntryContext, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const render = vi.hoisted(() => ({ ends: true, abort: vi.fn() }));

vi.mock("react-dom/server", () => ({
  renderToPipeableStream: (_app: unknown, options: { onShellReady: () => void }) => {
    queueMicrotask(() => options.onShellReady());
    return {
      pipe(body: NodeJS.WritableStream) {
        body.write("<!DOCTYPE html><title>Página</title>");
        if (render.ends) body.end();
      },
      abort: render.abort,
    };
  },
}));

const { default: handleRequest, streamTimeout } = await import("./entry.server");

const routerContext = { isSpaMode: false } as unknown as EntryContext;
const loadContext = { get: () => "nonce" } as unknown as RouterContextProvider;
const page = () => handleRequest(new Request("http://localhost/"), 200, new Headers(), routerContext, loadContext);

describe("the server render's timeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render.abort.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    render.ends = true;
  });

  it("is gone once the page is written, so nothing keeps the request's render alive", async () => {
    const response = await page();
    expect(await response.text()).toContain("<title>Página</title>");
    expect(vi.getTimerCount()).toBe(0);
    expect(render.abort).not.toHaveBeenCalled();
  });

  it("aborts a render that never ends, a second after the stream timeout", async () => {
    render.ends = false;
    await page();
    vi.advanceTimersByTime(streamTimeout + 999);
    expect(render.abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(render.abort).toHaveBeenCalledOnce();
  });
});
