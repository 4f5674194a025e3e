/** /profile/:userId (Administrador only): one member and the administration's actions on them; another organization's member answers 404. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { ConfirmAction, InlineConfirmation } from "~/components/administration/confirm-action";
import { formatDateTime, formatSignIn, ROLE_OPTIONS, roleLabel } from "~/components/administration/labels";
import { MemberAvatar } from "~/components/administration/member-avatar";
import { StatusBadge } from "~/components/administration/status-badge";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { confirmationOf } from "~/contracts/confirmations";
import type { MemberDetail } from "~/contracts/members";
import { memberAction, REMOVED_LOCATION, type MemberAnswer } from "~/modules/administration/member-actions.server";
import { memberActionSchema } from "~/modules/administration/member-forms";
import { pageMeta } from "~/web/meta";
import { authClientFor } from "~/web/service-clients.server";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant } from "~/web/tenant.server";
import type { Route } from "./+types/member";

export const handle = { breadcrumb: "Membro" };
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.member.Name ?? "Membro");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const tenant = requireAdministratorTenant(context, request);
  return { member: await authClientFor(request, tenant).getMember(params.userId) };
}

/** The action's answer: the module's, or the role form's refusal for its field. */
type PageAnswer =
  | (MemberAnswer & { result?: undefined })
  | { result: SubmissionResult<string[]>; tone?: undefined; message?: undefined; confirm?: undefined };

export async function action({ request, context, params }: Route.ActionArgs) {
  const tenant = requireAdministratorTenant(context, request);
  const submission = parseSubmission(await request.formData(), { schema: memberActionSchema });
  // Even a refused post reads the member first: another organization's answers 404.
  const done = await memberAction(
    authClientFor(request, tenant),
    params.userId,
    submission.status === "success" ? submission.value : null,
  );
  if ("removed" in done) throw redirect(REMOVED_LOCATION);
  if (submission.status !== "success" && submission.payload.intent === "papel")
    return data<PageAnswer>({ result: submission.reply() }, { status: 400 });
  return data<PageAnswer>(done.body, { status: done.status });
}

export default function MemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member } = loaderData;
  const here = href("/profile/:userId", { userId: member.Id });
  return (
    <>
      <header className="mb-6 flex items-center gap-4">
        <MemberAvatar name={member.Name} email={member.Email} />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-(--text-color)">{member.Name || member.Username}</h1>
          <p className="text-sm break-all text-(--text-muted)">
            @{member.Username} · {member.Email}
          </p>
        </div>
      </header>
      <div className="mb-4 space-y-3" aria-live="polite">
        {actionData?.message ? <FormAlert tone={actionData.tone} message={actionData.message} /> : null}
      </div>
      {actionData?.confirm ? <InlineConfirmation confirmation={actionData.confirm} cancelHref={here} /> : null}
      <MemberFacts member={member} />
      {member.LastAdministrator ? (
        <p className="mt-4 max-w-2xl rounded-md bg-(--surface-hover) p-3 text-sm text-(--text-muted)">
          Este é o único administrador ativo da organização: ele não pode ser rebaixado, bloqueado, desabilitado nem removido.
          Promova outro membro a administrador antes.
        </p>
      ) : null}
      <RoleForm member={member} lastResult={actionData?.result} />
      <AccessActions member={member} />
      <p className="mt-10">
        <Link to={href("/profile")} className="text-sm text-(--primary-text) hover:underline">
          Voltar para a lista de membros
        </Link>
      </p>
    </>
  );
}

function MemberFacts({ member }: { member: MemberDetail }) {
  const fact = "grid grid-cols-[10rem_1fr] gap-2 py-2";
  return (
    <dl className="max-w-2xl divide-y divide-(--surface-border) text-sm">
      <div className={fact}>
        <dt className="text-(--text-muted)">Papel</dt>
        <dd>{roleLabel(member.Role)}</dd>
      </div>
      <div className={fact}>
        <dt className="text-(--text-muted)">Situação</dt>
        <dd>
          <StatusBadge status={member.Status} />
        </dd>
      </div>
      <div className={fact}>
        <dt className="text-(--text-muted)">Último acesso</dt>
        <dd>{formatSignIn(member.LastLogin)}</dd>
      </div>
      <div className={fact}>
        <dt className="text-(--text-muted)">Membro desde</dt>
        <dd>{formatDateTime(member.JoinedAt)}</dd>
      </div>
      <div className={fact}>
        <dt className="text-(--text-muted)">Bloqueio temporário</dt>
        <dd>{member.Locked ? "Sim: entradas recusadas após senhas erradas" : "Não"}</dd>
      </div>
    </dl>
  );
}

function RoleForm({ member, lastResult }: { member: MemberDetail; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(memberActionSchema, {
    id: "papel",
    lastResult,
    defaultValue: { role: member.Role === "Usuario" ? "Usuario" : "Administrator" },
  });
  const busy = useNavigation().formData?.get("intent") === "papel";
  return (
    <section aria-labelledby="papel-titulo" className="mt-8 max-w-2xl">
      <h2 id="papel-titulo" className="mb-2 text-lg font-semibold text-(--text-color)">
        Papel
      </h2>
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="papel" />
        <SelectField label="Novo papel" meta={fields.role} options={ROLE_OPTIONS} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Alterando…" : "Alterar papel"}
        </Button>
      </Form>
      <p className="mt-2 text-xs text-(--text-muted)">Ao mudar o papel, o membro precisa entrar de novo.</p>
    </section>
  );
}

function PlainAction({ intent, label }: { intent: string; label: string }) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? "Aguarde…" : label}
      </Button>
    </Form>
  );
}

function AccessActions({ member }: { member: MemberDetail }) {
  const name = member.Name || member.Username;
  const ask = (intent: "bloquear" | "desabilitar" | "remover", label: string) => {
    const confirmation = confirmationOf(intent, member.Id, name);
    return confirmation ? <ConfirmAction confirmation={confirmation} label={label} /> : null;
  };
  return (
    <section aria-labelledby="acesso-titulo" className="mt-8 max-w-2xl">
      <h2 id="acesso-titulo" className="mb-2 text-lg font-semibold text-(--text-color)">
        Acesso
      </h2>
      <div className="flex flex-wrap gap-3">
        {member.Status === "blocked" ? <PlainAction intent="desbloquear" label="Desbloquear" /> : ask("bloquear", "Bloquear")}
        {member.Status === "disabled" ? (
          <PlainAction intent="reabilitar" label="Reabilitar" />
        ) : (
          ask("desabilitar", "Desabilitar")
        )}
        <PlainAction intent="redefinir-senha" label="Enviar redefinição de senha" />
        {member.Locked ? <PlainAction intent="remover-bloqueio-temporario" label="Remover bloqueio temporário" /> : null}
      </div>
      <h2 className="mt-8 mb-2 text-lg font-semibold text-(--text-color)">Remover da organização</h2>
      <p className="mb-2 text-sm text-(--text-muted)">A pessoa perde o acesso a esta organização; a conta continua existindo.</p>
      {ask("remover", "Remover da organização")}
    </section>
  );
}
