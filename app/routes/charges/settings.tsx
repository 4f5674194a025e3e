/** /financeiro/cobranca (Administrador only): the company data, the Pix keys and the régua de cobrança (docs/decisions/0038). */
import { data, href, redirect } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { z } from "~/config/zod";
import { chargeSettingsSchema, companySchema, pixKeySchema } from "~/modules/charges/company-rules";
import {
  addPixKey,
  listPixKeys,
  readChargeSettings,
  readCompany,
  removePixKey,
  saveChargeSettings,
  saveCompany,
  setDefaultPixKey,
} from "~/modules/charges/company.server";
import { pageMeta } from "~/web/meta";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { CompanyForm } from "./+shared/company-form";
import { PixKeys } from "./+shared/pix-keys";
import { RemindersForm } from "./+shared/reminders-form";
import type { Route } from "./+types/settings";

const HERE = href("/financeiro/cobranca");
const NOTICES: Record<string, string> = {
  empresa: "Dados da empresa salvos.",
  "pix-adicionada": "Chave Pix adicionada.",
  "pix-padrao": "Chave padrão alterada: vale para as próximas cobranças.",
  "pix-removida": "Chave Pix removida. As cobranças já enviadas continuam com a chave que levam.",
  regua: "Régua de cobrança salva. Vale para os próximos lembretes.",
};
const PIX_REFUSALS = {
  duplicate: "Esta chave já está cadastrada.",
  full: "Limite de chaves atingido: remova uma antes de adicionar outra.",
} as const;

export const handle = { breadcrumb: "Cobrança" };
export const meta = () => pageMeta("Cobrança");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const [company, keys, settings] = await Promise.all([readCompany(scope), listPixKeys(scope), readChargeSettings(scope)]);
  return { company, keys, settings, notice: NOTICES[new URL(request.url).searchParams.get("aviso") ?? ""] ?? null };
}

const keyId = (formData: FormData) => z.guid().safeParse(formData.get("id"));

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const refused = (result: unknown) => data({ intent, result, error: null }, { status: 400 });
  if (intent === "empresa") {
    const submission = parseSubmission(formData, { schema: companySchema });
    if (submission.status !== "success") return refused(submission.reply());
    await saveCompany(scope, submission.value);
    throw redirect(`${HERE}?aviso=empresa`);
  }
  if (intent === "pix-adicionar") {
    const submission = parseSubmission(formData, { schema: pixKeySchema });
    if (submission.status !== "success") return refused(submission.reply());
    const outcome = await addPixKey(scope, submission.value);
    if (outcome !== "added")
      return data(
        { intent, result: submission.reply({ fieldErrors: { key: [PIX_REFUSALS[outcome]] } }), error: null },
        { status: 409 },
      );
    throw redirect(`${HERE}?aviso=pix-adicionada`);
  }
  if (intent === "pix-padrao" || intent === "pix-remover") {
    const id = keyId(formData);
    const done =
      id.success && (intent === "pix-padrao" ? await setDefaultPixKey(scope, id.data) : await removePixKey(scope, id.data));
    if (!done) throw data(null, { status: 404 });
    throw redirect(`${HERE}?aviso=${intent === "pix-padrao" ? "pix-padrao" : "pix-removida"}`);
  }
  if (intent === "regua") {
    const submission = parseSubmission(formData, { schema: chargeSettingsSchema });
    if (submission.status !== "success") return refused(submission.reply());
    await saveChargeSettings(scope, submission.value);
    throw redirect(`${HERE}?aviso=regua`);
  }
  return data({ intent: "outro", result: null, error: "Escolha uma das ações da página." }, { status: 400 });
}

export default function ChargeSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company, keys, settings, notice } = loaderData;
  const resultOf = (intent: string) => (actionData?.intent === intent ? ((actionData.result ?? undefined) as never) : undefined);
  return (
    <div className="space-y-8">
      <PageTitle title="Cobrança">
        Os dados da empresa, as chaves Pix e os lembretes das cobranças enviadas aos clientes.
      </PageTitle>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {actionData?.error ? <FormAlert tone="error" message={actionData.error} /> : null}
      <CompanyForm company={company} lastResult={resultOf("empresa")} />
      <PixKeys keys={keys} lastResult={resultOf("pix-adicionar")} />
      <RemindersForm settings={settings} lastResult={resultOf("regua")} />
    </div>
  );
}
