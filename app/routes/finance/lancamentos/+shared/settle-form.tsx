/** The baixa form; less than the open amount makes a baixa parcial. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { MoneyInput } from "~/components/finance/money-input";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatDecimal } from "~/config/format";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { settlementSchema } from "~/modules/finance/schemas";
import type { EntryDetail } from "~/modules/finance/types";
import { TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { idOptions } from "./entry-options";
import { IdempotencyField } from "~/web/idempotency";

export const SETTLE_INTENT = "baixa";

export function SettleForm({
  entry,
  choices,
  today,
  lastResult,
}: {
  entry: EntryDetail;
  choices: LedgerChoices;
  today: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === SETTLE_INTENT;
  const [form, fields] = useSchemaForm(settlementSchema, {
    id: `baixa-${entry.id}-${entry.settledCents}`,
    lastResult,
    defaultValue: { settledOn: today, amount: formatDecimal(entry.openCents), accountId: entry.accountId },
  });
  const accounts = idOptions(choices.accounts);
  if (!accounts.some((account) => account.value === entry.accountId))
    accounts.push({ value: entry.accountId, label: `${entry.accountName} (arquivada)` });
  const verb = entry.direction === "entrada" ? "Receber" : "Pagar";

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="settle-title"
      className="space-y-4 rounded-md border border-(--surface-border) p-4"
    >
      <h2 id="settle-title" className="text-lg font-semibold text-(--text-color)">
        Dar baixa
      </h2>
      <p className="text-sm text-(--text-muted)">
        Um valor menor que o em aberto registra uma baixa parcial; o restante continua em aberto.
      </p>
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="intent" value={SETTLE_INTENT} />
      <IdempotencyField />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Data da baixa" type="date" meta={fields.settledOn} />
        <MoneyInput label="Valor da baixa" meta={fields.amount} />
        <SelectField label="Conta da baixa" meta={fields.accountId} options={accounts} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyInput label="Juros" meta={fields.interest} />
        <MoneyInput label="Multa" meta={fields.fine} />
        <MoneyInput label="Desconto" meta={fields.discount} />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? "Registrando..." : `${verb} e dar baixa`}
      </Button>
    </Form>
  );
}
