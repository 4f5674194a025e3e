import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { SelectOptions, type FilterOption } from "~/components/ui/select-options";

/** One select of a report's filter: its query parameter, label, "no filter" wording, options and current value. */
export interface ReportSelect {
  name: string;
  label: string;
  any: string;
  options: FilterOption[];
  value: string | undefined;
}

/** The GET form above a report: its selects (conta, centro de custo) apply on change, `hidden` keeps the period. */
export function ReportFilter({ selects, hidden }: { selects: ReportSelect[]; hidden: Record<string, string> }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      aria-label="Filtros do relatório"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => {
        const fields = new FormData(event.currentTarget);
        for (const { name } of selects) if (fields.get(name) === "") fields.delete(name);
        submit(fields, { method: "get" });
      }}
    >
      {Object.entries(hidden).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      {selects.map((select) => (
        <div key={select.name} className="min-w-56 space-y-1">
          <label htmlFor={`relatorio-${select.name}`} className="block text-xs font-medium text-(--text-muted)">
            {select.label}
          </label>
          <select
            id={`relatorio-${select.name}`}
            name={select.name}
            defaultValue={select.value ?? ""}
            key={select.value ?? ""}
            className={INPUT_CLASS}
          >
            <SelectOptions any={select.any} options={select.options} />
          </select>
        </div>
      ))}
      <Button type="submit" variant="secondary">
        Mostrar
      </Button>
    </Form>
  );
}
