/**
 * A chart of figures the page also shows as a table: bars and lines over
 * labelled points (months, days), amounts in integer centavos. Its frame
 * keeps a fixed height from the server's HTML on, so the page does not
 * move when the drawing arrives; the drawing (and the chart library) loads
 * only after hydration, so only the pages that draw a chart fetch it. The
 * chart is hidden from screen readers, the table carries the figures;
 * without JavaScript the frame takes no room.
 */
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
