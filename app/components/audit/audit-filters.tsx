/**
 * The audit log's filters as a GET form, so every filter lives in the
 * address and the form works without JavaScript (the Filtrar button):
 * pessoa (who acted), ação and a period from/to (dates). With JavaScript
 * a select applies itself; only the filters in use go to the address.
 */
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { SelectOptions, type FilterOption } from "~/components/finance/select-options";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";

const LABEL = "block text-xs font-medium text-(--text-muted)";

export interface AuditFilterValues {
  person?: string;
  action?: string;
  /** YYYY-MM-DD. */
  from?: string;
  to?: string;
}

function Select({
  name,
  label,
  any,
  options,
  value,
}: {
  name: string;
  label: string;
  any: string;
  options: FilterOption[];
  value: string | undefined;
}) {
  return (
    <div className="min-w-48 flex-1 space-y-1">
      <label htmlFor={`filtro-${name}`} className={LABEL}>
        {label}
      </label>
      <select id={`filtro-${name}`} name={name} defaultValue={value ?? ""} className={INPUT_CLASS}>
        <SelectOptions any={any} options={options} />
      </select>
    </div>
  );
}

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

export function AuditFilters({
  values,
  people,
  actions,
  clearHref,
}: {
  values: AuditFilterValues;
  /** The people who appear in the log. */
  people: FilterOption[];
  actions: FilterOption[];
  /** The log without filters. */
  clearHref: string;
}) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const send = () => {
    if (!form.current) return;
    const fields = new FormData(form.current);
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
      <Select name="pessoa" label="Pessoa" any="Todas as pessoas" options={people} value={values.person} />
      <Select name="acao" label="Ação" any="Todas as ações" options={actions} value={values.action} />
      <DateField name="de" label="De" value={values.from} />
      <DateField name="ate" label="Até" value={values.to} />
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
