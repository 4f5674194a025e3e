/** The reply box of an atendimento; with JavaScript, a per-atendimento draft, Ctrl+Enter and "/" respostas prontas. */
import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Combobox } from "~/components/ui/combobox";
import { FieldError } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ATTACHMENTS_MAX } from "~/modules/crm/attachment-rules";
import { fillPlaceholders, type PlaceholderValues } from "~/modules/crm/placeholders";
import { ticketReplySchema } from "~/modules/crm/ticket-reply-schemas";
import { BODY_MAX } from "~/modules/crm/ticket-text";
import { IdempotencyField } from "~/web/idempotency";

export interface CannedOption {
  code: string;
  title: string;
  body: string;
}

const SLASH = /(^|\s)\/([a-z0-9-]*)$/;

/** The id of the message field, which the atendimento's "Pular para a resposta" leads to. */
export const REPLY_FIELD_ID = "texto-resposta";

export function ReplyBox({
  ticketId,
  version,
  canned,
  placeholders,
  lastResult,
  onTyping,
}: {
  ticketId: string;
  /** The atendimento's version: once it moves after this box sent, the sent text is cleared. */
  version: number;
  canned: CannedOption[];
  placeholders: PlaceholderValues;
  /** The action's refusal, with what was sent. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** Called on each keystroke in the message (the colleagues' "digitando"). */
  onTyping?: () => void;
}) {
  const [conform, fields] = useSchemaForm(ticketReplySchema, {
    id: "resposta",
    lastResult,
    defaultValue: { modo: "resposta" },
  });
  const texto = fields.texto;
  const error = texto.errors?.[0] ?? null;
  const filesError = fields.anexos.errors?.[0] ?? null;
  const formProps = getFormProps(conform);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "responder";
  const form = useRef<HTMLFormElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const draftKey = `crm-rascunho-${ticketId}`;
  const sent = useRef(false);

  useEffect(() => {
    const box = area.current;
    if (box && !box.value) box.value = sessionStorage.getItem(draftKey) ?? "";
  }, [draftKey]);

  // Not a remount: a colleague's change refreshing the page must not take the focus or the text being typed.
  useEffect(() => {
    if (sent.current && area.current) area.current.value = "";
    sent.current = false;
  }, [version]);
  useEffect(() => {
    if (error) sent.current = false;
  });

  const matches = query === null ? [] : canned.filter((reply) => reply.code.startsWith(query)).slice(0, 6);

  const onInput = () => {
    const box = area.current!;
    sessionStorage.setItem(draftKey, box.value);
    onTyping?.();
    const found = SLASH.exec(box.value.slice(0, box.selectionStart));
    setQuery(found ? found[2]! : null);
  };

  const choose = (reply: CannedOption) => {
    const box = area.current!;
    const before = box.value.slice(0, box.selectionStart).replace(/\/[a-z0-9-]*$/, "");
    const after = box.value.slice(box.selectionStart);
    const filled = fillPlaceholders(reply.body, placeholders);
    box.value = `${before}${filled}${after}`;
    box.focus();
    box.selectionStart = box.selectionEnd = before.length + filled.length;
    sessionStorage.setItem(draftKey, box.value);
    setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      {...formProps}
      className="space-y-3 rounded-lg border border-(--surface-border) p-3"
      onSubmit={(event) => {
        // Conform's check comes first: a refused text is neither sent nor forgotten.
        formProps.onSubmit(event);
        if (event.defaultPrevented) return;
        sent.current = true;
        sessionStorage.removeItem(draftKey);
      }}
    >
      <input type="hidden" name="intent" value="responder" />
      <IdempotencyField />
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Tipo de mensagem</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={fields.modo.name} value="resposta" defaultChecked={fields.modo.initialValue !== "nota"} />{" "}
          Resposta ao contato (por e-mail)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={fields.modo.name} value="nota" defaultChecked={fields.modo.initialValue === "nota"} /> Nota
          interna (só a equipe vê)
        </label>
      </fieldset>
      <div className="relative space-y-1">
        <label htmlFor={REPLY_FIELD_ID} className="block text-sm font-medium text-(--text-color)">
          Mensagem
        </label>
        <Combobox
          items={matches}
          itemKey={(reply) => reply.code}
          itemText={(reply) => reply.code}
          renderItem={(reply) => (
            <>
              <span className="font-mono">/{reply.code}</span> <span className="text-(--text-muted)">{reply.title}</span>
            </>
          )}
          listLabel="Respostas prontas"
          open={matches.length > 0}
          onPick={choose}
          onClose={() => setQuery(null)}
          id={REPLY_FIELD_ID}
          highlightFirst
          tabPicks
          multiline
          listClassName="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-(--surface-border) bg-(--surface-card) shadow-lg"
          optionClassName="text-sm"
        >
          {({ fieldProps, list }) => (
            <>
              <textarea
                key={texto.key}
                {...fieldProps({
                  ...getTextareaProps(texto, { ariaDescribedBy: "texto-resposta-ajuda" }),
                  id: REPLY_FIELD_ID,
                  ref: area,
                  rows: 5,
                  maxLength: BODY_MAX,
                  onInput,
                  onKeyDown,
                  className:
                    "block w-full rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-(--text-color) outline-none focus:border-(--focus-ring) focus:ring-2 focus:ring-(--focus-ring)/30",
                })}
              />
              {list}
            </>
          )}
        </Combobox>
        <p id="texto-resposta-ajuda" className="text-xs text-(--text-muted)">
          Digite / e o código de uma resposta pronta. Ctrl+Enter envia.
        </p>
        {error ? (
          <div role="alert">
            <FieldError meta={texto} />
          </div>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor="anexos-resposta" className="block text-sm font-medium text-(--text-color)">
          Anexos da resposta
        </label>
        <input
          id="anexos-resposta"
          name={fields.anexos.name}
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,image/webp"
          aria-describedby="anexos-resposta-ajuda"
          aria-invalid={filesError ? true : undefined}
          className="block w-full text-sm text-(--text-color)"
        />
        <p id="anexos-resposta-ajuda" className="text-xs text-(--text-muted)">
          Até {ATTACHMENTS_MAX} arquivos PDF, JPEG, PNG ou WebP, de até 10 MB cada, enviados com o e-mail ao contato.
        </p>
        {filesError ? (
          <div role="alert">
            <FieldError meta={fields.anexos} />
          </div>
        ) : null}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? "Enviando..." : "Enviar"}
      </Button>
    </Form>
  );
}
