/** The edit form of a receita or despesa; an older version is refused with the conflict message. */
import type { SubmissionResult } from "@conform-to/react";
import { MoneyInput } from "~/components/finance/money-input";
import { TextAreaField, TextField } from "~/components/ui/field";
import { formatDecimal } from "~/config/format";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { EDIT_SCOPE_LABELS, EDIT_SCOPES, entryEditSchema } from "~/modules/finance/schemas";
import type { EntryDetail } from "~/modules/finance/types";
import { SelectField } from "~/components/ui/select-field";
import { EditFormFrame, useEditForm } from "./edit-form-frame";
import { RadioGroup } from "~/components/ui/radio-group";
import { categoryGroups, contactOptions, idOptions, NOTES_MAX, withCurrent } from "./entry-options";

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
  const [form, fields] = useEditForm({
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
    schema: entryEditSchema,
  });
  const kind = entry.direction === "entrada" ? "receita" : "despesa";
  const categories = categoryGroups(choices.categories, kind);
  const current =
    entry.categoryId && !categories.some((group) => group.options.some((option) => option.value === entry.categoryId));

  return (
    <EditFormFrame title="Editar lançamento" form={form} version={fields.version} cancelTo={cancelTo}>
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
          options={withCurrent(contactOptions(choices.contacts), entry.contactId, entry.contactName)}
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
    </EditFormFrame>
  );
}
