/**
 * The desk list's filters as a GET form, so every filter lives in the
 * address and the form works without JavaScript (the Filtrar button):
 * text, situação, prioridade, canal, etiqueta, responsável, only unread,
 * and the order. The view is carried as a hidden field. With JavaScript a
 * select or the checkbox applies itself, and empty fields stay out of the
 * address.
 */
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { SelectOptions, type FilterOption } from "~/components/finance/select-options";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";

export interface TicketFilterSelect {
  name: string;
  label: string;
  /** What "no filter" reads as: "Todas as prioridades". */
  any: string;
  options: FilterOption[];
  value: string | undefined;
}

const LABEL = "block text-xs font-medium text-(--text-muted)";

export function TicketFilters({
  text,
  selects,
  unread,
  hidden,
  clearHref,
}: {
  text: string | undefined;
  selects: TicketFilterSelect[];
  unread: boolean;
  /** Fields kept as they are: the view. */
  hidden: Record<string, string | undefined>;
  /** The view without filters. */
  clearHref: string;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const send = () => {
    if (!form.current) return;
    const fields = new FormData(form.current);
    for (const [name, value] of [...fields]) if (value === "") fields.delete(name);
    submit(fields, { method: "get", preventScrollReset: true });
  };
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label="Filtros"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-3"
      onChange={(event) => {
        const field = event.target as unknown;
        if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === "checkbox")) send();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="min-w-56 flex-[2] space-y-1">
        <label htmlFor="filtro-q" className={LABEL}>
          Buscar por assunto, número ou contato
        </label>
        <input id="filtro-q" name="q" type="search" defaultValue={text ?? ""} maxLength={100} className={INPUT_CLASS} />
      </div>
      {selects.map((select) => (
        <div key={select.name} className="min-w-40 flex-1 space-y-1">
          <label htmlFor={`filtro-${select.name}`} className={LABEL}>
            {select.label}
          </label>
          <select id={`filtro-${select.name}`} name={select.name} defaultValue={select.value ?? ""} className={INPUT_CLASS}>
            <SelectOptions any={select.any} options={select.options} />
          </select>
        </div>
      ))}
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" name="nao-lidos" value="1" defaultChecked={unread} />
        Só não lidos
      </label>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
        <Link to={clearHref} className="text-sm text-(--primary-text) hover:underline">
          Limpar filtros
        </Link>
      </div>
    </Form>
  );
}
