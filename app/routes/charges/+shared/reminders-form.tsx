/** The régua de cobrança of /financeiro/cobranca: the reminders' days and the multa and juros shown after the due date. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { PlainTextField } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { basisPointsToPercent, chargeSettingsSchema, type ChargeSettings } from "~/modules/charges/company-rules";

export function RemindersForm({
  settings,
  lastResult,
}: {
  settings: ChargeSettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(chargeSettingsSchema, { id: "regua", lastResult });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "regua";
  const error = form.errors?.[0];
  return (
    <section
      aria-labelledby="regua-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="regua-title" className="text-lg font-semibold text-(--text-color)">
        Régua de cobrança
      </h2>
      <p className="text-sm text-(--text-muted)">
        Lembretes por e-mail ao contato de cada cobrança aberta, no nome do remetente do e-mail do atendimento. Param quando o
        lançamento é pago ou cancelado, ou quando o contato pede para não receber.
      </p>
      {error ? <FormAlert tone="error" message={error} /> : null}
      <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-4">
        <input type="hidden" name="intent" value="regua" />
        <label className="flex items-center gap-2 text-sm text-(--text-color)">
          <input type="checkbox" name={fields.remindersOn.name} defaultChecked={settings.remindersOn} className="h-4 w-4" />
          Enviar lembretes das cobranças
        </label>
        <PlainTextField
          label="Dias antes do vencimento"
          name={fields.daysBefore.name}
          inputMode="numeric"
          maxLength={2}
          defaultValue={settings.daysBefore === null ? "" : String(settings.daysBefore)}
          hint="Em branco: nenhum lembrete antes do vencimento."
          error={fields.daysBefore.errors?.[0]}
        />
        <label className="flex items-center gap-2 text-sm text-(--text-color)">
          <input type="checkbox" name={fields.onDueDate.name} defaultChecked={settings.onDueDate} className="h-4 w-4" />
          Lembrar no dia do vencimento
        </label>
        <PlainTextField
          label="Dias depois do vencimento"
          name={fields.daysAfter.name}
          maxLength={40}
          defaultValue={settings.daysAfter.join(", ")}
          hint="Separados por vírgula, como 3, 7. Em branco: nenhum lembrete depois."
          error={fields.daysAfter.errors?.[0]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PlainTextField
            label="Multa após o vencimento (%)"
            name={fields.fine.name}
            inputMode="decimal"
            maxLength={6}
            defaultValue={basisPointsToPercent(settings.fineBasisPoints)}
            error={fields.fine.errors?.[0]}
          />
          <PlainTextField
            label="Juros ao mês (%)"
            name={fields.interest.name}
            inputMode="decimal"
            maxLength={6}
            defaultValue={basisPointsToPercent(settings.interestBasisPoints)}
            error={fields.interest.errors?.[0]}
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar régua"}
        </Button>
      </Form>
    </section>
  );
}
