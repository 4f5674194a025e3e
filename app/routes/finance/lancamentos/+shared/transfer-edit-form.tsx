/** The edit form of a transferência, on either leg; saving changes both legs. */
import type { SubmissionResult } from "@conform-to/react";
import { TextAreaField } from "~/components/ui/field";
import { formatDecimal } from "~/config/format";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { transferEditSchema } from "~/modules/finance/schemas";
import type { EntryDetail } from "~/modules/finance/types";
import { EditFormFrame, useEditForm } from "./edit-form-frame";
import { accountOptions, NOTES_MAX, withCurrent } from "./entry-options";
import { TransferFields } from "./transfer-fields";

export function TransferEditForm({
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
  const own = { id: entry.accountId, name: entry.accountName };
  const other = entry.counterpartAccount;
  const [origin, destination] = entry.direction === "saida" ? [own, other] : [other, own];
  const [form, fields] = useEditForm({
    id: `editar-transferencia-${entry.id}`,
    lastResult,
    defaultValue: {
      fromAccountId: origin?.id,
      toAccountId: destination?.id,
      amount: formatDecimal(entry.amountCents),
      date: entry.dueDate,
      description: entry.description,
      notes: entry.notes,
      version: String(entry.version),
    },
    schema: transferEditSchema,
  });
  let accounts = accountOptions(choices.accounts);
  for (const account of [origin, destination]) if (account) accounts = withCurrent(accounts, account.id, account.name);

  return (
    <EditFormFrame title="Editar transferência" form={form} version={fields.version} cancelTo={cancelTo}>
      <TransferFields fields={fields} accounts={accounts} />
      <TextAreaField label="Observações" meta={fields.notes} maxLength={NOTES_MAX} />
    </EditFormFrame>
  );
}
