import { ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { IdempotencyField } from "~/web/idempotency";

export function Composer({
  lastMessageId,
  error,
  text,
  maxLength,
  altMaxLength,
}: {
  lastMessageId: string | null;
  error: string | null;
  text: string;
  maxLength: number;
  altMaxLength: number;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "enviar";

  useEffect(() => {
    if (sent.current) form.current?.reset();
    sent.current = false;
  }, [lastMessageId]);
  useEffect(() => {
    if (error) sent.current = false;
  }, [error]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      onSubmit={() => {
        sent.current = true;
      }}
      className="space-y-2 border-t border-(--surface-border) pt-3"
    >
      <input type="hidden" name="intent" value="enviar" />
      <IdempotencyField />
      <label htmlFor={`${id}-texto`} className="sr-only">
        Mensagem
      </label>
      <textarea
        id={`${id}-texto`}
        name="texto"
        rows={2}
        maxLength={maxLength}
        defaultValue={text}
        onKeyDown={onKeyDown}
        placeholder="Escreva uma mensagem"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-ajuda${error ? ` ${id}-erro` : ""}`}
        className={INPUT_CLASS}
      />
      <p id={`${id}-ajuda`} className="text-xs text-(--text-muted)">
        Enter envia; Shift+Enter começa uma nova linha.
      </p>
      {error ? (
        <p id={`${id}-erro`} role="alert" className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="inline-flex cursor-pointer items-center gap-1 text-(--primary-text)">
          <ImagePlus aria-hidden="true" className="size-4" /> Anexar imagens
        </summary>
        <div className="mt-2 space-y-2">
          <label htmlFor={`${id}-imagens`} className="block font-medium text-(--text-color)">
            Imagens (até 4, 5 MB cada)
          </label>
          <input
            id={`${id}-imagens`}
            type="file"
            name="imagens"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            className="block text-sm"
          />
          <label htmlFor={`${id}-alt`} className="block font-medium text-(--text-color)">
            Descrição das imagens (para quem não as vê)
          </label>
          <input id={`${id}-alt`} name="alt" maxLength={altMaxLength} className={INPUT_CLASS} />
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
