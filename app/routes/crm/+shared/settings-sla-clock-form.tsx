/** The SLA clock form of /crm/configuracoes: whether Pendente pauses the clocks, and the horário de atendimento. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { slaClockSchema, timeOfDay, WEEKDAYS } from "~/modules/crm/settings-schemas";
import type { SlaClockSettings } from "~/modules/crm/sla.server";

export function SettingsSlaClockForm({
  settings,
  lastResult,
}: {
  settings: SlaClockSettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form] = useSchemaForm(slaClockSchema, { lastResult });
  const error = Object.values(form.allErrors).flat()[0];
  const invalid = (name: string) => (form.allErrors[name] ? true : undefined);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "relogio";
  const { hours } = settings;
  return (
    <section
      aria-labelledby="relogio-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="relogio-title" className="text-lg font-semibold text-(--text-color)">
        Relógio do SLA
      </h2>
      <p className="text-sm text-(--text-muted)">
        O horário de atendimento vale para as prioridades marcadas acima (horário de Brasília). Valem para os novos atendimentos,
        as mudanças de prioridade e as pausas a partir de agora.
      </p>
      {error ? <FormAlert tone="error" message={error} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="relogio" />
        <label className="flex items-center gap-2 text-sm text-(--text-color)">
          <input type="checkbox" name="pausar" defaultChecked={settings.pauseWhilePending} className="h-4 w-4" />
          Pausar o SLA enquanto o atendimento estiver Pendente (aguardando o contato)
        </label>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-(--text-color)">Dias de atendimento</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-(--text-color)">
            {WEEKDAYS.map(({ day, label }) => (
              <label key={day} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="dias"
                  value={String(day)}
                  defaultChecked={hours.days.includes(day)}
                  className="h-4 w-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-4">
          <TimeField label="Abre às" name="abre" minutes={hours.opensAt} invalid={invalid("abre")} />
          <TimeField label="Fecha às" name="fecha" minutes={hours.closesAt} invalid={invalid("fecha")} />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar relógio"}
        </Button>
      </Form>
    </section>
  );
}

function TimeField({ label, name, minutes, invalid }: { label: string; name: string; minutes: number; invalid?: true }) {
  return (
    <label className="space-y-1 text-sm font-medium text-(--text-color)">
      <span className="block">{label}</span>
      <input
        type="time"
        name={name}
        required
        defaultValue={timeOfDay(minutes)}
        aria-invalid={invalid}
        className={`${INPUT_CLASS} w-32`}
      />
    </label>
  );
}
