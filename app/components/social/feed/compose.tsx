import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FieldError } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { postSchema } from "~/config/post-rules";
import { IdempotencyField } from "~/web/idempotency";

const LABEL = "block text-sm font-medium text-(--text-color)";

export function Compose({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(postSchema, {
    id: "nova-publicacao-form",
    lastResult,
    defaultValue: { visibility: "organizacao" },
  });
  const { body, contentWarning, visibility } = fields;
  const altError = Object.entries(form.allErrors).find(([name]) => name.startsWith("alts"))?.[1][0];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      aria-labelledby="nova-publicacao"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
    >
      <h2 id="nova-publicacao" className="text-base font-semibold text-(--text-color)">
        Nova publicação
      </h2>
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <IdempotencyField />
      <div className="space-y-1">
        <label htmlFor="publicacao-texto" className={LABEL}>
          O que você quer compartilhar?
        </label>
        <textarea
          {...getTextareaProps(body)}
          key={body.key}
          id="publicacao-texto"
          required
          maxLength={5000}
          rows={4}
          className={INPUT_CLASS}
        />
        <FieldError meta={body} />
      </div>
      <details className="space-y-2 text-sm" open={Boolean(contentWarning.errors ?? visibility.errors ?? altError) || undefined}>
        <summary className="cursor-pointer text-(--primary-text)">Imagens, aviso de conteúdo e visibilidade</summary>
        <div className="mt-2 space-y-3">
          <div className="space-y-1">
            <label htmlFor="publicacao-imagens" className={LABEL}>
              Imagens (até 4, 5 MB cada)
            </label>
            <input
              id="publicacao-imagens"
              name="imagens"
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="block w-full text-sm"
            />
          </div>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className={LABEL}>Descrição de cada imagem, na ordem escolhida</legend>
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="space-y-1">
                <label htmlFor={`publicacao-alt-${n}`} className="block text-xs text-(--text-muted)">
                  Descrição da imagem {n}
                </label>
                <input id={`publicacao-alt-${n}`} name="alt" maxLength={300} className={INPUT_CLASS} />
              </div>
            ))}
            {altError ? <p className="text-sm text-(--danger-color) sm:col-span-2">{altError}</p> : null}
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="publicacao-aviso" className={LABEL}>
              Aviso de conteúdo (opcional)
            </label>
            <input
              {...getInputProps(contentWarning, { type: "text" })}
              key={contentWarning.key}
              id="publicacao-aviso"
              maxLength={80}
              className={INPUT_CLASS}
            />
            <FieldError meta={contentWarning} />
          </div>
          <div className="space-y-1">
            <label htmlFor="publicacao-visibilidade" className={LABEL}>
              Quem pode ver
            </label>
            <select {...getSelectProps(visibility)} key={visibility.key} id="publicacao-visibilidade" className={INPUT_CLASS}>
              <option value="organizacao">Toda a organização</option>
              <option value="privado">Só eu (privado)</option>
            </select>
          </div>
        </div>
      </details>
      <div className="flex justify-end">
        <Button type="submit">Publicar</Button>
      </div>
    </Form>
  );
}
