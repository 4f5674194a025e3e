/** "Cancelar lançamento" asked first: the version read and, for an entry of a series, which of its entries it reaches. */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { FieldError } from "~/components/ui/field";
import { RadioGroup } from "~/components/ui/radio-group";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { EDIT_SCOPE_LABELS, EDIT_SCOPES, entryCancelSchema } from "~/modules/finance/schemas";

const SCOPE_OPTIONS = EDIT_SCOPES.map((scope) => ({ value: scope, label: EDIT_SCOPE_LABELS[scope] }));

export function EntryCancelPanel({
  version,
  series,
  cancelTo,
  lastResult,
}: {
  version: number;
  series: boolean;
  cancelTo: string;
  /** The action's refusal of the form. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(entryCancelSchema, {
    lastResult,
    defaultValue: { version: String(version), scope: "esta" },
  });
  return (
    <ConfirmPanel
      title="Cancelar este lançamento?"
      message="Ele continua na lista e no histórico como cancelado, sem valor em aberto."
      intent="cancelar"
      confirmLabel="Cancelar lançamento"
      pendingLabel="Cancelando..."
      cancelTo={cancelTo}
      formProps={getFormProps(form)}
    >
      <input {...getInputProps(fields.version, { type: "hidden" })} key={fields.version.key} />
      <FieldError meta={fields.version} />
      {series ? <RadioGroup legend="Cancelar quais lançamentos da série?" meta={fields.scope} options={SCOPE_OPTIONS} /> : null}
    </ConfirmPanel>
  );
}
