/**
 * The reply box of an atendimento: a resposta (e-mailed to the contact) or
 * a nota interna. Without JavaScript it is a plain form. With it: the
 * draft is kept per atendimento in sessionStorage, Ctrl+Enter (⌘+Enter)
 * sends, and typing "/" and a código offers the respostas prontas, filled
 * with the atendimento's placeholders when chosen.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fillPlaceholders, type PlaceholderValues } from "~/modules/crm/placeholders";
import { BODY_MAX } from "~/modules/crm/ticket-text";
import { IdempotencyField } from "~/web/idempotency";

export interface CannedOption {
  code: string;
  title: string;
  body: string;
}

const SLASH = /(^|\s)\/([a-z0-9-]*)$/;

export function ReplyBox({
  ticketId,
  version,
  canned,
  placeholders,
  error,
  text,
}: {
  ticketId: string;
  /** The atendimento's version: once it moves after this box sent, the sent text is cleared. */
  version: number;
  canned: CannedOption[];
  placeholders: PlaceholderValues;
  error: string | null;
  /** What was sent when the server refused it. */
  text: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "responder";
  const form = useRef<HTMLFormElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
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
  // A refused send keeps its text.
  useEffect(() => {
    if (error) sent.current = false;
  });

  const matches = query === null ? [] : canned.filter((reply) => reply.code.startsWith(query)).slice(0, 6);

  const onInput = () => {
    const box = area.current!;
    sessionStorage.setItem(draftKey, box.value);
    const found = SLASH.exec(box.value.slice(0, box.selectionStart));
    setQuery(found ? found[2]! : null);
    setActive(0);
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

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.current?.requestSubmit();
      return;
    }
    if (matches.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(matches[active]!);
    } else if (event.key === "Escape") setQuery(null);
  };

  return (
    <Form
      method="post"
      ref={form}
      className="space-y-3 rounded-lg border border-(--surface-border) p-3"
      onSubmit={() => {
        sent.current = true;
        sessionStorage.removeItem(draftKey);
      }}
    >
      <input type="hidden" name="intent" value="responder" />
      <IdempotencyField />
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Tipo de mensagem</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="modo" value="resposta" defaultChecked /> Resposta ao contato (por e-mail)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="modo" value="nota" /> Nota interna (só a equipe vê)
        </label>
      </fieldset>
      <div className="relative space-y-1">
        <label htmlFor="texto-resposta" className="block text-sm font-medium text-(--text-color)">
          Mensagem
        </label>
        <textarea
          ref={area}
          id="texto-resposta"
          name="texto"
          rows={5}
          maxLength={BODY_MAX}
          defaultValue={text}
          onInput={onInput}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby="texto-resposta-ajuda"
          role={matches.length > 0 ? "combobox" : undefined}
          aria-expanded={matches.length > 0 ? true : undefined}
          aria-controls={matches.length > 0 ? "respostas-prontas-opcoes" : undefined}
          aria-activedescendant={matches.length > 0 ? `resposta-pronta-${active}` : undefined}
          className="block w-full rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-(--text-color) outline-none focus:border-(--focus-ring) focus:ring-2 focus:ring-(--focus-ring)/30"
        />
        {matches.length > 0 ? (
          <ul
            id="respostas-prontas-opcoes"
            role="listbox"
            aria-label="Respostas prontas"
            className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-(--surface-border) bg-(--surface-card) shadow-lg"
          >
            {matches.map((reply, index) => (
              <li
                key={reply.code}
                id={`resposta-pronta-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(reply);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-(--surface-hover)" : ""}`}
              >
                <span className="font-mono">/{reply.code}</span> <span className="text-(--text-muted)">{reply.title}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p id="texto-resposta-ajuda" className="text-xs text-(--text-muted)">
          Digite / e o código de uma resposta pronta. Ctrl+Enter envia.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-(--danger-color)">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? "Enviando..." : "Enviar"}
      </Button>
    </Form>
  );
}
