/** The SLA targets form of /crm/configuracoes. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { hoursText, slaSchema, type SlaPolicies } from "~/modules/crm/settings-schemas";
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS } from "~/modules/crm/status";

export function SettingsSlaForm({
  policies,
  defaults,
  lastResult,
}: {
  policies: SlaPolicies;
  defaults: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form] = useSchemaForm(slaSchema, {
    lastResult,
  });
  const error = Object.values(form.allErrors).flat()[0];
  const invalid = (name: string) => (form.allErrors[name] ? true : undefined);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "sla";
  return (
    <section
      aria-labelledby="sla-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="sla-title" className="text-lg font-semibold text-(--text-color)">
        Prazos de SLA
      </h2>
      <p className="text-sm text-(--text-muted)">
        Em horas (aceita 0,5). Deixe em branco para sem prazo. Horário de atendimento: o prazo corre só nos dias e horas do
        relógio abaixo; sem a marca, corre a toda hora.
        {defaults ? " Estes são os prazos padrão; salve para adotá-los ou ajustá-los." : null}
      </p>
      {error ? <FormAlert tone="error" message={error} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="sla" />
        <div className="overflow-x-auto">
          <table className="w-full text-sm text-(--text-color)">
            <caption className="sr-only">Prazos por prioridade</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-2 pr-3">
                  Prioridade
                </th>
                <th scope="col" className="py-2 pr-3">
                  Primeira resposta (h)
                </th>
                <th scope="col" className="py-2 pr-3">
                  Resolução (h)
                </th>
                <th scope="col" className="py-2">
                  Horário de atendimento
                </th>
              </tr>
            </thead>
            <tbody>
              {TICKET_PRIORITIES.map((priority) => {
                const label = TICKET_PRIORITY_LABELS[priority];
                const policy = policies[priority];
                return (
                  <tr key={priority} className="border-t border-(--surface-border)">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {label}
                    </th>
                    <td className="py-2 pr-3">
                      <input
                        name={`${priority}.firstResponse`}
                        aria-label={`${label}: primeira resposta em horas`}
                        aria-invalid={invalid(`${priority}.firstResponse`)}
                        defaultValue={hoursText(policy.firstResponseMinutes)}
                        inputMode="decimal"
                        maxLength={12}
                        className={`${INPUT_CLASS} max-w-28`}
                      />
                    </td>
                    <td className="py-2 pr-3">
                      <input
                        name={`${priority}.resolution`}
                        aria-label={`${label}: resolução em horas`}
                        aria-invalid={invalid(`${priority}.resolution`)}
                        defaultValue={hoursText(policy.resolutionMinutes)}
                        inputMode="decimal"
                        maxLength={12}
                        className={`${INPUT_CLASS} max-w-28`}
                      />
                    </td>
                    <td className="py-2">
                      <input
                        type="checkbox"
                        name={`${priority}.businessHours`}
                        aria-label={`${label}: só no horário de atendimento`}
                        defaultChecked={policy.businessHours}
                        className="h-4 w-4"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando..." : "Salvar prazos"}
        </Button>
      </Form>
    </section>
  );
}
