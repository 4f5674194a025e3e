import { Link } from "react-router";
import { Money } from "./money";
import { CELL, HEAD, ReportFrame } from "./reports/report-frame";

/** A line of the extrato as the table shows it; `href` opens its lançamento (null once deleted). */
export interface ExtratoLine {
  key: string;
  date: string;
  description: string;
  label: string;
  href: string | null;
  cents: number;
  balanceCents: number;
}

/** A saldo line: "Saldo anterior" or "Saldo final", with its date. */
export interface BalanceLine {
  label: string;
  date: string;
  cents: number;
}

const LEFT = "px-3 py-2 text-left align-top";

function BalanceRow({ line }: { line: BalanceLine }) {
  return (
    <tr className="bg-(--surface-hover) font-semibold">
      <td className={`${LEFT} hidden whitespace-nowrap sm:table-cell`}>{line.date}</td>
      <th scope="row" className={`${LEFT} font-semibold`}>
        {line.label}
        <span className="block text-xs font-normal text-(--text-muted) sm:hidden">{line.date}</span>
      </th>
      <td className={CELL} />
      <td className={CELL}>
        <Money cents={line.cents} />
      </td>
    </tr>
  );
}

/** The extrato's lines with the saldo after each, between its opening and closing saldos (either left out on a middle page). */
export function ExtratoTable({
  caption,
  opening,
  closing,
  lines,
}: {
  caption: string;
  opening: BalanceLine | null;
  closing: BalanceLine | null;
  lines: ExtratoLine[];
}) {
  return (
    <ReportFrame label={caption}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-(--surface-border)">
        <tr>
          <th scope="col" className={`${HEAD} hidden text-left sm:table-cell`}>
            Data
          </th>
          <th scope="col" className={`${HEAD} text-left`}>
            Descrição
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            Valor
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            Saldo
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-(--surface-border) text-(--text-color)">
        {opening ? <BalanceRow line={opening} /> : null}
        {lines.map((line) => (
          <tr key={line.key}>
            <td className={`${LEFT} hidden whitespace-nowrap sm:table-cell`}>{line.date}</td>
            <td className={LEFT}>
              {line.href ? (
                <Link to={line.href} className="font-medium text-(--primary-text) hover:underline">
                  {line.description}
                </Link>
              ) : (
                <span className="font-medium">{line.description}</span>
              )}
              <span className="block text-xs text-(--text-muted)">
                <span className="sm:hidden">{line.date} · </span>
                {line.label}
              </span>
            </td>
            <td className={`${CELL} align-top`}>
              <Money cents={line.cents} />
            </td>
            <td className={`${CELL} align-top`}>
              <Money cents={line.balanceCents} />
            </td>
          </tr>
        ))}
        {closing ? <BalanceRow line={closing} /> : null}
      </tbody>
    </ReportFrame>
  );
}
