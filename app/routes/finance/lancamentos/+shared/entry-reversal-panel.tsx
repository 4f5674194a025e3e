/** "Estornar baixa" asked first, with the estorno's own date (today unless told otherwise). */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { TextField } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { reversalSchema } from "~/modules/finance/schemas";
import type { SettlementRow } from "~/modules/finance/types";
import { reversalMessage } from "./settlements-list";

export function EntryReversalPanel({
  settlement,
  today,
  cancelTo,
  lastResult,
}: {
  settlement: SettlementRow;
  today: string;
  cancelTo: string;
  /** The action's refusal of the form. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(reversalSchema, {
    lastResult,
    defaultValue: { settlementId: settlement.id, reversedOn: today },
  });
  return (
    <ConfirmPanel
      title="Estornar esta baixa?"
      message={reversalMessage(settlement)}
      intent="estorno"
      confirmLabel="Estornar baixa"
      pendingLabel="Estornando..."
      cancelTo={cancelTo}
      formProps={getFormProps(form)}
    >
      <input {...getInputProps(fields.settlementId, { type: "hidden" })} key={fields.settlementId.key} />
      <TextField label="Data do estorno" type="date" meta={fields.reversedOn} />
      <p className="text-xs text-(--text-muted)">
        A baixa continua no caixa do dia em que foi feita; o estorno tira o valor do caixa nesta data.
      </p>
    </ConfirmPanel>
  );
}
