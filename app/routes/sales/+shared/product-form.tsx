/** The form of a catalogue item. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { PRODUCT_KIND_LABELS, PRODUCT_KINDS, productSchema } from "~/modules/sales/product-schemas";

export interface ProductFormValues {
  kind: string;
  code: string;
  name: string;
  unit: string;
  price: string;
}

const KIND_OPTIONS = PRODUCT_KINDS.map((kind) => ({ value: kind, label: PRODUCT_KIND_LABELS[kind] }));

export function ProductForm({
  defaultValue,
  lastResult,
  submitLabel,
  cancelHref,
}: {
  defaultValue: Partial<ProductFormValues>;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(productSchema, {
    lastResult,
    defaultValue,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Tipo" meta={fields.kind} options={KIND_OPTIONS} placeholder="Escolha o tipo" />
        <TextField label="Código" meta={fields.code} autoComplete="off" hint="Único na organização, como CONS-01." />
      </div>
      <TextField label="Nome" meta={fields.name} autoComplete="off" hint="Como o item aparece nas propostas e pedidos." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Unidade" meta={fields.unit} autoComplete="off" hint="un, h, kg, m², sessão…" />
        <TextField
          label="Preço (R$)"
          meta={fields.price}
          autoComplete="off"
          inputMode="text"
          hint="Por unidade, como 1.234,56."
        />
      </div>
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}
