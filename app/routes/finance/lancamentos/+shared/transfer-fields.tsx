/** A transferência's own fields, on its create and edit forms: contas de origem e destino, valor, data, descrição. */
import type { FieldMetadata } from "@conform-to/react";
import { MoneyInput } from "~/components/finance/money-input";
import { TextField } from "~/components/ui/field";
import { SelectField, type SelectOption } from "~/components/ui/select-field";

type Meta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

export function TransferFields({
  fields,
  accounts,
}: {
  fields: Record<"fromAccountId" | "toAccountId" | "amount" | "date" | "description", Meta>;
  accounts: SelectOption[];
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Conta de origem" meta={fields.fromAccountId} options={accounts} />
        <SelectField label="Conta de destino" meta={fields.toAccountId} options={accounts} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput label="Valor" meta={fields.amount} />
        <TextField label="Data" type="date" meta={fields.date} />
      </div>
      <TextField label="Descrição (opcional)" meta={fields.description} />
    </>
  );
}
