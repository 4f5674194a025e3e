/** The report of the statement import the page follows (`?importado=`). */
import { FormAlert } from "~/components/ui/form-alert";
import { formatDate, formatNumber } from "~/config/format";
import type { StatementImportReport } from "~/modules/finance/statements/report.server";

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export function ImportNotice({ report }: { report: StatementImportReport }) {
  const period = report.firstDate && report.lastDate ? ` (${formatDate(report.firstDate)} a ${formatDate(report.lastDate)})` : "";
  const summary =
    `Extrato ${report.fileName} importado em ${report.accountName}${period}: ` +
    `${count(report.newCount, "linha nova", "linhas novas")}, ` +
    `${count(report.duplicateCount, "já importada", "já importadas")}, ` +
    `${count(report.rejectedCount, "recusada", "recusadas")}.`;
  return (
    <div className="mb-4 space-y-2">
      <FormAlert tone="success" message={summary} />
      {report.rejections.length > 0 ? (
        <details className="rounded-md border border-(--surface-border) p-3 text-sm">
          <summary className="cursor-pointer font-medium">Linhas recusadas</summary>
          <ul className="mt-2 space-y-1">
            {report.rejections.map((rejection) => (
              <li key={rejection.line}>
                Linha {rejection.line}: {rejection.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
