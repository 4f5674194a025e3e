/** What an entry's edit forms share: their Conform setup and the frame. */
import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import type { z } from "~/config/zod";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SubmitRow } from "~/components/ui/form-actions";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm, type SchemaFormOptions } from "~/components/ui/use-schema-form";
import { IdempotencyField } from "~/web/idempotency";

export const EDIT_INTENT = "editar";

/** The Conform form of an edit: `defaultValue` holds the fields as read, with the `version` (a string) they were read at. */
export function useEditForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  lastResult,
  schema,
  defaultValue,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]>;
  schema: Schema;
  defaultValue: SchemaFormOptions<Schema>["defaultValue"];
}) {
  return useSchemaForm(schema, { id, lastResult, defaultValue });
}

export function EditFormFrame<Schema extends Record<string, unknown>>({
  title,
  form,
  version,
  cancelTo,
  children,
}: {
  title: string;
  form: FormMetadata<Schema, string[]>;
  version: FieldMetadata<unknown, Schema, string[]>;
  cancelTo: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === EDIT_INTENT;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="edit-title"
      className="space-y-4 rounded-md border border-(--surface-border) p-4"
    >
      <h2 id="edit-title" className="text-lg font-semibold text-(--text-color)">
        {title}
      </h2>
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="intent" value={EDIT_INTENT} />
      <IdempotencyField />
      <input {...getInputProps(version, { type: "hidden" })} key={version.key} />
      {children}
      <SubmitRow
        label="Salvar alterações"
        pendingLabel="Salvando..."
        pending={saving}
        backTo={cancelTo}
        backLabel="Cancelar edição"
      />
    </Form>
  );
}
