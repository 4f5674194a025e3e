/** The sale form of /faturamento/vendas/nova and of an editable sale. */
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { MoneyInput } from "~/components/finance/money-input";
import { Button } from "~/components/ui/button";
import { FieldError, TextAreaField, TextField } from "~/components/ui/field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { useInteractive } from "~/components/ui/use-interactive";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { PAYMENT_TERMS_LABELS } from "~/modules/sales/payment-terms";
import type { SaleChoices } from "~/modules/sales/sale-choices.server";
import { saleCreateSchema, saleEditSchema } from "~/modules/sales/schemas";
import { RadioGroup } from "~/components/ui/radio-group";
import { DiscountFields, SaleItems, type ItemRowValue } from "./sale-items";
import { SaleTotalsPreview } from "./sale-totals";
import { IdempotencyField } from "~/web/idempotency";

/** The form's values as text, what `saleFormValues` gives for an existing sale. */
export interface SaleFormValues {
  customer?: string;
  contactId?: string;
  items?: ItemRowValue[];
  discountKind?: string;
  discount?: string;
  freight?: string;
  paymentTerms?: string;
  installments?: string;
  intervalDays?: string;
  sellerId?: string;
  saleDate?: string;
  expectedInvoiceDate?: string;
  categoryId?: string;
  accountId?: string;
  notes?: string;
}

const TERMS_OPTIONS = Object.entries(PAYMENT_TERMS_LABELS).map(([value, label]) => ({ value, label }));
const CUSTOMER_OPTIONS = [
  { value: "existente", label: "Cliente cadastrado" },
  { value: "novo", label: "Novo cliente" },
];

export function SaleForm({
  id,
  choices,
  values,
  lastResult,
  mode,
}: {
  id: string;
  choices: SaleChoices;
  values: SaleFormValues;
  lastResult?: SubmissionResult<string[]>;
  mode: { kind: "create" } | { kind: "edit"; version: number };
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && !navigation.formData?.has("__intent__");
  const interactive = useInteractive();
  const schema = mode.kind === "create" ? saleCreateSchema : saleEditSchema;
  const [customer, setCustomer] = useState(values.customer ?? "existente");
  const [terms, setTerms] = useState(values.paymentTerms ?? "a_vista");
  const [form, fields] = useSchemaForm(schema, {
    id,
    lastResult,
    defaultValue: {
      ...values,
      ...(mode.kind === "edit" ? { version: String(mode.version) } : {}),
    },
  });
  const categories = choices.categories.map((category) => ({ value: category.id, label: category.name }));
  const options = (rows: Array<{ id: string; name: string }>) => rows.map((row) => ({ value: row.id, label: row.name }));

  return (
    <Form method="post" {...getFormProps(form)} className="max-w-4xl space-y-5">
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      {mode.kind === "edit" ? <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} /> : null}
      <IdempotencyField />
      <fieldset className="space-y-4 rounded-md border border-(--surface-border) p-4">
        <legend className="px-1 text-sm font-semibold text-(--text-color)">Cliente</legend>
        <RadioGroup legend="O cliente é" meta={fields.customer} options={CUSTOMER_OPTIONS} onChange={setCustomer} />
        <div hidden={interactive && customer !== "existente"}>
          <SelectField
            label="Cliente cadastrado"
            meta={fields.contactId}
            options={options(choices.contacts)}
            placeholder="Escolha o cliente"
          />
        </div>
        <div hidden={interactive && customer !== "novo"} className="grid gap-4 sm:grid-cols-3">
          <TextField label="Nome do novo cliente" meta={fields.newContactName} />
          <TextField label="CPF ou CNPJ (opcional)" meta={fields.newContactDocument} />
          <TextField label="E-mail (opcional)" type="email" meta={fields.newContactEmail} autoComplete="off" />
        </div>
      </fieldset>

      <SaleItems form={form as never} meta={fields.items as never} products={choices.products} />

      <div className="grid gap-4 sm:grid-cols-4">
        <DiscountFields kindMeta={fields.discountKind} valueMeta={fields.discount} label="Desconto no total" />
        <MoneyInput label="Frete" meta={fields.freight} />
      </div>
      <SaleTotalsPreview value={form.value as SaleFormValues | undefined} />

      <fieldset className="space-y-4 rounded-md border border-(--surface-border) p-4">
        <legend className="px-1 text-sm font-semibold text-(--text-color)">Condição de pagamento</legend>
        <div className="space-y-1">
          <label htmlFor={fields.paymentTerms.id} className="block text-sm font-medium text-(--text-color)">
            Condição
          </label>
          <select
            {...getSelectProps(fields.paymentTerms)}
            key={fields.paymentTerms.key}
            className={INPUT_CLASS}
            onChange={(event) => setTerms(event.currentTarget.value)}
          >
            {TERMS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError meta={fields.paymentTerms} />
        </div>
        <div hidden={interactive && terms !== "parcelas"} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Número de parcelas"
            type="number"
            inputMode="numeric"
            meta={fields.installments}
            hint="Só para parcelado."
          />
          <TextField
            label="Intervalo entre parcelas (dias)"
            type="number"
            inputMode="numeric"
            meta={fields.intervalDays}
            hint="Só para parcelado."
          />
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Data da venda" type="date" meta={fields.saleDate} />
        <TextField label="Data prevista de faturamento" type="date" meta={fields.expectedInvoiceDate} />
        <SelectField label="Vendedor" meta={fields.sellerId} options={options(choices.sellers)} placeholder="Sem vendedor" />
        <SelectField
          label="Categoria dos recebimentos"
          meta={fields.categoryId}
          options={categories}
          placeholder="Padrão: Vendas de produtos"
        />
        <SelectField
          label="Conta dos recebimentos"
          meta={fields.accountId}
          options={options(choices.accounts)}
          placeholder="Padrão: a primeira conta ativa"
        />
      </div>
      <TextAreaField label="Observações" meta={fields.notes} maxLength={2000} />

      <div className="flex flex-wrap gap-3">
        {mode.kind === "create" ? (
          <>
            <Button type="submit" name="saveAs" value="proposta" disabled={saving}>
              {saving ? "Salvando..." : "Salvar proposta"}
            </Button>
            <Button type="submit" name="saveAs" value="pedido" variant="secondary" disabled={saving}>
              Salvar como pedido
            </Button>
          </>
        ) : (
          <Button type="submit" name="intent" value="salvar" disabled={saving}>
            {saving ? "Salvando..." : "Salvar alterações"}
          </Button>
        )}
      </div>
    </Form>
  );
}
