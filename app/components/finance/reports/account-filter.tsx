import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { SelectOptions } from "~/components/ui/select-options";

export function AccountFilter({
  accounts,
  value,
  hidden,
}: {
  accounts: Array<{ id: string; name: string }>;
  value: string | undefined;
  hidden: Record<string, string>;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      aria-label="Conta do relatório"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => {
        const fields = new FormData(event.currentTarget);
        if (fields.get("conta") === "") fields.delete("conta");
        submit(fields, { method: "get" });
      }}
    >
      {Object.entries(hidden).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <div className="min-w-56 space-y-1">
        <label htmlFor="relatorio-conta" className="block text-xs font-medium text-(--text-muted)">
          Conta
        </label>
        <select id="relatorio-conta" name="conta" defaultValue={value ?? ""} key={value ?? ""} className={INPUT_CLASS}>
          <SelectOptions
            any="Todas as contas"
            options={accounts.map((account) => ({ value: account.id, label: account.name }))}
          />
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Mostrar
      </Button>
    </Form>
  );
}
