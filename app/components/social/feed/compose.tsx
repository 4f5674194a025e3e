import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useFormAction, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { FieldError } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { postSchema } from "~/config/post-rules";
import { IdempotencyField } from "~/web/idempotency";

const LABEL = "block text-sm font-medium text-(--text-color)";

/**
 * The feed's one compose form. It stays mounted across its own submissions: a publication that went empties it and
 * gives the text box the focus for the next one; a refused one keeps what was written. The outcome (`published`, the
 * action's refusal in `lastResult`) is shown and announced in one place inside the form, beside the button; it is
 * cleared while a publication is on its way, so the same notice twice is announced twice.
 */
export function Compose({ lastResult, published }: { lastResult?: SubmissionResult<string[]>; published?: string | null }) {
  const [form, fields] = useSchemaForm(postSchema, {
    id: "nova-publicacao-form",
    lastResult,
    defaultValue: { visibility: "organizacao" },
  });
  const { body, contentWarning, visibility } = fields;
  const altError = Object.entries(form.allErrors).find(([name]) => name.startsWith("alts"))?.[1][0];
  const element = useRef<HTMLFormElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const navigation = useNavigation();
  const action = useFormAction();
  const sending = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === action;
  const wasSending = useRef(false);
  const focusText = useRef(false);

  useEffect(() => {
    if (sending) wasSending.current = true;
    else if (wasSending.current) {
      wasSending.current = false;
      // A refusal comes back as the action's result; a publication that went redirects and leaves none.
      if (lastResult) return;
      focusText.current = true;
      element.current?.reset();
    }
  }, [sending, lastResult]);
  // The reset gives the text box a new key: the new element takes the focus.
  useEffect(() => {
    if (!focusText.current) return;
    focusText.current = false;
    textBox.current?.focus();
  }, [body.key]);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={element}
      {...getFormProps(form)}
      aria-labelledby="nova-publicacao"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
    >
      <h2 id="nova-publicacao" className="text-base font-semibold text-(--text-color)">
        Nova publicação
      </h2>
      <IdempotencyField />
      <div className="space-y-1">
        <label htmlFor="publicacao-texto" className={LABEL}>
          O que você quer compartilhar?
        </label>
        <textarea
          {...getTextareaProps(body)}
          key={body.key}
          ref={textBox}
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
      <div aria-live="polite">
        {sending ? null : form.errors?.length ? (
          <FormAlert tone="error" message={form.errors[0]!} />
        ) : published && !lastResult ? (
          <FormAlert tone="success" message={published} />
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit">{sending ? "Publicando…" : "Publicar"}</Button>
      </div>
    </Form>
  );
}
