/**
 * The thread's send box: Enter sends, Shift+Enter starts a new line;
 * Conform checks the text (and that there is text or an image) before
 * sending, the action again; the box empties once the sent message is in
 * the thread. Works without JavaScript.
 */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { ImagePlus } from "lucide-react";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { chosenImages, messageFormSchema } from "~/modules/conversations/schemas";
import { IdempotencyField } from "~/web/idempotency";

export function Composer({
  lastMessageId,
  lastResult,
  maxLength,
  altMaxLength,
}: {
  lastMessageId: string | null;
  /** The action's refusal of the last message sent. */
  lastResult?: SubmissionResult<string[]>;
  maxLength: number;
  altMaxLength: number;
}) {
  const [form, fields] = useSchemaForm((formData: FormData) => messageFormSchema(chosenImages(formData)), {
    id: "nova-mensagem",
    lastResult,
    defaultValue: { texto: "", alt: "" },
  });
  const { texto, alt } = fields;
  const images = { errors: form.allErrors.imagens, errorId: `${form.id}-imagens-erro` };
  const element = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "enviar";

  useEffect(() => {
    if (sent.current) element.current?.reset();
    sent.current = false;
  }, [lastMessageId]);
  useEffect(() => {
    if (lastResult) sent.current = false;
  }, [lastResult]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      element.current?.requestSubmit();
    }
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={element}
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        // Only a message that goes (not one refused in the browser) empties the box when it arrives.
        if (!event.defaultPrevented) sent.current = true;
      }}
      className="space-y-2 border-t border-(--surface-border) pt-3"
    >
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="intent" value="enviar" />
      <IdempotencyField />
      <label htmlFor={texto.id} className="sr-only">
        Mensagem
      </label>
      <textarea
        {...getTextareaProps(texto, { ariaDescribedBy: `${texto.id}-ajuda` })}
        key={texto.key}
        rows={2}
        maxLength={maxLength}
        onKeyDown={onKeyDown}
        placeholder="Escreva uma mensagem"
        className={INPUT_CLASS}
      />
      <p id={`${texto.id}-ajuda`} className="text-xs text-(--text-muted)">
        Enter envia; Shift+Enter começa uma nova linha.
      </p>
      {/* Focus stays in the box when Enter is refused: the message is announced. */}
      <div aria-live="assertive">
        <FieldError meta={texto} />
      </div>
      <details className="text-sm" open={Boolean(alt.errors ?? images.errors) || undefined}>
        <summary className="inline-flex cursor-pointer items-center gap-1 text-(--primary-text)">
          <ImagePlus aria-hidden="true" className="size-4" /> Anexar imagens
        </summary>
        <div className="mt-2 space-y-2">
          <label htmlFor={`${form.id}-imagens`} className="block font-medium text-(--text-color)">
            Imagens (até 4, 5 MB cada)
          </label>
          <input
            id={`${form.id}-imagens`}
            type="file"
            name="imagens"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            aria-invalid={images.errors ? true : undefined}
            aria-describedby={images.errors ? images.errorId : undefined}
            className="block text-sm"
          />
          <FieldError meta={images} />
          <label htmlFor={alt.id} className="block font-medium text-(--text-color)">
            Descrição das imagens (para quem não as vê)
          </label>
          <input {...getInputProps(alt, { type: "text" })} key={alt.key} maxLength={altMaxLength} className={INPUT_CLASS} />
          <FieldError meta={alt} />
        </div>
      </details>
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {sending ? "Enviando..." : "Enviar"}
        </Button>
      </div>
    </Form>
  );
}
