/** "Entrada de novos membros": who may join, a radio per policy with its explanation; works without JavaScript. */
import { getCollectionProps, getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { PANEL_CLASS } from "~/components/administration/membership-panel";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { MEMBERSHIP_POLICIES, type MembershipPolicy } from "~/contracts/members";
import { membershipActionSchema } from "~/modules/administration/member-forms";

const POLICY_LABELS: Record<MembershipPolicy, { label: string; explanation: string }> = {
  invitation: {
    label: "Somente por convite",
    explanation: "Ninguém entra pelo registro: só quem recebe um convite de um administrador.",
  },
  approval: {
    label: "Aprovação necessária",
    explanation: "Quem se registra só tem acesso depois que um administrador aprova o pedido.",
  },
  open: {
    label: "Aberta",
    explanation: "Quem se registra entra na hora como Usuário e vê toda a central de atendimento.",
  },
};

const OPEN_POLICY_WARNING =
  "Atenção: com a entrada aberta, qualquer pessoa que se registrar entra como Usuário e vê toda a central de atendimento, com os dados dos clientes.";

/** Who may join: a radio per policy with its explanation; `lastResult` is the action's refusal. */
export function MembershipPolicyForm({
  policy,
  lastResult,
}: {
  policy: MembershipPolicy;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(membershipActionSchema, {
    id: "politica",
    lastResult,
    defaultValue: { politica: policy },
  });
  const choice = fields.politica;
  const busy = useNavigation().formData?.get("intent") === "politica";
  return (
    <section aria-labelledby="entrada-titulo" className={PANEL_CLASS}>
      <h2 id="entrada-titulo" className="mb-3 font-semibold text-(--text-color)">
        Entrada de novos membros
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="politica" />
        <fieldset className="space-y-2" aria-describedby={choice.errors?.length ? choice.errorId : undefined}>
          <legend className="sr-only">Quem pode entrar na organização</legend>
          {getCollectionProps(choice, { type: "radio", options: [...MEMBERSHIP_POLICIES] }).map(({ key, ...radio }) => (
            <div key={key} className="flex items-start gap-2 text-sm">
              <input {...radio} aria-describedby={`${radio.id}-explicacao`} className="mt-1" />
              <div>
                <label htmlFor={radio.id} className="font-medium text-(--text-color)">
                  {POLICY_LABELS[radio.value as MembershipPolicy].label}
                </label>
                <p id={`${radio.id}-explicacao`} className="text-(--text-muted)">
                  {POLICY_LABELS[radio.value as MembershipPolicy].explanation}
                </p>
              </div>
            </div>
          ))}
          <FieldError meta={choice} />
        </fieldset>
        {policy === "open" ? (
          <p role="note" className="rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {OPEN_POLICY_WARNING}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Salvando…" : "Salvar entrada de membros"}
        </Button>
      </Form>
    </section>
  );
}
