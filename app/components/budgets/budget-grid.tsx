/** The year's budget grid: a form of twelve money inputs per category and a "Distribuir" per row, checked in the browser with the action's schema. */
import { getFormProps, getInputProps, type useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import { formatDecimal } from "~/config/format";
import type { z } from "~/config/zod";
import { Money } from "../finance/money";
import { HEAD, ReportFrame, ROW_HEAD } from "../finance/reports/report-frame";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field";
import { useSchemaForm } from "../ui/use-schema-form";

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

/** The grid form's description from its module: schema (of the rows drawn), field names, longest amount text. */
export interface BudgetGridFormSpec {
  schema: (categoryIds: readonly string[]) => z.ZodType<unknown, Record<string, unknown>>;
  monthField: (categoryId: string, month: number) => string;
  annualField: (categoryId: string) => string;
  /** The hidden field with the months the row was drawn with, and its text. */
  baseField: (categoryId: string) => string;
  baseText: (months: readonly number[]) => string;
  maxMoneyText: number;
}

type GridForm = ReturnType<typeof useForm<Record<string, unknown>, unknown>>;

/** The grid's Conform form: its fields start from the saved amounts (empty for zero); `lastResult` is the action's refusal. */
export function useBudgetGridForm(
  spec: BudgetGridFormSpec,
  rows: BudgetGridRow[],
  lastResult: SubmissionResult<string[]> | undefined,
): GridForm {
  const schema = useMemo(() => spec.schema(rows.map((row) => row.id)), [spec, rows]);
  const defaultValue = useMemo(
    () =>
      Object.fromEntries(
        rows.flatMap((row) => [
          ...row.months.map((cents, i) => [spec.monthField(row.id, i + 1), cents === 0 ? "" : formatDecimal(cents)]),
          [spec.baseField(row.id), spec.baseText(row.months)],
        ]),
      ),
    [spec, rows],
  );
  return useSchemaForm(schema, {
    id: "orcamento",
    lastResult,
    defaultValue,
  });
}

function MoneyInput({
  meta,
  label,
  maxLength,
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  maxLength: number;
}) {
  return (
    <div>
      <input
        {...getInputProps(meta, { type: "text" })}
        key={meta.key}
        aria-label={label}
        inputMode="decimal"
        autoComplete="off"
        maxLength={maxLength}
        className={INPUT}
      />
      <FieldError meta={meta} className="mt-1 w-28 text-xs" />
    </div>
  );
}

export function BudgetGrid({
  year,
  rows,
  monthNames,
  spec,
  form: [form, fields],
}: {
  year: number;
  rows: BudgetGridRow[];
  monthNames: string[];
  spec: BudgetGridFormSpec;
  form: GridForm;
}) {
  const { monthField, annualField, baseField, maxMoneyText } = spec;
  const kinds = (["receita", "despesa"] as const).filter((kind) => rows.some((row) => row.kind === kind));
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
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
                    <input
                      {...getInputProps(fields[baseField(row.id)]!, { type: "hidden" })}
                      key={fields[baseField(row.id)]!.key}
                    />
                    {row.name}
                    <span className="block text-xs text-(--text-muted)">
                      {row.group}
                      {row.archived ? " · arquivada" : ""}
                    </span>
                  </th>
                  {row.months.map((_, i) => (
                    <td key={i} className="px-1 py-1 align-top">
                      <MoneyInput
                        meta={fields[monthField(row.id, i + 1)]!}
                        label={`${row.name}, ${monthNames[i]} de ${year}`}
                        maxLength={maxMoneyText}
                      />
                    </td>
                  ))}
                  <td className="px-3 py-2 text-right align-top">
                    <Money cents={row.totalCents} />
                  </td>
                  <td className="px-1 py-1 align-top">
                    <div className="flex items-start gap-1">
                      <MoneyInput
                        meta={fields[annualField(row.id)]!}
                        label={`${row.name}, valor anual a distribuir`}
                        maxLength={maxMoneyText}
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
