import { Link } from "react-router";
import { Money } from "../money";
import { CELL, HEAD, ReportFrame, ROW_HEAD } from "./report-frame";

interface Flow {
  inflowCents: number;
  outflowCents: number;
}

export interface CashFlowTableLine {
  period: string;
  label: string;
  href?: string;
  realized: Flow;
  forecast: Flow;
  balanceCents: number;
}

function FlowCells({ flow }: { flow: Flow }) {
  return (
    <>
      <td className={CELL}>
        <Money cents={flow.inflowCents} />
      </td>
      <td className={CELL}>
        <Money cents={-flow.outflowCents} />
      </td>
      <td className={CELL}>
        <Money cents={flow.inflowCents - flow.outflowCents} />
      </td>
    </>
  );
}

export function CashFlowTable({
  caption,
  periodHeader,
  openingLabel,
  openingCents,
  priorOpenCents,
  lines,
  totals,
  closingCents,
}: {
  caption: string;
  periodHeader: string;
  openingLabel: string;
  openingCents: number;
  priorOpenCents: number;
  lines: CashFlowTableLine[];
  totals: { realized: Flow; forecast: Flow };
  closingCents: number;
}) {
  return (
    <ReportFrame label={caption}>
      <caption className="px-3 py-2 text-left text-sm text-(--text-muted)">{caption}</caption>
      <colgroup>
        <col />
      </colgroup>
      <colgroup span={3} />
      <colgroup span={3} />
      <colgroup>
        <col />
      </colgroup>
      <thead className="border-b border-(--surface-border)">
        <tr>
          <th scope="col" rowSpan={2} className={`${HEAD} text-left`}>
            {periodHeader}
          </th>
          <th scope="colgroup" colSpan={3} className={`${HEAD} text-center`}>
            Realizado
          </th>
          <th scope="colgroup" colSpan={3} className={`${HEAD} text-center`}>
            Previsto
          </th>
          <th scope="col" rowSpan={2} className={`${HEAD} text-right`}>
            Saldo projetado
          </th>
        </tr>
        <tr>
          {["Entradas", "Saídas", "Saldo", "Entradas", "Saídas", "Saldo"].map((label, i) => (
            <th key={i} scope="col" className={`${HEAD} text-right`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-(--surface-border)">
        <tr>
          <th scope="row" className={ROW_HEAD}>
            {openingLabel}
          </th>
          <td colSpan={6} />
          <td className={CELL}>
            <Money cents={openingCents} />
          </td>
        </tr>
        {priorOpenCents !== 0 ? (
          <tr>
            <th scope="row" className={ROW_HEAD}>
              Em aberto vencido antes do período
            </th>
            <td colSpan={5} />
            <td className={CELL}>
              <Money cents={priorOpenCents} />
            </td>
            <td className={CELL}>
              <Money cents={openingCents + priorOpenCents} />
            </td>
          </tr>
        ) : null}
        {lines.map((line) => (
          <tr key={line.period} className="hover:bg-(--surface-hover)">
            <th scope="row" className={ROW_HEAD}>
              {line.href ? (
                <Link to={line.href} className="text-(--primary-text) hover:underline">
                  {line.label}
                </Link>
              ) : (
                line.label
              )}
            </th>
            <FlowCells flow={line.realized} />
            <FlowCells flow={line.forecast} />
            <td className={`${CELL} font-medium`}>
              <Money cents={line.balanceCents} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-(--surface-border) bg-(--surface-hover)/50 font-semibold">
        <tr>
          <th scope="row" className={ROW_HEAD}>
            Total
          </th>
          <FlowCells flow={totals.realized} />
          <FlowCells flow={totals.forecast} />
          <td className={CELL}>
            <Money cents={closingCents} />
          </td>
        </tr>
      </tfoot>
    </ReportFrame>
  );
}
