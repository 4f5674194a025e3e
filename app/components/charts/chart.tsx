/** The chart library loads only after hydration, in a frame of fixed height so the page does not move; the page's table carries the figures. */
import { lazy, Suspense } from "react";
import { useInteractive } from "~/components/ui/use-interactive";
import type { ChartData } from "./chart-data";

const ChartDrawing = lazy(() => import("./chart-drawing"));

/** `name`: the frame's `data-chart`, for tests and styles; `height`: a Tailwind height class. */
export function Chart({ name, data, height = "h-72" }: { name: string; data: ChartData; height?: string }) {
  const interactive = useInteractive();
  return (
    <div
      aria-hidden="true"
      data-chart={name}
      className={`mb-4 ${height} rounded-xl border border-(--surface-border) bg-(--surface-card) p-3 [@media(scripting:none)]:hidden`}
    >
      {interactive ? (
        <Suspense fallback={null}>
          <ChartDrawing data={data} />
        </Suspense>
      ) : null}
    </div>
  );
}
