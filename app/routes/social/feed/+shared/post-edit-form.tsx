/** "Editar publicação" (`?editar=1`, its author only): text and aviso de conteúdo, checked by Conform with the action's schema. */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { TextLink } from "~/components/ui/text-link";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { CONTENT_WARNING_MAX, POST_BODY_MAX, postEditSchema } from "~/config/post-rules";

const LABEL = "block text-sm font-medium text-(--text-color)";

export function PostEditForm({
  defaultValue,
  lastResult,
  cancelHref,
}: {
  defaultValue: { body: string; contentWarning: string };
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(postEditSchema, {
    id: "editar-publicacao",
    lastResult,
    defaultValue,
  });
  const { body, contentWarning } = fields;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
    >
      <h2 className="text-base font-semibold text-(--text-color)">Editar publicação</h2>
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="intent" value="editar" />
      <label htmlFor="editar-texto" className={LABEL}>
        Texto
      </label>
      <textarea
        {...getTextareaProps(body)}
        key={body.key}
        id="editar-texto"
        required
        maxLength={POST_BODY_MAX}
        rows={5}
        className={INPUT_CLASS}
      />
      <FieldError meta={body} />
      <label htmlFor="editar-aviso" className={LABEL}>
        Aviso de conteúdo (opcional)
      </label>
      <input
        {...getInputProps(contentWarning, { type: "text" })}
        key={contentWarning.key}
        id="editar-aviso"
        maxLength={CONTENT_WARNING_MAX}
        className={INPUT_CLASS}
      />
      <FieldError meta={contentWarning} />
      <div className="flex gap-2">
        <Button type="submit">Salvar publicação</Button>
        <TextLink to={cancelHref}>Cancelar</TextLink>
      </div>
    </Form>
  );
}
