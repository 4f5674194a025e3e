/** /profile (spec 2.2, Administrador only): members, pending invitations and registrations, and the join policy (docs/decisions/0026). */
import { data, Form, href, Link, redirect } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { InlineConfirmation } from "~/components/administration/confirm-action";
import { STATUS_FILTER_LABELS } from "~/components/administration/labels";
import { MembersTable } from "~/components/administration/members-table";
import { MembershipRequests } from "~/components/administration/membership-panel";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { MEMBERS_PAGE_SIZE, MEMBER_STATUSES, type MemberSort } from "~/contracts/members";
import { invitationAction, invite, type InvitationAnswer } from "~/modules/administration/invitation-actions.server";
import {
  invitationActionSchema,
  inviteSchema,
  isMembershipIntent,
  membershipActionSchema,
} from "~/modules/administration/member-forms";
import { membershipAction } from "~/modules/administration/membership-actions.server";
import { pageMeta } from "~/web/meta";
import { authClientFor } from "~/web/service-clients.server";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant } from "~/web/tenant.server";
import { InviteMember } from "./+shared/invite-form";
import { MembershipPolicyForm } from "./+shared/membership-policy-form";
import { DEFAULT_VIEW, membersSearch, readMembersView, type MembersView } from "~/modules/administration/member-query";
import type { Route } from "./+types/list";

export const meta = () => pageMeta("Usuários");

const DONE: Record<string, string> = { removido: "Membro removido da organização." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const tenant = requireAdministratorTenant(context, request);
  const params = new URL(request.url).searchParams;
  const view = readMembersView(params);
  const page = await authClientFor(request, tenant).listMembers({
    q: view.q || undefined,
    status: view.status ?? undefined,
    role: view.role ?? undefined,
    sort: view.sort,
    order: view.order,
    page: view.page,
    pageSize: MEMBERS_PAGE_SIZE,
  });
  const totalPages = Math.max(1, Math.ceil(page.Total / page.PageSize));
  if (view.page > totalPages) throw redirect(`${href("/profile")}${membersSearch({ ...view, page: totalPages })}`);
  const client = authClientFor(request, tenant);
  const [policy, requests] = await Promise.all([client.membershipPolicy(), client.membershipRequests()]);
  return {
    view,
    page,
    totalPages,
    policy,
    requests,
    now: new Date().toISOString(),
    done: DONE[params.get("feito") ?? ""] ?? null,
  };
}

interface ListAnswer extends InvitationAnswer {
  /** The invitation form's answer. */
  result?: SubmissionResult<string[]>;
  invited?: boolean;
  /** The membership policy form's refusal. */
  policyResult?: SubmissionResult<string[]>;
}

const UNKNOWN = "Ação desconhecida. Recarregue a página e tente de novo.";

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = requireAdministratorTenant(context, request);
  const form = await request.formData();
  const client = authClientFor(request, tenant);
  if (form.get("intent") === "convidar") {
    const submission = parseSubmission(form, { schema: inviteSchema });
    if (submission.status !== "success") return data<ListAnswer>({ result: submission.reply() }, { status: 400 });
    const sent = await invite(client, submission.value);
    if (!sent.sent)
      return data<ListAnswer>({ result: submission.reply({ fieldErrors: { email: [sent.message] } }) }, { status: sent.status });
    return data<ListAnswer>({
      result: submission.reply({ resetForm: true }),
      invited: true,
      tone: "success",
      message: sent.message,
    });
  }
  if (isMembershipIntent(form.get("intent"))) {
    const submission = parseSubmission(form, { schema: membershipActionSchema });
    if (submission.status !== "success") {
      if (submission.payload.intent === "politica")
        return data<ListAnswer>({ policyResult: submission.reply() }, { status: 400 });
      return data<ListAnswer>({ tone: "error", message: UNKNOWN }, { status: 400 });
    }
    const done = await membershipAction(client, submission.value);
    return data<ListAnswer>(done.body, { status: done.status });
  }
  const parsed = invitationActionSchema.safeParse(Object.fromEntries(form));
  const done = await invitationAction(client, parsed.success ? parsed.data : null);
  return data<ListAnswer>(done.body, { status: done.status });
}

const FILTER_LABEL = "block text-xs font-medium text-(--text-muted)";

export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const { view, page, totalPages, policy, requests, now, done } = loaderData;
  const answer: ListAnswer | undefined = actionData;
  const pageHref = (change: Partial<MembersView>) => `${href("/profile")}${membersSearch({ ...view, page: 1, ...change })}`;
  const filtered = view.q !== "" || view.status !== null || view.role !== null;
  const alert = answer?.message
    ? { tone: answer.tone ?? "success", message: answer.message }
    : done
      ? { tone: "success" as const, message: done }
      : null;
  return (
    <>
      <PageTitle title="Usuários">
        {page.Total === 1 ? "1 pessoa" : `${page.Total} pessoas`} entre membros e convites pendentes
        {view.q ? ` com “${view.q}”` : ""}.{" "}
        <Link to={href("/profile/auditoria")} className="text-(--primary-text) underline">
          Auditoria
        </Link>
      </PageTitle>
      <div className="mb-4 space-y-3" aria-live="polite">
        {alert ? <FormAlert tone={alert.tone} message={alert.message} /> : null}
      </div>
      {answer?.confirm ? <InlineConfirmation confirmation={answer.confirm} cancelHref={pageHref({ page: view.page })} /> : null}
      <MembershipRequests requests={requests} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" aria-label="Buscar membros" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="busca-membros" className={FILTER_LABEL}>
              Nome, usuário ou e-mail
            </label>
            <input id="busca-membros" type="search" name="q" maxLength={100} defaultValue={view.q} className={INPUT_CLASS} />
          </div>
          <div className="space-y-1">
            <label htmlFor="filtro-situacao" className={FILTER_LABEL}>
              Situação
            </label>
            <select id="filtro-situacao" name="situacao" defaultValue={view.status ?? ""} className={INPUT_CLASS}>
              <option value="">Todas</option>
              {MEMBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_FILTER_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="filtro-papel" className={FILTER_LABEL}>
              Papel
            </label>
            <select id="filtro-papel" name="papel" defaultValue={view.role ?? ""} className={INPUT_CLASS}>
              <option value="">Todos</option>
              <option value="Administrator">Administrador</option>
              <option value="Usuario">Usuário</option>
            </select>
          </div>
          {view.sort !== DEFAULT_VIEW.sort || view.order !== DEFAULT_VIEW.order ? (
            <>
              <input type="hidden" name="ordem" value={view.sort} />
              <input type="hidden" name="direcao" value={view.order} />
            </>
          ) : null}
          <Button type="submit" variant="secondary">
            Filtrar
          </Button>
          {filtered ? (
            <Link
              to={pageHref({ q: "", status: null, role: null })}
              className="self-center text-sm text-(--primary-text) underline"
            >
              Limpar filtros
            </Link>
          ) : null}
        </Form>
        <InviteMember lastResult={answer?.result} sent={answer?.invited === true} />
      </div>
      {page.Items.length === 0 ? (
        <EmptyState title={filtered ? "Nenhuma pessoa encontrada com esses filtros." : "Nenhum membro ainda."}>
          {filtered ? (
            <>
              Confira a grafia ou{" "}
              <Link to={pageHref({ q: "", status: null, role: null })} className="text-(--primary-text) underline">
                limpe os filtros
              </Link>
              .
            </>
          ) : (
            "Convide colegas pelo e-mail para trabalharem na organização."
          )}
        </EmptyState>
      ) : (
        <MembersTable
          rows={page.Items}
          now={now}
          sort={{ by: view.sort, order: view.order }}
          sortHref={(sort) => pageHref({ sort: sort.by as MemberSort, order: sort.order })}
        />
      )}
      <Pagination page={view.page} totalPages={totalPages} href={(number) => pageHref({ page: number })} />
      <MembershipPolicyForm policy={policy} lastResult={answer?.policyResult} />
    </>
  );
}
