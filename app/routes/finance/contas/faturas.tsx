/** /financeiro/contas/:id/faturas: a cartão de crédito's fatura by month (?fatura=YYYY-MM), its lines, and paying it. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, href, Link, redirect } from "react-router";
import { FigureList } from "~/components/finance/figures";
import { ListNotices } from "~/components/finance/list-notices";
import { Money } from "~/components/finance/money";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { StatusBadge } from "~/components/finance/status-badge";
import { EmptyState } from "~/components/ui/empty-state";
import { TextField } from "~/components/ui/field";
import { FormActions } from "~/components/ui/form-actions";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { parseMonth, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney, monthLabel } from "~/config/format";
import { FATURA_STATUS_LABELS, type FaturaStatus } from "~/modules/finance/cards/faturas";
import { faturaView, payFatura } from "~/modules/finance/cards/faturas.server";
import { referenceChoices } from "~/modules/finance/reference.server";
import { payFaturaSchema } from "~/modules/finance/schemas";
import { idempotent } from "~/web/idempotency.server";
import { pageMeta } from "~/web/meta";
import { refusal } from "~/web/refusal";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/faturas";
import { TABLE_BOX } from "~/components/ui/sort-header";

export const handle = { breadcrumb: "Faturas" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Fatura de ${monthLabel(loaderData.view.fatura.month)} · ${loaderData.view.card.name}` : "Faturas");

const INVALID_MONTH = "Fatura inválida: mostrando a fatura atual.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const today = todayInSaoPaulo();
  const url = new URL(request.url);
  const asked = url.searchParams.get("fatura");
  const month = parseMonth(asked);
  const view = await faturaView(scope, params.id, month, today);
  if (!view) throw data(null, { status: 404 });
  const { accounts } = await referenceChoices(scope);
  return {
    view,
    notices: asked !== null && !month ? [INVALID_MONTH] : [],
    paid: url.searchParams.get("paga") === "1",
    payers: accounts.filter((account) => account.kind !== "cartao_credito").map(({ id, name }) => ({ id, name })),
    paidOnDefault: view.fatura.dueDate < today ? view.fatura.dueDate : today,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  const month = parseMonth(url.searchParams.get("fatura"));
  const form = await request.formData();
  return idempotent(scope, form, "financeiro/contas/faturas/pagar", async (): Promise<{ result: SubmissionResult<string[]> }> => {
    const submission = parseSubmission(form, { schema: payFaturaSchema });
    if (submission.status !== "success") return { result: submission.reply() };
    if (!month) return { result: submission.reply({ formErrors: [INVALID_MONTH] }) };
    const outcome = await payFatura(scope, params.id, month, submission.value, todayInSaoPaulo());
    if (outcome.status === "invalid") return { result: submission.reply(refusal(outcome)) };
    throw redirect(`${href("/financeiro/contas/:id/faturas", { id: params.id })}?fatura=${month}&paga=1`);
  });
}

const STATUS_TONES: Record<FaturaStatus, string> = { aberta: "em_aberto", fechada: "parcial", paga: "pago" };

export default function CardFaturas({ loaderData, actionData }: Route.ComponentProps) {
  const { view, notices, paid, payers } = loaderData;
  const { card, fatura, status, lines } = view;
  const at = (month: string) => `?fatura=${month}`;
  const [previous, next] = [shiftMonth(fatura.month, -1), shiftMonth(fatura.month, 1)];
  const figures = [
    { label: "Fecha em", value: formatDate(fatura.closingDate) },
    { label: "Vence em", value: formatDate(fatura.dueDate) },
    { label: "Total", value: <Money cents={view.totalCents} /> },
    { label: "Em aberto", value: <Money cents={view.openCents} /> },
  ];
  return (
    <>
      <PageTitle title={`Faturas de ${card.name}`}>
        Fecha todo dia {card.closingDay} e vence todo dia {card.dueDay}. Cada compra entra na fatura pela data; pagar a fatura é
        uma transferência da conta escolhida para o cartão, que dá baixa em cada lançamento dela.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MonthSwitcher
          label={`Fatura de ${monthLabel(fatura.month)}`}
          previous={{ href: at(previous), label: `fatura de ${monthLabel(previous)}` }}
          next={{ href: at(next), label: `fatura de ${monthLabel(next)}` }}
        />
        <StatusBadge status={STATUS_TONES[status]} label={FATURA_STATUS_LABELS[status]} />
      </div>
      <ListNotices notices={notices} />
      {paid ? (
        <FormAlert tone="success" message="Fatura paga: a transferência foi registrada e cada lançamento baixado." />
      ) : null}
      <FigureList className="grid-cols-2 sm:grid-cols-4" items={figures} />
      {lines.length === 0 ? (
        <EmptyState title={`Nenhuma compra na fatura de ${monthLabel(fatura.month)}.`}>
          As compras lançadas em {card.name} entram na fatura pela data da compra (a data de competência).
        </EmptyState>
      ) : (
        <div className={`mb-6 ${TABLE_BOX}`}>
          <table className="w-full text-sm">
            <caption className="px-3 py-2 text-left text-sm text-(--text-muted)">
              Lançamentos da fatura de {monthLabel(fatura.month)} de {card.name}
            </caption>
            <thead className="border-b border-(--surface-border) text-left text-xs text-(--text-muted)">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Compra
                </th>
                <th scope="col" className="px-3 py-2">
                  Descrição
                </th>
                <th scope="col" className="px-3 py-2">
                  Categoria
                </th>
                <th scope="col" className="px-3 py-2">
                  Parcela
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Valor
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-(--surface-border)">
              {lines.map((line) => (
                <tr key={line.entryId}>
                  <td className="px-3 py-2 tabular-nums">{formatDate(line.competenceDate)}</td>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <Link
                      to={href("/financeiro/lancamentos/:id", { id: line.entryId })}
                      className="underline-offset-2 hover:underline"
                    >
                      {line.description}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{line.categoryName ?? "Sem categoria"}</td>
                  <td className="px-3 py-2">{line.parcela ?? "—"}</td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={line.amountCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.openCents > 0 ? (
        <PayForm
          key={fatura.month}
          openCents={view.openCents}
          payers={payers}
          paidOn={loaderData.paidOnDefault}
          cancelHref={href("/financeiro/contas/:id", { id: card.id })}
          lastResult={actionData?.result}
        />
      ) : null}
    </>
  );
}

function PayForm({
  openCents,
  payers,
  paidOn,
  lastResult,
  cancelHref,
}: {
  cancelHref: string;
  openCents: number;
  payers: Array<{ id: string; name: string }>;
  paidOn: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(payFaturaSchema, {
    lastResult,
    defaultValue: { fromAccountId: payers.length === 1 ? payers[0]!.id : "", paidOn },
  });
  return (
    <section aria-labelledby="pagar-fatura" className="max-w-2xl space-y-4 rounded-md border border-(--surface-border) p-4">
      <h2 id="pagar-fatura" className="font-semibold">
        Pagar fatura
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Pagar com a conta"
            meta={fields.fromAccountId}
            options={payers.map((payer) => ({ value: payer.id, label: payer.name }))}
            placeholder="Escolha a conta"
          />
          <TextField label="Data do pagamento" meta={fields.paidOn} type="date" />
        </div>
        <FormActions submitLabel={`Pagar ${formatMoney(openCents)}`} cancelHref={cancelHref} />
      </Form>
    </section>
  );
}
