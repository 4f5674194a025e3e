/**
 * The contato of a new lançamento. With JavaScript: a combobox that searches the organization's contatos by name or
 * CPF/CNPJ (each shown beside the name) and, for a name none has, creates the contato there (POST
 * /financeiro/lancamentos/contatos) and picks it. Without: the plain select of every contato.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { href, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Combobox } from "~/components/ui/combobox";
import { FieldError } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { SelectField } from "~/components/ui/select-field";
import { useInteractive } from "~/components/ui/use-interactive";
import { fold } from "~/config/text-rules";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { IDEMPOTENCY_FIELD } from "~/config/idempotency-rules";
import { useIdempotencyKey } from "~/web/idempotency";
import type { NewContactAnswer } from "../contacts";
import { contactLabel, contactOptions } from "./entry-options";

type Contact = LedgerChoices["contacts"][number];
type Option = { kind: "contact"; contact: Contact } | { kind: "create"; name: string };

const SHOWN = 8;
const digits = (text: string) => text.replace(/\D/g, "");

/** The contatos whose name holds `text` (case and accents aside) or whose CPF/CNPJ holds its digits, the first SHOWN. */
function matching(contacts: Contact[], text: string): Contact[] {
  const name = fold(text.trim());
  const number = digits(text);
  if (name === "") return [];
  return contacts
    .filter(
      (contact) => fold(contact.name).includes(name) || (number.length >= 3 && digits(contact.document ?? "").includes(number)),
    )
    .slice(0, SHOWN);
}

export function ContactPicker({
  meta,
  contacts,
  role,
}: {
  meta: FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
  contacts: Contact[];
  /** Who a contato created here is to the organization: a receita's cliente, a despesa's fornecedor. */
  role: "cliente" | "fornecedor";
}) {
  const interactive = useInteractive();
  const initial = contacts.find((contact) => contact.id === meta.initialValue) ?? null;
  const [picked, setPicked] = useState<Contact | null>(initial);
  const [text, setText] = useState(initial ? contactLabel(initial) : "");
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const fetcher = useFetcher<NewContactAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (answer && "contact" in answer) {
      setPicked(answer.contact);
      setText(contactLabel(answer.contact));
      setCreating(null);
    }
  }, [answer]);

  if (!interactive)
    return <SelectField label="Contato" meta={meta} options={contactOptions(contacts)} placeholder="Sem contato" />;

  const found = matching(contacts, text);
  const exact = found.some((contact) => fold(contact.name) === fold(text.trim()));
  const options: Option[] = [
    ...found.map((contact) => ({ kind: "contact" as const, contact })),
    ...(text.trim() && !exact && !picked ? [{ kind: "create" as const, name: text.trim() }] : []),
  ];
  const id = meta.id;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-(--text-color)">
        Contato
      </label>
      <input type="hidden" name={meta.name} value={picked?.id ?? ""} />
      <Combobox
        items={options}
        itemKey={(option) => (option.kind === "contact" ? option.contact.id : "criar")}
        itemText={(option) => (option.kind === "contact" ? contactLabel(option.contact) : text)}
        renderItem={(option) =>
          option.kind === "contact" ? (
            <span>
              {option.contact.name}
              {option.contact.document ? <span className="text-(--text-muted)"> · {option.contact.document}</span> : null}
            </span>
          ) : (
            <span className="font-medium text-(--primary-text)">Criar contato “{option.name}”</span>
          )
        }
        listLabel="Contatos"
        open={open}
        id={id}
        text={text}
        onText={(typed) => {
          setText(typed);
          setPicked(null);
          setOpen(true);
        }}
        onPick={(option) => {
          setOpen(false);
          if (option.kind === "create") return setCreating(option.name);
          setPicked(option.contact);
          setText(contactLabel(option.contact));
        }}
        onClose={() => setOpen(false)}
        listClassName="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-(--surface-border) bg-(--surface-card) p-1 shadow-lg"
        optionClassName="text-sm"
      >
        {({ fieldProps, list }) => (
          <div className="relative">
            <input
              {...fieldProps({
                type: "search",
                maxLength: 120,
                placeholder: "Sem contato: busque por nome ou CPF/CNPJ",
                autoComplete: "off",
                className: INPUT_CLASS,
                "aria-describedby": meta.errors?.length ? meta.errorId : undefined,
              })}
            />
            {list}
          </div>
        )}
      </Combobox>
      <FieldError meta={meta} />
      {creating !== null ? (
        <NewContact
          key={creating}
          name={creating}
          role={role}
          busy={fetcher.state !== "idle"}
          error={answer && "error" in answer ? answer.error : null}
          onCreate={(fields) => fetcher.submit(fields, { method: "post", action: href("/financeiro/lancamentos/contatos") })}
          onCancel={() => setCreating(null)}
        />
      ) : null}
    </div>
  );
}

/** The small form of a new contato, inside the entry's form: its fields are sent by the fetcher, not with the entry. */
function NewContact({
  name,
  role,
  busy,
  error,
  onCreate,
  onCancel,
}: {
  name: string;
  role: "cliente" | "fornecedor";
  busy: boolean;
  error: string | null;
  onCreate: (fields: FormData) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState({ name, document: "" });
  // Sent with the fetcher's fields: a hidden input here would join the entry's form around it.
  const key = useIdempotencyKey();
  const send = () => {
    const form = new FormData();
    form.set("name", fields.name);
    form.set("document", fields.document);
    form.append("roles", role);
    if (key) form.set(IDEMPOTENCY_FIELD, key);
    onCreate(form);
  };
  return (
    <fieldset className="mt-2 space-y-3 rounded-md border border-(--surface-border) p-3">
      <legend className="px-1 text-sm font-semibold">Novo contato ({role})</legend>
      {error ? (
        <p role="alert" className="text-sm text-(--danger-color)">
          {error}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ["name", "Nome do contato"],
            ["document", "CPF ou CNPJ (opcional)"],
          ] as const
        ).map(([field, label]) => (
          <div key={field} className="space-y-1">
            <label htmlFor={`novo-contato-${field}`} className="block text-xs font-medium text-(--text-muted)">
              {label}
            </label>
            <input
              id={`novo-contato-${field}`}
              value={fields[field]}
              onChange={(event) => setFields({ ...fields, [field]: event.currentTarget.value })}
              // Its Enter creates the contato, never sends the entry's form around it.
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                send();
              }}
              autoComplete="off"
              maxLength={field === "name" ? 120 : 30}
              className={INPUT_CLASS}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="button" disabled={busy} onClick={send}>
          {busy ? "Criando..." : "Criar contato"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </fieldset>
  );
}
