/** "Copiar o orçamento de <ano anterior>": the increase and, when the year has a budget, the confirmation that it is replaced. */
import { getFormProps, getInputProps, type useForm, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import type { z } from "~/config/zod";
import { Button } from "../ui/button";
import { FieldError } from "../ui/field";
import { PlainTextField } from "../ui/plain-field";
import { useSchemaForm } from "../ui/use-schema-form";

/** The copy form's description from its module: schema (of a year, and whether it has a budget to replace) and the longest increase text. */
export interface BudgetCopyFormSpec {
  schema: (year: { year: number; replaces: boolean }) => z.ZodType<unknown, { percentual?: unknown; confirmado?: unknown }>;
  maxPercentText: number;
}

type CopyForm = ReturnType<typeof useForm<{ percentual?: unknown; confirmado?: unknown }, unknown>>;

/** The copy form's Conform form; `replaces` is whether `year` has a budget already (the confirmation is then asked). */
export function useBudgetCopyForm(
  spec: BudgetCopyFormSpec,
  { year, replaces }: { year: number; replaces: boolean },
  lastResult: SubmissionResult<string[]> | undefined,
): CopyForm {
  const schema = useMemo(() => spec.schema({ year, replaces }), [spec, year, replaces]);
  return useSchemaForm(schema, {
    id: "copiar-orcamento",
    lastResult,
  });
}

export function BudgetCopyForm({
  year,
  replaces,
  spec,
  form: [form, fields],
}: {
  year: number;
  replaces: boolean;
  spec: BudgetCopyFormSpec;
  form: CopyForm;
}) {
  const { percentual, confirmado } = fields;
  // The shared field names the error itself.
  const {
    "aria-invalid": _invalid,
    "aria-describedby": _describedBy,
    ...percentInput
  } = getInputProps(percentual, {
    type: "text",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
    >
      <h2 className="w-full text-base font-semibold">Copiar o orçamento de {year - 1}</h2>
      <div className="w-48">
        <PlainTextField
          {...percentInput}
          key={percentual.key}
          id={percentual.id}
          name={percentual.name}
          label="Aumento (%)"
          inputMode="decimal"
          maxLength={spec.maxPercentText}
          placeholder="0"
          error={percentual.errors?.[0]}
        />
      </div>
      {replaces ? (
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm">
            <input {...getInputProps(confirmado, { type: "checkbox", value: "sim" })} key={confirmado.key} />
            Substituir o orçamento de {year}
          </label>
          <FieldError meta={confirmado} />
        </div>
      ) : null}
      <Button type="submit" name="intent" value="copiar" variant="secondary">
        Copiar de {year - 1}
      </Button>
    </Form>
  );
}
