/**
 * The fluxo de caixa as a chart: entradas and saídas of each period as bars
 * (realizado and previsto stacked), the saldo projetado as a line; a month
 * ("2026-03") is labelled "Mar", a day ("2026-03-05") "05". Its frame keeps
 * a fixed height from the server's HTML on, so the page does not move when
 * the drawing arrives; the drawing (and the chart library) loads only after
 * hydration, so only the pages that draw a chart fetch it. The chart is
 * hidden from screen readers: the same figures are in the page's table.
 * Without JavaScript the frame takes no room.
 */
import { lazy, Suspense } from "react";
import { useInteractive } from "~/components/ui/use-interactive";
import type { CashFlowLine } from "./cash-flow-drawing";

const CashFlowDrawing = lazy(() => import("./cash-flow-drawing"));

export function CashFlowChart({ lines }: { lines: CashFlowLine[] }) {
  const interactive = useInteractive();
  return (
    <div
      aria-hidden="true"
      data-chart="cash-flow"
      className="mb-4 h-72 rounded-xl border border-(--surface-border) bg-(--surface-card) p-3 [@media(scripting:none)]:hidden"
    >
      {interactive ? (
        <Suspense fallback={null}>
          <CashFlowDrawing lines={lines} />
        </Suspense>
      ) : null}
    </div>
  );
}
