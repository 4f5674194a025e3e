/** The form of a categoria. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { DRE_LINE_LABELS, DRE_LINES, DRE_LINES_OF, type DreLine } from "~/modules/finance/dre-lines";
import { CATEGORY_KIND_LABELS, CATEGORY_KINDS, categorySchema } from "~/modules/finance/reference-schemas";

export interface CategoryFormValues {
  name: string;
  kind: string;
  group: string;
  line: string;
}

const KIND_OPTIONS = CATEGORY_KINDS.map((kind) => ({ value: kind, label: CATEGORY_KIND_LABELS[kind] }));
const lineOptions = (lines: readonly DreLine[]) => lines.map((line) => ({ value: line, label: DRE_LINE_LABELS[line] }));

export function CategoryForm({
  defaultValue,
  groups,
  lastResult,
  submitLabel,
  cancelHref,
}: {
  defaultValue: Partial<CategoryFormValues>;
  groups: string[];
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(categorySchema, {
    lastResult,
    defaultValue,
  });
  const kind = fields.kind.value;
  const lines = kind === "receita" || kind === "despesa" ? DRE_LINES_OF[kind] : DRE_LINES;
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Tipo" meta={fields.kind} options={KIND_OPTIONS} placeholder="Receita ou despesa" />
        <SelectField label="Linha da DRE" meta={fields.line} options={lineOptions(lines)} />
      </div>
      <TextField
        label="Grupo"
        meta={fields.group}
        autoComplete="off"
        list="grupos-de-categorias"
        hint="Reúne categorias dentro da linha da DRE, como Despesas administrativas."
      />
      <datalist id="grupos-de-categorias">
        {groups.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
      <TextField label="Nome" meta={fields.name} autoComplete="off" />
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}
