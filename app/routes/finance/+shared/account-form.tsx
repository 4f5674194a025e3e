/** The form of a conta financeira. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { ACCOUNT_KIND_LABELS, ACCOUNT_KINDS, accountSchema } from "~/modules/finance/reference-schemas";

export interface AccountFormValues {
  name: string;
  kind: string;
  bankCode: string;
  agency: string;
  accountNumber: string;
  accountDigit: string;
  openingBalance: string;
  openingDate: string;
  closingDay: string;
  dueDay: string;
}

const KIND_OPTIONS = ACCOUNT_KINDS.map((kind) => ({ value: kind, label: ACCOUNT_KIND_LABELS[kind] }));

/** `banks`: the list's banks (banks.server.ts), each offered as "237 · Banco Bradesco S.A.". */
export function AccountForm({
  banks,
  defaultValue,
  lastResult,
  submitLabel,
  cancelHref,
}: {
  banks: ReadonlyArray<{ code: string; name: string }>;
  defaultValue: Partial<AccountFormValues>;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
  cancelHref: string;
}) {
  const [form, fields] = useSchemaForm(accountSchema, {
    lastResult,
    defaultValue,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome"
          meta={fields.name}
          autoComplete="off"
          hint="Como a conta aparece nos lançamentos, como Itaú PJ."
        />
        <SelectField label="Tipo" meta={fields.kind} options={KIND_OPTIONS} placeholder="Escolha o tipo" />
      </div>
      {fields.kind.value === "cartao_credito" ? (
        <fieldset className="space-y-4 rounded-md border border-(--surface-border) p-4">
          <legend className="px-1 text-sm font-semibold text-(--text-color)">Fatura do cartão</legend>
          <p className="text-xs text-(--text-muted)">
            Cada compra entra na fatura pela data: antes do dia de fechamento, na que fecha no mês; nele ou depois, na seguinte.
            Cada parcela cai numa fatura.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Dia de fechamento" meta={fields.closingDay} inputMode="numeric" autoComplete="off" maxLength={2} />
            <TextField label="Dia de vencimento" meta={fields.dueDay} inputMode="numeric" autoComplete="off" maxLength={2} />
          </div>
        </fieldset>
      ) : null}
      <fieldset className="space-y-4 rounded-md border border-(--surface-border) p-4">
        <legend className="px-1 text-sm font-semibold text-(--text-color)">Dados bancários (opcional)</legend>
        <p className="text-xs text-(--text-muted)">Com eles, um extrato OFX de outra conta é percebido antes de ser importado.</p>
        <SelectField
          label="Banco"
          meta={fields.bankCode}
          options={banks.map((bank) => ({ value: bank.code, label: `${bank.code} · ${bank.name}` }))}
          placeholder="Sem banco"
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_2fr_auto]">
          <TextField label="Agência" meta={fields.agency} inputMode="numeric" autoComplete="off" />
          <TextField label="Conta" meta={fields.accountNumber} inputMode="numeric" autoComplete="off" hint="Sem o dígito." />
          <TextField label="Dígito" meta={fields.accountDigit} autoComplete="off" maxLength={1} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Saldo inicial (R$)"
          meta={fields.openingBalance}
          autoComplete="off"
          hint="Em reais, como 1.234,56; use - para saldo negativo."
        />
        <TextField label="Data do saldo inicial" meta={fields.openingDate} type="date" />
      </div>
      <FormActions submitLabel={submitLabel} cancelHref={cancelHref} />
    </Form>
  );
}
