/** /financeiro/fechamento: the books closed through a date, set and reopened by an Administrador with a reason. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, href, redirect } from "react-router";
import { FormActions } from "~/components/ui/form-actions";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatInstant } from "~/config/format";
import { periodLockSchema, REASON_MAX } from "~/modules/finance/period-lock";
import { periodLock, setPeriodLock } from "~/modules/finance/period-lock.server";
import { idempotent } from "~/web/idempotency.server";
import { pageMeta } from "~/web/meta";
import { refusal } from "~/web/refusal";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/fechamento";

export const handle = { breadcrumb: "Fechamento" };
export const meta = () => pageMeta("Fechamento");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const saved = new URL(request.url).searchParams.get("salvo") === "1";
  return { lock: await periodLock(scope), saved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  return idempotent(scope, form, "financeiro/fechamento", async (): Promise<{ result: SubmissionResult<string[]> }> => {
    const submission = parseSubmission(form, { schema: periodLockSchema });
    if (submission.status !== "success") return { result: submission.reply() };
    const outcome = await setPeriodLock(scope, submission.value, todayInSaoPaulo());
    if (outcome.status === "invalid") return { result: submission.reply(refusal(outcome)) };
    throw redirect(`${href("/financeiro/fechamento")}?salvo=1`);
  });
}

export default function Fechamento({ loaderData, actionData }: Route.ComponentProps) {
  const { lock, saved } = loaderData;
  const [form, fields] = useSchemaForm(periodLockSchema, {
    lastResult: actionData?.result,
    defaultValue: { closedThrough: lock?.closedThrough ?? "", reason: "" },
  });
  return (
    <>
      <PageTitle title="Fechamento">
        Feche os livros de um período já conferido: nada com data até o fechamento pode ser lançado, alterado, baixado, estornado,
        importado ou excluído, e os relatórios desses meses não mudam mais.
      </PageTitle>
      {saved ? <FormAlert tone="success" message="Fechamento salvo." /> : null}
      <section aria-labelledby="lock-now" className="mb-6 space-y-2 rounded-md border border-(--surface-border) p-4">
        <h2 id="lock-now" className="font-semibold">
          {lock ? `Livros fechados até ${formatDate(lock.closedThrough)}` : "Livros abertos"}
        </h2>
        {lock ? (
          <p className="text-sm text-(--text-muted)">
            Por {lock.setByName} em {formatInstant(lock.setAt)}. Motivo: {lock.reason}
          </p>
        ) : (
          <p className="text-sm text-(--text-muted)">Nenhum período fechado: qualquer data pode ser lançada ou alterada.</p>
        )}
      </section>
      <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-5">
        {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
        <TextField
          label="Fechar os livros até"
          meta={fields.closedThrough}
          type="date"
          hint="Para reabrir, escolha uma data anterior ou deixe em branco para abrir tudo."
        />
        <TextField
          label="Motivo"
          meta={fields.reason}
          autoComplete="off"
          maxLength={REASON_MAX}
          hint="Fica registrado na auditoria."
        />
        <FormActions submitLabel="Salvar fechamento" cancelHref={href("/financeiro")} />
      </Form>
    </>
  );
}
