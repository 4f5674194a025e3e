/** The report of a spreadsheet that was not imported, and the confirmation that sends the same text back (checked again). */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import type { InvalidLine } from "~/modules/finance/entry-import/validate";
import { IdempotencyField } from "~/web/idempotency";
import { TABLE_BOX } from "~/components/ui/sort-header";

/** The most refused lines the table shows. */
export const REPORT_ROWS = 500;

export interface ImportReportData {
  fileName: string;
  text: string;
  total: number;
  valid: number;
  invalid: InvalidLine[];
  moreInvalid: number;
  ignoredColumns: string[];
  changed: boolean;
  /** Valid lines imported before: left out of the confirmation's import. */
  alreadyImported: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-(--text-muted) uppercase";

export function ImportReport({ report }: { report: ImportReportData }) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirmar";
  const refused = report.total - report.valid;
  const fresh = report.valid - report.alreadyImported;
  return (
    <section aria-labelledby="import-report-title" className="mb-8 space-y-4">
      <h2 id="import-report-title" className="text-lg font-semibold text-(--text-color)">
        Conferência de {report.fileName}
      </h2>
      {report.changed ? (
        <FormAlert tone="error" message="A planilha mudou desde a conferência: confira o relatório de novo antes de importar." />
      ) : null}
      <div role="status" className="rounded-md border border-amber-600/40 px-3 py-2 text-sm text-(--text-color)">
        <p className="font-medium">
          Nada foi importado: {plural(refused, "linha tem problemas", "linhas têm problemas")} e{" "}
          {plural(report.valid, "está válida", "estão válidas")}, de {plural(report.total, "lançamento", "lançamentos")}.
        </p>
        <p>Corrija a planilha e envie de novo{fresh > 0 ? ", ou importe só as linhas válidas" : ""}.</p>
        {report.alreadyImported > 0 ? (
          <p>{plural(report.alreadyImported, "linha já importada fica de fora.", "linhas já importadas ficam de fora.")}</p>
        ) : null}
        {report.ignoredColumns.length > 0 ? <p>Colunas ignoradas: {report.ignoredColumns.join(", ")}.</p> : null}
      </div>
      {fresh > 0 ? (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="texto" value={report.text} />
          <input type="hidden" name="nomeDoArquivo" value={report.fileName} />
          <IdempotencyField />
          <input type="hidden" name="validas" value={report.valid} />
          <Button type="submit" name="intent" value="confirmar" disabled={importing}>
            {importing ? "Importando..." : `Importar ${plural(fresh, "lançamento válido", "lançamentos válidos")}`}
          </Button>
          <span className="text-sm text-(--text-muted)">As linhas com problemas ficam de fora.</span>
        </Form>
      ) : null}
      <div className={TABLE_BOX}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Linhas com problemas</caption>
          <thead className="border-b border-(--surface-border)">
            <tr>
              <th scope="col" className={`${HEAD} w-20`}>
                Linha
              </th>
              <th scope="col" className={HEAD}>
                Problemas
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-(--surface-border)">
            {report.invalid.map((row) => (
              <tr key={row.line}>
                <th scope="row" className="px-3 py-2 text-left align-top font-medium text-(--text-color) tabular-nums">
                  {row.line}
                </th>
                <td className="px-3 py-2 align-top text-(--text-color)">
                  <ul className="space-y-0.5">
                    {row.messages.map((message) => (
                      <li key={message} className="break-words">
                        {message}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.moreInvalid > 0 ? (
        <p className="text-sm text-(--text-muted)">
          E mais {plural(report.moreInvalid, "linha com problemas", "linhas com problemas")} depois destas.
        </p>
      ) : null}
    </section>
  );
}
