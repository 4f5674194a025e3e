/**
 * The filters of the sales list as a GET form, so every filter lives in
 * the address and the form works without JavaScript (the Filtrar button):
 * text, cliente (a lookup over the contacts: lookup.suggestions answers
 * `?q=` with JSON), vendedor, situação and a period from/to (dates, which
 * win over the month carried as a hidden field). With JavaScript the
 * lookup sends the chosen contact's id, and a select applies itself.
 */
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { LookupCandidates, LookupField, lookupValue, type FilterLookup } from "~/components/finance/filter-lookup";
import { SelectOptions, type FilterOption } from "~/components/finance/select-options";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";

export interface SaleFilterSelect {
  name: string;
  label: string;
  /** What "no filter" reads as: "Todos os vendedores". */
  any: string;
  options: FilterOption[];
  value: string | undefined;
}

const LABEL = "block text-xs font-medium text-(--text-muted)";

function DateField({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <div className="min-w-36 space-y-1">
      <label htmlFor={`filtro-${name}`} className={LABEL}>
        {label}
      </label>
      <input id={`filtro-${name}`} name={name} type="date" defaultValue={value ?? ""} className={INPUT_CLASS} />
    </div>
  );
}

export function SalesFilters({
  text,
  lookup,
  selects,
  period,
  hidden,
  clearHref,
}: {
  /** The text filter `q`. */
  text: string | undefined;
  lookup: FilterLookup;
  selects: SaleFilterSelect[];
  /** A custom period (`de`, `ate`: YYYY-MM-DD), or undefined while a whole month is shown. */
  period: { from: string; to: string } | undefined;
  /** Fields kept as they are: the month and the order. */
  hidden: Record<string, string | undefined>;
  /** The list without filters (same period). */
  clearHref: string;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // Only the filters in use go to the address; the lookup as the id its text names.
  const send = () => {
    if (!form.current) return;
    const fields = new FormData(form.current);
    const field = form.current.elements.namedItem(lookup.name);
    if (field instanceof HTMLInputElement) fields.set(field.name, lookupValue(field));
    for (const [name, value] of [...fields]) if (value === "") fields.delete(name);
    submit(fields, { method: "get" });
  };
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label="Filtros"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-3"
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) send();
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
          Buscar por cliente, número ou observação
        </label>
        <input id="filtro-q" name="q" type="search" defaultValue={text ?? ""} maxLength={100} className={INPUT_CLASS} />
      </div>
      <LookupField lookup={lookup} onPick={send} />
      {selects.map((select) => (
        <div key={select.name} className="min-w-48 flex-1 space-y-1">
          <label htmlFor={`filtro-${select.name}`} className={LABEL}>
            {select.label}
          </label>
          <select id={`filtro-${select.name}`} name={select.name} defaultValue={select.value ?? ""} className={INPUT_CLASS}>
            <SelectOptions any={select.any} options={select.options} />
          </select>
        </div>
      ))}
      <DateField name="de" label="De" value={period?.from} />
      <DateField name="ate" label="Até" value={period?.to} />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
        <Link to={clearHref} className="text-sm text-(--primary-text) hover:underline">
          Limpar filtros
        </Link>
      </div>
      <LookupCandidates lookup={lookup} />
    </Form>
  );
}
