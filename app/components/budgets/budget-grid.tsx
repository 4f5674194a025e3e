import { Form } from "react-router";
import { formatDecimal } from "~/config/format";
import { Money } from "../finance/money";
import { HEAD, ReportFrame, ROW_HEAD } from "../finance/reports/report-frame";
import { Button } from "../ui/button";

/** A category's row: its twelve planned months in centavos, January first. */
export interface BudgetGridRow {
  id: string;
  name: string;
  kind: "receita" | "despesa";
  group: string;
  archived: boolean;
  months: number[];
  totalCents: number;
}

const INPUT =
  "w-28 rounded-md border border-(--surface-border) bg-(--surface-card) px-2 py-1 text-right tabular-nums text-(--text-color) outline-none focus:border-(--focus-ring) focus:ring-2 focus:ring-(--focus-ring)/30 aria-invalid:border-(--danger-color)";

const KIND_TITLES = { receita: "Receitas", despesa: "Despesas" } as const;

function MoneyInput({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const errorId = `${name}-erro`;
  return (
    <div>
      <input
        name={name}
        aria-label={label}
        defaultValue={value}
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={INPUT}
      />
      {error ? (
        <p id={errorId} className="mt-1 w-28 text-xs text-(--danger-color)">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function BudgetGrid({
  year,
  rows,
  monthNames,
  values,
  errors,
  monthField,
  annualField,
}: {
  year: number;
  rows: BudgetGridRow[];
  monthField: (categoryId: string, month: number) => string;
  annualField: (categoryId: string) => string;
  monthNames: string[];
  /** Field → text sent, when the form comes back; else the saved amounts are shown. */
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const shown = (name: string, cents: number) => values?.[name] ?? (cents === 0 ? "" : formatDecimal(cents));
  const kinds = (["receita", "despesa"] as const).filter((kind) => rows.some((row) => row.kind === kind));
  return (
    <Form method="post" className="space-y-4">
      {/* The first submit button is the one Enter presses: saving, never a row's "Distribuir". */}
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="salvar">
          Salvar orçamento
        </Button>
      </div>
      <ReportFrame label={`Orçamento de ${year} por categoria e mês`}>
        <caption className="px-3 py-2 text-left text-sm text-(--text-muted)">
          Orçamento de {year} em reais por categoria e mês. Deixe em branco o mês sem valor.
        </caption>
        <thead className="border-b border-(--surface-border)">
          <tr>
            <th scope="col" className={`${HEAD} text-left`}>
              Categoria
            </th>
            {monthNames.map((name) => (
              <th key={name} scope="col" className={`${HEAD} text-right`}>
                <abbr title={`${name} de ${year}`} className="no-underline">
                  {name.slice(0, 3)}
                </abbr>
              </th>
            ))}
            <th scope="col" className={`${HEAD} text-right`}>
              Total
            </th>
            <th scope="col" className={`${HEAD} text-left`}>
              Valor anual
            </th>
          </tr>
        </thead>
        {kinds.map((kind) => (
          <tbody key={kind} className="divide-y divide-(--surface-border)">
            <tr className="bg-(--surface-hover)/50">
              <th scope="rowgroup" colSpan={15} className={`${ROW_HEAD} font-semibold`}>
                {KIND_TITLES[kind]}
              </th>
            </tr>
            {rows
              .filter((row) => row.kind === kind)
              .map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${ROW_HEAD} align-top`}>
                    {row.name}
                    <span className="block text-xs text-(--text-muted)">
                      {row.group}
                      {row.archived ? " · arquivada" : ""}
                    </span>
                  </th>
                  {row.months.map((cents, i) => (
                    <td key={i} className="px-1 py-1 align-top">
                      <MoneyInput
                        name={monthField(row.id, i + 1)}
                        label={`${row.name}, ${monthNames[i]} de ${year}`}
                        value={shown(monthField(row.id, i + 1), cents)}
                        error={errors?.[monthField(row.id, i + 1)]}
                      />
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right align-top">
                    <Money cents={row.totalCents} />
                  </td>
                  <td className="px-1 py-1 align-top">
                    <div className="flex items-start gap-1">
                      <MoneyInput
                        name={annualField(row.id)}
                        label={`${row.name}, valor anual a distribuir`}
                        value={values?.[annualField(row.id)] ?? ""}
                        error={errors?.[annualField(row.id)]}
                      />
                      <Button type="submit" name="distribuir" value={row.id} variant="secondary" className="px-2 py-1">
                        Distribuir<span className="sr-only"> o valor anual de {row.name}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
          </tbody>
        ))}
      </ReportFrame>
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="salvar">
          Salvar orçamento
        </Button>
      </div>
    </Form>
  );
}
