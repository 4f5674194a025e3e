/** /orcamentos/:ano/editar: the year's budget grid; bad input changes nothing. */
import type { SubmissionResult } from "@conform-to/react";
import { data, href, redirect } from "react-router";
import { BudgetCopyForm, useBudgetCopyForm } from "~/components/budgets/budget-copy-form";
import { BudgetGrid, useBudgetGridForm, type BudgetGridRow } from "~/components/budgets/budget-grid";
import { ListNotices } from "~/components/finance/list-notices";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { monthName } from "~/config/format";
import { parseYearSegment } from "~/modules/budgets/address";
import { budgetGrid, copyBudget, hasBudget, saveBudget } from "~/modules/budgets/budgets.server";
import { BUDGET_COPY_FORM, budgetCopySchema, nothingToCopyMessage } from "~/modules/budgets/copy-form";
import {
  BUDGET_CHANGED_MESSAGE,
  BUDGET_GRID_FORM,
  budgetGridSchema,
  overtakenGrid,
  readGrid,
  UNKNOWN_CATEGORY_MESSAGE,
} from "~/modules/budgets/grid-form";
import type { TenantScope } from "~/modules/tenant-scope";
import { pageMeta } from "~/web/meta";
import { parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => `Orçamento de ${(loaderData as { year: number }).year}` };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? `Orçamento de ${loaderData.year}` : "Orçamento");

const DONE: Record<string, string> = {
  salvo: "Orçamento salvo.",
  distribuido: "Valor anual distribuído pelos meses e orçamento salvo.",
  copiado: "Orçamento do ano anterior copiado.",
};

function yearOf(params: { ano?: string }): number {
  const year = parseYearSegment(params.ano);
  if (year === null) throw data("Ano inválido.", { status: 404 });
  return year;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const year = yearOf(params);
  const [grid, filled, previousFilled] = await Promise.all([
    budgetGrid(scope, year),
    hasBudget(scope, year),
    hasBudget(scope, year - 1),
  ]);
  const done = DONE[new URL(request.url).searchParams.get("feito") ?? ""] ?? null;
  const today = todayInSaoPaulo();
  // The comparison of the year as it stands: this month for the current year, December for the others.
  const compareMonth = today.startsWith(String(year)) ? today.slice(0, 7) : `${year}-12`;
  return { year, rows: grid.rows, filled, previousFilled, done, compareMonth };
}

/**
 * A refusal of the copy form or the grid, for the form that was sent; `overtaken` (a new id each time) when another
 * person's save overtook it, so the grid is drawn anew from the answer's values.
 */
export type BudgetAnswer = { intent: "copiar" | "salvar"; result: SubmissionResult<string[]>; overtaken?: string };

const refused = (answer: BudgetAnswer) => data(answer, { status: 400 });

async function copy(scope: TenantScope, year: number, form: FormData) {
  const schema = budgetCopySchema({ year, replaces: await hasBudget(scope, year) });
  const submission = parseSubmission(form, { schema });
  if (submission.status !== "success") return refused({ intent: "copiar", result: submission.reply() });
  const result = await copyBudget(scope, { from: year - 1, to: year, ...submission.value });
  if (result.status === "empty")
    return refused({ intent: "copiar", result: submission.reply({ formErrors: [nothingToCopyMessage(year)] }) });
  throw redirect(`${href("/orcamentos/:ano/editar", { ano: String(year) })}?feito=copiado`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const year = yearOf(params);
  const form = await request.formData();
  if (form.get("intent") === "copiar") return copy(scope, year, form);
  const ids = (await budgetGrid(scope, year)).rows.map((row) => row.id);
  const submission = parseSubmission(form, { schema: budgetGridSchema(ids) });
  if (submission.status !== "success") {
    const result = submission.reply();
    // A spread row shows the months it would take even when another row holds the save back.
    const spread = form.get("distribuir");
    const shown = typeof spread === "string" ? readGrid(form, ids, spread).values : {};
    return refused({ intent: "salvar", result: { ...result, initialValue: { ...result.initialValue, ...shown } } });
  }
  const { rows, bases, spreadId } = submission.value;
  const saved = await saveBudget(scope, year, rows, bases);
  if (saved.status === "unknown-category")
    return refused({ intent: "salvar", result: submission.reply({ formErrors: [UNKNOWN_CATEGORY_MESSAGE] }) });
  if (saved.status === "overtaken") {
    const { fieldErrors, values } = overtakenGrid({ rows, bases }, saved.saved, saved.conflicts);
    const result = submission.reply({ formErrors: [BUDGET_CHANGED_MESSAGE], fieldErrors });
    return refused({
      intent: "salvar",
      result: { ...result, initialValue: { ...result.initialValue, ...values } },
      overtaken: crypto.randomUUID(),
    });
  }
  throw redirect(`${href("/orcamentos/:ano/editar", { ano: String(year) })}?feito=${spreadId ? "distribuido" : "salvo"}`);
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, i) => monthName(`2000-${String(i + 1).padStart(2, "0")}`));

export default function EditBudget({ loaderData, actionData }: Route.ComponentProps) {
  const { year, rows, compareMonth } = loaderData;
  return (
    <>
      <PageTitle title={`Orçamento de ${year}`}>
        Valores planejados por categoria e mês, em reais. Distribua um valor anual igualmente pelos meses ou copie o orçamento do
        ano anterior.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <MonthSwitcher
          unit="year"
          label={String(year)}
          previous={{ href: href("/orcamentos/:ano/editar", { ano: String(year - 1) }), label: String(year - 1) }}
          next={{ href: href("/orcamentos/:ano/editar", { ano: String(year + 1) }), label: String(year + 1) }}
        />
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={href("/orcamentos/:ano/exportar", { ano: String(year) })} reloadDocument download variant="secondary">
            Exportar CSV
          </ButtonLink>
          <ButtonLink to={`${href("/orcamentos")}?mes=${compareMonth}`} variant="secondary">
            Orçado e realizado
          </ButtonLink>
        </div>
      </div>
      {/* Drawn anew when the saved budget changes, or another save overtook this one: the fields start from what was saved. */}
      <BudgetForms
        key={`${savedState(year, rows)}:${(actionData as BudgetAnswer | undefined)?.overtaken ?? ""}`}
        {...loaderData}
        answer={actionData as BudgetAnswer | undefined}
      />
    </>
  );
}

const savedState = (year: number, rows: BudgetGridRow[]) =>
  `${year}:${rows.map((row) => `${row.id}=${row.months.join(",")}`).join(";")}`;

function BudgetForms({
  year,
  rows,
  filled,
  previousFilled,
  done,
  answer,
}: {
  year: number;
  rows: BudgetGridRow[];
  filled: boolean;
  previousFilled: boolean;
  done: string | null;
  answer: BudgetAnswer | undefined;
}) {
  const copyForm = useBudgetCopyForm(
    BUDGET_COPY_FORM,
    { year, replaces: filled },
    answer?.intent === "copiar" ? answer.result : undefined,
  );
  const gridForm = useBudgetGridForm(BUDGET_GRID_FORM, rows, answer?.intent === "salvar" ? answer.result : undefined);
  const error = copyForm[0].errors?.[0] ?? gridForm[0].errors?.[0];
  return (
    <>
      <ListNotices notices={[]} done={error ? null : done} error={error} />
      {previousFilled ? <BudgetCopyForm year={year} replaces={filled} spec={BUDGET_COPY_FORM} form={copyForm} /> : null}
      {rows.length === 0 ? (
        <EmptyState
          title="Nenhuma categoria de receita ou despesa."
          action={<ButtonLink to={href("/financeiro/categorias/nova")}>Nova categoria</ButtonLink>}
        >
          O orçamento é feito por categoria do plano de contas.
        </EmptyState>
      ) : (
        <BudgetGrid year={year} rows={rows} monthNames={MONTH_NAMES} spec={BUDGET_GRID_FORM} form={gridForm} />
      )}
    </>
  );
}
