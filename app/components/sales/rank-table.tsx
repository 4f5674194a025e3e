import { CARD } from "~/components/finance/figures";
import { Money } from "~/components/finance/money";
import { CELL, HEAD, ROW_HEAD } from "~/components/finance/reports/report-frame";

export interface RankRow {
  key: string;
  name: string;
  count: string;
  cents: number;
}

export function RankTable({
  id,
  title,
  countHeader,
  rows,
  empty,
}: {
  id: string;
  title: string;
  countHeader: string;
  rows: RankRow[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-(--text-muted)">{empty}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-(--surface-border)">
              <th scope="col" className={`${HEAD} text-left`}>
                Nome
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {countHeader}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Valor
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-(--surface-border) last:border-0">
                <th scope="row" className={`${ROW_HEAD} whitespace-normal`}>
                  {row.name}
                </th>
                <td className={`${CELL} tabular-nums`}>{row.count}</td>
                <td className={CELL}>
                  <Money cents={row.cents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
