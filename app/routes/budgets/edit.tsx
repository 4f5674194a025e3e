/** /orcamentos/:ano/editar: the year's budget grid; bad input changes nothing. */
import { data, Form, href, redirect } from "react-router";
import { BudgetGrid } from "~/components/budgets/budget-grid";
import { ListNotices } from "~/components/finance/list-notices";
import { MonthSwitcher } from "~/components/finance/month-switcher";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { PageTitle } from "~/components/ui/page-title";
import { PlainTextField } from "~/components/ui/plain-field";
import { todayInSaoPaulo } from "~/config/calendar";
import { monthName } from "~/config/format";
import { parseYearSegment } from "~/modules/budgets/address";
import { budgetGrid, copyBudget, hasBudget, saveBudget } from "~/modules/budgets/budgets.server";
import { annualField, monthField, readGrid } from "~/modules/budgets/grid-form";
import { parsePercent } from "~/modules/budgets/spread";
import type { TenantScope } from "~/modules/tenant-scope";
import { pageMeta } from "~/web/meta";
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

type Answer = {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

const refused = (answer: Answer) => data(answer, { status: 400 });

async function copy(scope: TenantScope, year: number, form: FormData) {
  const typed = form.get("percentual");
  const text = typeof typed === "string" ? typed : "";
  const values = { percentual: text, confirmado: form.get("confirmado") === "sim" ? "sim" : "" };
  const increase = text.length <= 12 ? parsePercent(text) : null;
  if (increase === null)
    return refused({
      message: "O orçamento não foi copiado.",
      errors: { percentual: "Percentual inválido: use um número entre -100 e 1000, como 5 ou 4,5." },
      values,
    });
  if ((await hasBudget(scope, year)) && values.confirmado !== "sim")
    return refused({
      message: "O orçamento não foi copiado.",
      errors: { confirmado: `Confirme que o orçamento de ${year} será substituído.` },
      values,
    });
  const result = await copyBudget(scope, { from: year - 1, to: year, increaseBasisPoints: increase });
  if (result.status === "empty")
    return refused({ message: `${year - 1} não tem orçamento para copiar. Nada foi alterado.`, errors: {}, values });
  throw redirect(`${href("/orcamentos/:ano/editar", { ano: String(year) })}?feito=copiado`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const year = yearOf(params);
  const form = await request.formData();
  if (form.get("intent") === "copiar") return copy(scope, year, form);
  const ids = (await budgetGrid(scope, year)).rows.map((row) => row.id);
  const spread = form.get("distribuir");
  if (spread !== null && (typeof spread !== "string" || !ids.includes(spread)))
    return refused({ message: "Categoria não encontrada: nada foi salvo.", errors: {}, values: {} });
  const grid = readGrid(form, ids, spread ?? undefined);
  if (Object.keys(grid.errors).length > 0)
    return refused({
      message: "O orçamento não foi salvo: corrija os valores destacados.",
      errors: grid.errors,
      values: grid.values,
    });
  const saved = await saveBudget(scope, year, grid.rows);
  if (saved.status !== "saved")
    return refused({ message: "Categoria não encontrada: nada foi salvo.", errors: {}, values: grid.values });
  throw redirect(`${href("/orcamentos/:ano/editar", { ano: String(year) })}?feito=${spread ? "distribuido" : "salvo"}`);
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, i) => monthName(`2000-${String(i + 1).padStart(2, "0")}`));

export default function EditBudget({ loaderData, actionData }: Route.ComponentProps) {
  const { year, rows, filled, previousFilled, done, compareMonth } = loaderData;
  const answer = actionData as Answer | undefined;
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
      <ListNotices notices={[]} done={answer ? null : done} error={answer?.message} />
      {previousFilled ? (
        <Form
          method="post"
          className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
        >
          <h2 className="w-full text-base font-semibold">Copiar o orçamento de {year - 1}</h2>
          <div className="w-48">
            <PlainTextField
              label="Aumento (%)"
              name="percentual"
              inputMode="decimal"
              maxLength={12}
              placeholder="0"
              defaultValue={answer?.values.percentual ?? ""}
              error={answer?.errors.percentual ?? null}
            />
          </div>
          {filled ? (
            <div className="space-y-1">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirmado" value="sim" defaultChecked={answer?.values.confirmado === "sim"} />
                Substituir o orçamento de {year}
              </label>
              {answer?.errors.confirmado ? <p className="text-sm text-(--danger-color)">{answer.errors.confirmado}</p> : null}
            </div>
          ) : null}
          <Button type="submit" name="intent" value="copiar" variant="secondary">
            Copiar de {year - 1}
          </Button>
        </Form>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState
          title="Nenhuma categoria de receita ou despesa."
          action={<ButtonLink to={href("/financeiro/categorias/nova")}>Nova categoria</ButtonLink>}
        >
          O orçamento é feito por categoria do plano de contas.
        </EmptyState>
      ) : (
        <BudgetGrid
          year={year}
          rows={rows}
          monthNames={MONTH_NAMES}
          values={answer?.values}
          errors={answer?.errors}
          monthField={monthField}
          annualField={annualField}
        />
      )}
    </>
  );
}
