/**
 * The filters of the lançamentos list as a GET form, so every filter lives
 * in the address and the form works without JavaScript (the Filtrar
 * button). With JavaScript a select applies itself when it changes, the
 * text once typing pauses, and the lookup (filter-lookup.tsx) once a
 * suggestion is chosen or the field is emptied. The month and the order
 * travel as hidden fields; a new filter starts again at page 1.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { SelectOptions, type FilterOption } from "./select-options";
import { LookupCandidates, LookupField, lookupValue, type FilterLookup } from "./filter-lookup";

export type { FilterOption };

export interface FilterSelect {
  name: string;
  label: string;
  /** What "no filter" reads as: "Todas as contas". */
  any: string;
  options: FilterOption[];
  value: string | undefined;
}

const TYPING_PAUSE_MS = 400;

function Select({ select }: { select: FilterSelect }) {
  const id = `filtro-${select.name}`;
  return (
    <div className="min-w-40 flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-(--text-muted)">
        {select.label}
      </label>
      <select id={id} name={select.name} defaultValue={select.value ?? ""} className={INPUT_CLASS}>
        <SelectOptions any={select.any} options={select.options} />
      </select>
    </div>
  );
}

export function FiltersBar({
  selects,
  lookup,
  text,
  hidden,
  clearHref,
  textLabel = "Buscar na descrição ou contato",
}: {
  selects: FilterSelect[];
  /** A filter over a long list, after the text field. */
  lookup?: FilterLookup;
  /** The text filter `q`. */
  text: string | undefined;
  /** Fields kept as they are: the month and the order. */
  hidden: Record<string, string | undefined>;
  /** The list without filters (same month). */
  clearHref: string;
  textLabel?: string;
}) {
  const submit = useSubmit();
  // Typing adds one step to the history; the pauses after it replace that step.
  const typing = new URLSearchParams(useLocation().search).has("q");
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Another address (Back, a link) shows its own filters; the field being typed in is left alone.
  const current = JSON.stringify([
    ["q", text ?? ""],
    ...(lookup ? [[lookup.name, lookup.current?.name ?? lookup.text ?? ""]] : []),
    ...selects.map((select) => [select.name, select.value ?? ""]),
  ]);
  useEffect(() => {
    for (const [name, value] of JSON.parse(current) as Array<[string, string]>) {
      const field = form.current?.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field !== document.activeElement)
        field.value = value;
    }
  }, [current]);
  // Only the filters in use go to the address: no "categoria=&tipo="; the lookup as the id its text names.
  const send = (replace: boolean) => {
    if (!form.current) return;
    clearTimeout(timer.current);
    const fields = new FormData(form.current);
    const field = lookup ? form.current.elements.namedItem(lookup.name) : null;
    if (field instanceof HTMLInputElement) fields.set(field.name, lookupValue(field));
    for (const [name, value] of [...fields]) if (value === "") fields.delete(name);
    submit(fields, { method: "get", replace });
  };
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      aria-label="Filtros"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-3"
      onChange={(event) => {
        const target = event.target;
        // The lookup sends itself (onPick) once its text names a row.
        if (target instanceof HTMLInputElement && target.name === lookup?.name) return;
        clearTimeout(timer.current);
        if (target instanceof HTMLSelectElement) send(false);
        else timer.current = setTimeout(() => send(typing), TYPING_PAUSE_MS);
      }}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className="min-w-56 flex-[2] space-y-1">
        <label htmlFor="filtro-q" className="block text-xs font-medium text-(--text-muted)">
          {textLabel}
        </label>
        <input id="filtro-q" name="q" type="search" defaultValue={text ?? ""} maxLength={100} className={INPUT_CLASS} />
      </div>
      {lookup ? <LookupField lookup={lookup} onPick={() => send(false)} /> : null}
      {selects.map((select) => (
        <Select key={select.name} select={select} />
      ))}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          Filtrar
        </Button>
        <Link to={clearHref} className="text-sm text-(--primary-text) hover:underline">
          Limpar filtros
        </Link>
      </div>
      {lookup ? <LookupCandidates lookup={lookup} /> : null}
    </Form>
  );
}
