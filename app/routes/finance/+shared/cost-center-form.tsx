/** The form of a centro de custo. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { costCenterSchema } from "~/modules/finance/reference-schemas";

export function CostCenterForm({
  defaultValue,
  lastResult,
  submitLabel,
  cancelHref,
}: {
  defaultValue: { name?: string };
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(costCenterSchema, {
    lastResult,
    defaultValue,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <TextField
        label="Nome"
        meta={fields.name}
        autoComplete="off"
        hint="Uma filial, um projeto ou uma área, como Loja Centro."
      />
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}
