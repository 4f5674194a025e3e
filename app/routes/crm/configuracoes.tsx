/** /crm/configuracoes (Administrador only): SLA targets, the SLA clock (pause, horário de atendimento), the desk's e-mail, the satisfaction survey's switch and API keys; revoking asks first by a link (`?revogar=`). */
import { parseSubmission } from "~/web/submission.server";
import { data, href, redirect } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { createApiKey, listApiKeys, revokeApiKey } from "~/modules/crm/api-keys.server";
import { apiKeySchema, slaClockSchema, slaSchema } from "~/modules/crm/settings-schemas";
import { readSlaClockSettings, readSlaSettings, saveSlaClockSettings, saveSlaSettings } from "~/modules/crm/sla-settings.server";
import { mailSettingsSchema } from "~/modules/crm/mail-settings-schemas";
import { readMailSettings, saveMailSettings } from "~/modules/crm/mail-settings.server";
import { saveSurveysEnabled, surveysEnabled } from "~/modules/crm/surveys.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { SettingsApiKeys } from "./+shared/settings-api-keys";
import { SettingsSlaClockForm } from "./+shared/settings-sla-clock-form";
import { SettingsMailForm } from "./+shared/settings-mail-form";
import { SettingsSlaForm } from "./+shared/settings-sla-form";
import { SettingsSurveyForm } from "./+shared/settings-survey-form";
import type { Route } from "./+types/configuracoes";

const HERE = href("/crm/configuracoes");
const NOTICES: Record<string, string> = {
  sla: "Prazos de SLA salvos. Valem para os novos atendimentos e para as mudanças de prioridade.",
  relogio: "Relógio do SLA salvo.",
  revogada: "Chave revogada: ela não abre mais atendimentos.",
  email: "E-mail do atendimento salvo. Vale para os próximos e-mails aos contatos.",
  "pesquisa-ligada": "Pesquisa de satisfação ligada: os próximos atendimentos resolvidos enviam o link ao contato.",
  "pesquisa-desligada": "Pesquisa de satisfação desligada: nenhum link novo será enviado.",
};

export const handle = { breadcrumb: "Configurações do CRM", breadcrumbSection: () => ({ label: "CRM", path: href("/crm") }) };
export const meta = () => pageMeta("Configurações do CRM");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  const [sla, clock, mail, keys, survey] = await Promise.all([
    readSlaSettings(scope),
    readSlaClockSettings(scope),
    readMailSettings(scope),
    listApiKeys(scope),
    surveysEnabled(scope.organizationId),
  ]);
  const revoking = keys.find((key) => key.id === url.searchParams.get("revogar") && key.revokedAt === null) ?? null;
  return {
    sla,
    clock: clock.settings,
    mail,
    keys,
    survey,
    revoking,
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "sla") {
    const submission = parseSubmission(formData, { schema: slaSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), createdKey: null }, { status: 400 });
    await saveSlaSettings(scope, submission.value);
    throw redirect(`${HERE}?aviso=sla`);
  }
  if (intent === "relogio") {
    const submission = parseSubmission(formData, { schema: slaClockSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), createdKey: null }, { status: 400 });
    await saveSlaClockSettings(scope, submission.value);
    throw redirect(`${HERE}?aviso=relogio`);
  }
  if (intent === "email") {
    const submission = parseSubmission(formData, { schema: mailSettingsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), createdKey: null }, { status: 400 });
    await saveMailSettings(scope, submission.value);
    throw redirect(`${HERE}?aviso=email`);
  }
  if (intent === "pesquisa") {
    const enabled = formData.get("ligada") === "on";
    await saveSurveysEnabled(scope, enabled);
    throw redirect(`${HERE}?aviso=${enabled ? "pesquisa-ligada" : "pesquisa-desligada"}`);
  }
  if (intent === "criar-chave") {
    const submission = parseSubmission(formData, { schema: apiKeySchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), createdKey: null }, { status: 400 });
    const { key, summary } = await createApiKey(scope, submission.value.name);
    return { intent, result: submission.reply({ resetForm: true }), createdKey: { key, name: summary.name } };
  }
  if (intent === "revogar") {
    if (!(await revokeApiKey(scope, String(formData.get("id") ?? "")))) throw data(null, { status: 404 });
    throw redirect(`${HERE}?aviso=revogada`);
  }
  return data({ intent: "outro", result: null, createdKey: null }, { status: 400 });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { sla, clock, mail, keys, survey, revoking, notice } = loaderData;
  const resultOf = (intent: string) => (actionData?.intent === intent ? (actionData.result ?? undefined) : undefined);
  return (
    <div className="space-y-8">
      <PageTitle title="Configurações do CRM">Prazos de atendimento, e-mail aos contatos e chaves da API de entrada.</PageTitle>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {actionData?.intent === "outro" ? <FormAlert tone="error" message="Escolha uma das ações da página." /> : null}
      <SettingsSlaForm policies={sla.policies} defaults={sla.defaults} lastResult={resultOf("sla")} />
      <SettingsSlaClockForm settings={clock} lastResult={resultOf("relogio")} />
      <SettingsMailForm settings={mail} lastResult={resultOf("email")} />
      <SettingsSurveyForm enabled={survey} />
      {revoking ? (
        <ConfirmPanel
          title={`Revogar a chave ${revoking.prefix} (${revoking.name})?`}
          message="Os sistemas que usam esta chave deixam de abrir atendimentos na hora. Não é possível desfazer."
          intent="revogar"
          fields={{ id: revoking.id }}
          confirmLabel="Revogar chave"
          pendingLabel="Revogando..."
          cancelTo={HERE}
        />
      ) : null}
      <SettingsApiKeys keys={keys} createdKey={actionData?.createdKey ?? null} lastResult={resultOf("criar-chave")} />
    </div>
  );
}
