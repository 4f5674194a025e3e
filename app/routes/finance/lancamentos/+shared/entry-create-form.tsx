/** The create form of /financeiro/lancamentos/novo; the kind is chosen by links (`?tipo=`) so it works without JavaScript. */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useInteractive } from "~/components/ui/use-interactive";
import { Form, href, Link, useNavigation } from "react-router";
import { MoneyInput } from "~/components/finance/money-input";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FieldError, TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { FormAlert } from "~/components/ui/form-alert";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { FREQUENCIES } from "~/modules/finance/recurrence";
import { entryCreateSchema, transferSchema } from "~/modules/finance/schemas";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { RadioGroup } from "~/components/ui/radio-group";
import { ContactPicker } from "./contact-picker";
import { accountOptions, categoryGroups, idOptions, NOTES_MAX } from "./entry-options";
import { TransferFields } from "./transfer-fields";
import { IdempotencyField } from "~/web/idempotency";
import { RECEIPT_TYPES } from "~/config/receipt-rules";

export type CreateKind = "receita" | "despesa" | "transferencia";

/** The file field of the comprovante a new receita or despesa may carry. */
export const RECEIPT_FIELD = "comprovante";

export const KIND_LABELS: Record<CreateKind, string> = { receita: "Receita", despesa: "Despesa", transferencia: "Transferência" };

const REPEAT_OPTIONS = [
  { value: "unica", label: "Única" },
  { value: "parcelada", label: "Parcelada" },
  { value: "recorrente", label: "Recorrente" },
];
const FREQUENCY_OPTIONS = Object.entries(FREQUENCIES).map(([value, { label }]) => ({ value, label }));
const ENDS_OPTIONS = [
  { value: "count", label: "Depois de N vezes" },
  { value: "until", label: "Até uma data" },
  { value: "never", label: "Sem fim" },
];

export function EntryCreateForm({
  kind,
  choices,
  today,
  lastResult,
  kindHref,
}: {
  kind: CreateKind;
  choices: LedgerChoices;
  today: string;
  lastResult?: SubmissionResult<string[]>;
  kindHref: (kind: CreateKind) => string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const interactive = useInteractive();
  const transfer = kind === "transferencia";
  const [repeat, setRepeat] = useState("unica");
  const [ends, setEnds] = useState("count");
  const [form, fields] = useSchemaForm(transfer ? transferSchema : entryCreateSchema, {
    id: `novo-${kind}`,
    lastResult,
    defaultValue: {
      kind,
      dueDate: today,
      date: today,
      accountId: choices.accounts[0]?.id,
      fromAccountId: choices.accounts[0]?.id,
      toAccountId: choices.accounts[1]?.id,
      repeat: "unica",
      frequency: "mensal",
      ends: "count",
      paidOn: today,
    },
  });
  const [paid, setPaid] = useState(fields.paid.initialValue === "on");
  const paidWord = kind === "receita" ? "recebido" : "pago";
  const shown = (mode: string) => !interactive || repeat === mode;
  const onCard = choices.accounts.find((account) => account.id === fields.accountId.value)?.kind === "cartao_credito";
  const categories = categoryGroups(choices.categories, transfer ? null : kind);

  return (
    <div className="max-w-3xl space-y-5">
      <nav aria-label="Tipo de lançamento" className="inline-flex rounded-md border border-(--surface-border) p-1">
        {(Object.keys(KIND_LABELS) as CreateKind[]).map((each) => (
          <Link
            key={each}
            to={kindHref(each)}
            replace
            aria-current={each === kind ? "page" : undefined}
            className="rounded px-3 py-1.5 text-sm font-medium text-(--text-color) hover:bg-(--surface-hover) aria-[current=page]:bg-(--primary-color) aria-[current=page]:text-(--primary-contrast)"
          >
            {KIND_LABELS[each]}
          </Link>
        ))}
      </nav>
      {choices.accounts.length < (transfer ? 2 : 1) ? (
        <EmptyState
          title={transfer ? "Uma transferência precisa de duas contas ativas." : "Cadastre uma conta financeira antes de lançar."}
        >
          <ButtonLink to={href("/financeiro/contas/nova")} className="mt-3">
            Nova conta
          </ButtonLink>
        </EmptyState>
      ) : !transfer && categories.length === 0 ? (
        <EmptyState title={`Não há categorias de ${kind} ativas.`}>
          <ButtonLink to={href("/financeiro/categorias/nova")} className="mt-3">
            Nova categoria
          </ButtonLink>
        </EmptyState>
      ) : (
        <Form method="post" encType={transfer ? undefined : "multipart/form-data"} {...getFormProps(form)} className="space-y-5">
          {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
          <input {...getInputProps(fields.kind, { type: "hidden" })} key={fields.kind.key} />
          <IdempotencyField />
          {transfer ? (
            <>
              <TransferFields fields={fields} accounts={accountOptions(choices.accounts)} />
            </>
          ) : (
            <>
              <TextField label="Descrição" meta={fields.description} />
              <div className="grid gap-4 sm:grid-cols-3">
                <MoneyInput
                  label="Valor"
                  meta={fields.amount}
                  hint={repeat === "parcelada" ? "O valor total, dividido entre as parcelas." : undefined}
                />
                <TextField
                  label="Vencimento"
                  type="date"
                  meta={fields.dueDate}
                  hint={onCard ? "No cartão, o da fatura em que a compra cai." : undefined}
                />
                <TextField
                  label="Competência"
                  type="date"
                  meta={fields.competenceDate}
                  hint={onCard ? "A data da compra: decide a fatura." : "Em branco: a data do vencimento."}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="Categoria"
                  meta={fields.categoryId}
                  options={[]}
                  groups={categories}
                  placeholder="Escolha a categoria"
                />
                <SelectField label="Conta" meta={fields.accountId} options={accountOptions(choices.accounts)} />
                <ContactPicker
                  meta={fields.contactId}
                  contacts={choices.contacts}
                  role={kind === "receita" ? "cliente" : "fornecedor"}
                />
                <SelectField
                  label="Centro de custo"
                  meta={fields.costCenterId}
                  options={idOptions(choices.costCenters)}
                  placeholder="Sem centro de custo"
                />
              </div>
              <fieldset className="space-y-4 rounded-md border border-(--surface-border) p-4">
                <legend className="px-1 text-sm font-semibold text-(--text-color)">Repetição</legend>
                <RadioGroup legend="Este lançamento é" meta={fields.repeat} options={REPEAT_OPTIONS} onChange={setRepeat} />
                <div hidden={!shown("unica")} className="space-y-3">
                  <div className="space-y-1">
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        {...getInputProps(fields.paid, { type: "checkbox" })}
                        key={fields.paid.key}
                        onChange={(event) => setPaid(event.currentTarget.checked)}
                      />
                      Já {paidWord}
                    </label>
                    <p className="text-xs text-(--text-muted)">
                      A baixa do valor todo entra na conta escolhida, na data informada.
                    </p>
                    <FieldError meta={fields.paid} />
                  </div>
                  <div hidden={interactive && !paid} className="sm:w-1/3">
                    <TextField label={kind === "receita" ? "Recebido em" : "Pago em"} type="date" meta={fields.paidOn} />
                  </div>
                </div>
                <div hidden={!shown("parcelada")}>
                  <TextField
                    label="Em quantas parcelas"
                    type="number"
                    inputMode="numeric"
                    meta={fields.installments}
                    hint="Só para parcelado: uma por mês, no dia do vencimento."
                  />
                </div>
                <div hidden={!shown("recorrente")} className="space-y-4">
                  <p className="text-xs text-(--text-muted)">Só para recorrente:</p>
                  <SelectField label="Frequência" meta={fields.frequency} options={FREQUENCY_OPTIONS} />
                  <RadioGroup legend="Termina" meta={fields.ends} options={ENDS_OPTIONS} onChange={setEnds} />
                  <div className="grid gap-4 sm:grid-cols-2">
                    <div hidden={interactive && ends !== "count"}>
                      <TextField label="Quantas vezes" type="number" inputMode="numeric" meta={fields.occurrences} />
                    </div>
                    <div hidden={interactive && ends !== "until"}>
                      <TextField label="Até a data" type="date" meta={fields.until} />
                    </div>
                  </div>
                </div>
              </fieldset>
            </>
          )}
          <TextAreaField label="Observações" meta={fields.notes} maxLength={NOTES_MAX} />
          {transfer ? null : (
            <div className="space-y-1">
              <label htmlFor="novo-comprovante" className="block text-sm font-medium text-(--text-color)">
                Comprovante <span className="font-normal text-(--text-muted)">(opcional: PDF, JPEG, PNG ou WebP, até 10 MB)</span>
              </label>
              <input
                id="novo-comprovante"
                type="file"
                name={RECEIPT_FIELD}
                accept={RECEIPT_TYPES.join(",")}
                className="block max-w-full text-sm text-(--text-muted) file:mr-3 file:rounded-md file:border-0 file:bg-(--primary-soft) file:px-3 file:py-2 file:text-(--primary-text)"
              />
            </div>
          )}
          <Button type="submit" disabled={saving}>
            {saving ? "Salvando..." : "Salvar lançamento"}
          </Button>
        </Form>
      )}
    </div>
  );
}
