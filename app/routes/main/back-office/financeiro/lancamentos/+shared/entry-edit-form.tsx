/**
 * The edit form of a receita or despesa: the fields of its create form but
 * its kind and repetition, the version it was read at (hidden: an older
 * one is refused with the conflict message) and, for an entry of a
 * series, which entries the change reaches (só esta, esta e as próximas,
 * todas).
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { MoneyInput } from "~/components/finance/money-input";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { formatDecimal } from "~/config/money";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { EDIT_SCOPE_LABELS, EDIT_SCOPES, entryEditSchema } from "~/modules/finance/schemas";
import type { EntryDetail } from "~/modules/finance/types";
import { SelectField, type SelectOption as Option } from "~/components/ui/select-field";
import { RadioGroup } from "./radio-group";
import { categoryGroups, idOptions, NOTES_MAX } from "./entry-options";

export const EDIT_INTENT = "editar";

/** The offered options plus the entry's current choice when it is no longer offered (archived since). */
function withCurrent(options: Option[], id: string | null, name: string | null): Option[] {
  return id && !options.some((option) => option.value === id)
    ? [...options, { value: id, label: `${name} (arquivado)` }]
    : options;
}

export function EntryEditForm({
  entry,
  choices,
  lastResult,
  cancelTo,
}: {
  entry: EntryDetail;
  choices: LedgerChoices;
  lastResult?: SubmissionResult<string[]>;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === EDIT_INTENT;
  const [form, fields] = useForm({
    id: `editar-${entry.id}`,
    lastResult,
    defaultValue: {
      description: entry.description,
      amount: formatDecimal(entry.amountCents),
      dueDate: entry.dueDate,
      competenceDate: entry.competenceDate,
      accountId: entry.accountId,
      categoryId: entry.categoryId,
      contactId: entry.contactId,
      costCenterId: entry.costCenterId,
      notes: entry.notes,
      version: String(entry.version),
      scope: "esta",
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: entryEditSchema }),
  });
  const kind = entry.direction === "entrada" ? "receita" : "despesa";
  const categories = categoryGroups(choices.categories, kind);
  const current =
    entry.categoryId && !categories.some((group) => group.options.some((option) => option.value === entry.categoryId));

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby="edit-title"
      className="space-y-4 rounded-md border border-(--surface-border) p-4"
    >
      <h2 id="edit-title" className="text-lg font-semibold text-(--text-color)">
        Editar lançamento
      </h2>
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="intent" value={EDIT_INTENT} />
      <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
      <TextField label="Descrição" meta={fields.description} />
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyInput label="Valor" meta={fields.amount} />
        <TextField label="Vencimento" type="date" meta={fields.dueDate} />
        <TextField label="Competência" type="date" meta={fields.competenceDate} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Categoria"
          meta={fields.categoryId}
          options={current ? [{ value: entry.categoryId!, label: `${entry.categoryName} (arquivada)` }] : []}
          groups={categories}
        />
        <SelectField
          label="Conta"
          meta={fields.accountId}
          options={withCurrent(idOptions(choices.accounts), entry.accountId, entry.accountName)}
        />
        <SelectField
          label="Contato"
          meta={fields.contactId}
          options={withCurrent(idOptions(choices.contacts), entry.contactId, entry.contactName)}
          placeholder="Sem contato"
        />
        <SelectField
          label="Centro de custo"
          meta={fields.costCenterId}
          options={withCurrent(idOptions(choices.costCenters), entry.costCenterId, entry.costCenterName)}
          placeholder="Sem centro de custo"
        />
      </div>
      <TextAreaField label="Observações" meta={fields.notes} maxLength={NOTES_MAX} />
      {entry.series ? (
        <RadioGroup
          legend="Este lançamento faz parte de uma série. Aplicar a alteração a"
          meta={fields.scope}
          options={EDIT_SCOPES.map((scope) => ({ value: scope, label: EDIT_SCOPE_LABELS[scope] }))}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Salvando..." : "Salvar alterações"}
        </Button>
        <Link
          to={cancelTo}
          className="inline-flex items-center rounded-md px-4 py-2 text-sm font-medium hover:bg-(--surface-hover)"
        >
          Cancelar edição
        </Link>
      </div>
    </Form>
  );
}
