/**
 * A list's filters as a GET form, so every filter lives in the address and works without JavaScript.
 * On a phone they fold behind "Filtros" (a `<details>`), so the list shows on the first screen; from
 * 768 px they are always open (app.css, `.filter-disclosure`).
 */
import { useEffect, useEffectEvent, useRef, type ReactNode } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { Button } from "./button";
import { LookupCandidates, LookupField, lookupValue, type FilterLookup } from "./filter-lookup";
import { INPUT_CLASS } from "./plain-field";
import { SelectOptions, type FilterOption } from "./select-options";

export type { FilterLookup, FilterOption };

export interface FilterSelect {
  name: string;
  label: string;
  any: string;
  options: FilterOption[];
  value: string | undefined;
}

export interface FilterInput {
  name: string;
  label: string;
  value: string | undefined;
}

export interface FilterCheck {
  name: string;
  label: string;
  checked: boolean;
}

const TYPING_PAUSE_MS = 400;
const LABEL = "block text-xs font-medium text-(--text-muted)";

function Labelled({ name, label, className, children }: { name: string; label: string; className: string; children: ReactNode }) {
  return (
    <div className={`${className} space-y-1`}>
      <label htmlFor={`filtro-${name}`} className={LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}

function TextField({
  field,
  type,
  maxLength,
  className,
}: {
  field: FilterInput;
  type: string;
  maxLength?: number;
  className: string;
}) {
  return (
    <Labelled name={field.name} label={field.label} className={className}>
      <input
        id={`filtro-${field.name}`}
        name={field.name}
        type={type}
        defaultValue={field.value ?? ""}
        maxLength={maxLength}
        className={INPUT_CLASS}
      />
    </Labelled>
  );
}

export function FilterBar({
  search,
  lookup,
  texts = [],
  selects = [],
  dates = [],
  checks = [],
  hidden = {},
  clearHref,
  preventScrollReset,
}: {
  search?: { label: string; value: string | undefined };
  lookup?: FilterLookup;
  texts?: FilterInput[];
  selects?: FilterSelect[];
  dates?: FilterInput[];
  checks?: FilterCheck[];
  hidden?: Record<string, string | undefined>;
  clearHref: string;
  preventScrollReset?: boolean;
}) {
  const submit = useSubmit();
  const params = new URLSearchParams(useLocation().search);
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = JSON.stringify([
    ...(search ? [["q", search.value ?? ""]] : []),
    ...(lookup ? [[lookup.name, lookup.current?.name ?? lookup.text ?? ""]] : []),
    ...[...texts, ...selects, ...dates].map((field) => [field.name, field.value ?? ""]),
    ...checks.map((check) => [check.name, check.checked]),
  ]);
  const hydrated = useRef(false);
  const applyEarlyChoice = useEffectEvent(() => send());
  useEffect(() => {
    const differing: Array<[HTMLInputElement | HTMLSelectElement, string | boolean]> = [];
    for (const [name, value] of JSON.parse(shown) as Array<[string, string | boolean]>) {
      const field = form.current?.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
      const isCheck = field instanceof HTMLInputElement && field.type === "checkbox";
      if ((isCheck ? field.checked : field.value) !== (isCheck ? value === true : String(value))) differing.push([field, value]);
    }
    // A choice made while the page was still loading is the person's latest word: apply it, do not undo it.
    if (!hydrated.current) {
      hydrated.current = true;
      if (differing.length > 0) applyEarlyChoice();
      return;
    }
    for (const [field, value] of differing) {
      if (field === document.activeElement) continue;
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === true;
      else field.value = String(value);
    }
  }, [shown]);
  const send = (replace = false) => {
    if (!form.current) return;
    clearTimeout(timer.current);
    const fields = new FormData(form.current);
    const field = lookup ? form.current.elements.namedItem(lookup.name) : null;
    if (field instanceof HTMLInputElement) fields.set(field.name, lookupValue(field));
    for (const [name, value] of [...fields]) if (value === "") fields.delete(name);
    void submit(fields, { method: "get", replace, preventScrollReset });
  };
  const inUse = [
    search?.value,
    lookup?.current ?? lookup?.text,
    ...[...texts, ...selects, ...dates].map((field) => field.value),
    ...checks.map((check) => check.checked),
  ].filter(Boolean).length;
  return (
    <details className="filter-disclosure group mb-4">
      <summary className="cursor-pointer rounded-xl border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-sm font-medium group-open:mb-2">
        {inUse > 0 ? `Filtros (${inUse} em uso)` : "Filtros"}
      </summary>
      <Form
        ref={form}
        method="get"
        role="search"
        aria-label="Filtros"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-3"
        onChange={(event) => {
          const target = event.target;
          if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "checkbox")) send();
          else if (target instanceof HTMLInputElement && target.name !== lookup?.name) {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(params.has(target.name)), TYPING_PAUSE_MS);
          }
        }}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {search ? (
          <TextField field={{ name: "q", ...search }} type="search" maxLength={100} className="min-w-56 flex-[2]" />
        ) : null}
        {lookup ? <LookupField lookup={lookup} onPick={() => send()} /> : null}
        {texts.map((field) => (
          <TextField key={field.name} field={field} type="text" maxLength={40} className="min-w-32 flex-1" />
        ))}
        {selects.map((select) => (
          // As wide as its longest option at least (a select's own width), never cut; at most the bar's width.
          <Labelled key={select.name} name={select.name} label={select.label} className="max-w-full flex-auto">
            <select id={`filtro-${select.name}`} name={select.name} defaultValue={select.value ?? ""} className={INPUT_CLASS}>
              <SelectOptions any={select.any} options={select.options} />
            </select>
          </Labelled>
        ))}
        {dates.map((field) => (
          <TextField key={field.name} field={field} type="date" className="min-w-36" />
        ))}
        {checks.map((check) => (
          <label key={check.name} className="flex items-center gap-2 pb-2 text-sm">
            <input type="checkbox" name={check.name} value="1" defaultChecked={check.checked} />
            {check.label}
          </label>
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
    </details>
  );
}
