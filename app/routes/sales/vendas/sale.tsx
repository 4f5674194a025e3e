/** /faturamento/vendas/:id, over the sales list: one sale and its actions. */
import { parseSubmission } from "~/web/submission.server";
import { data, href, Link, redirect } from "react-router";
import { SaleForm } from "./+shared/sale-form";
import { ACTION_CLASS, CancelPanel, InvoicePanel, MoveButton, UndoInvoicePanel } from "./+shared/sale-action-forms";
import { SaleCharges, SaleReceivables } from "./+shared/sale-receivables";
import { SaleItemsTable, SaleSummary } from "./+shared/sale-summary";
import { saleFormValues } from "./+shared/sale-totals";
import { FormAlert } from "~/components/ui/form-alert";
import { chargeNotice } from "~/config/charges";
import { chargesOf } from "~/modules/charges/charges.server";
import { todayInSaoPaulo } from "~/config/calendar";
import { invoicePreview, invoiceSale, cancelSale, undoInvoice } from "~/modules/sales/invoicing.server";
import { saleChoices, withSaleCurrent } from "~/modules/sales/sale-choices.server";
import { getSale, moveSale, updateSale, type SimpleMove } from "~/modules/sales/sales.server";
import { SALE_ACTION_MESSAGE, saleActionSchema, SIMPLE_MOVES } from "~/modules/sales/sale-actions";
import { SALE_CONFLICT_MESSAGE, saleEditSchema } from "~/modules/sales/schemas";
import { isEditable, movesFrom } from "~/modules/sales/status";
import type { TenantScope } from "~/modules/tenant-scope";
import { idempotent } from "~/web/idempotency.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { refusal } from "~/web/refusal";
import type { Route } from "./+types/sale";

const NOTICES: Record<string, string> = {
  criada: "Venda salva.",
  salva: "Alterações salvas.",
  enviada: "Proposta marcada como enviada.",
  rascunho: "A proposta voltou para rascunho.",
  aprovada: "Pedido aprovado.",
  faturada: "Venda faturada: os recebimentos foram lançados no financeiro.",
  "ja-faturada": "Esta venda já estava faturada; nada foi lançado de novo.",
  desfeita: "Faturamento desfeito: os recebimentos foram cancelados no financeiro. Altere a venda e fature de novo.",
  cancelada: "Venda cancelada.",
};

export const handle = {
  breadcrumb: (loaderData: unknown) => (loaderData as { sale?: { code: string } } | undefined)?.sale?.code ?? "Venda",
};
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? `Venda ${loaderData.sale.code}` : "Venda");

async function saleOf(scope: ReturnType<typeof scopeOf>, id: string) {
  const sale = await getSale(scope, id);
  if (!sale) throw data(null, { status: 404 });
  return sale;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const sale = await saleOf(scope, params.id);
  const url = new URL(request.url);
  const today = todayInSaoPaulo();
  const invoiceDate = today < sale.saleDate ? sale.saleDate : today;
  const preview = invoicePreview(
    {
      payment_terms: sale.terms.kind,
      installment_count: sale.terms.installmentCount,
      interval_days: sale.terms.intervalDays,
      total_cents: sale.totalCents,
    },
    invoiceDate,
  );
  const charges = await chargesOf(
    scope,
    sale.receivables.map((row) => row.entryId),
  );
  return {
    sale,
    charges: Object.fromEntries(charges),
    chargeNotice: chargeNotice(url.searchParams),
    choices: isEditable(sale.status) ? withSaleCurrent(await saleChoices(scope), sale) : null,
    invoiceDate,
    preview,
    confirm: url.searchParams.get("confirmar"),
    notice: NOTICES[url.searchParams.get("aviso") ?? ""] ?? null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const sale = await saleOf(scope, params.id);
  const formData = await request.formData();
  return idempotent(scope, formData, "faturamento/venda", () => saleAction(scope, sale, formData));
}

async function saleAction(scope: TenantScope, sale: Awaited<ReturnType<typeof saleOf>>, formData: FormData) {
  const intent = String(formData.get("intent") ?? "salvar");
  const here = href("/faturamento/vendas/:id", { id: sale.id });
  const failed = (which: string, error: string) => data({ intent: which, error }, { status: 400 });
  if (intent === "salvar") {
    const submission = parseSubmission(formData, { schema: saleEditSchema });
    if (submission.status !== "success") return { intent, result: submission.reply() };
    const outcome = await updateSale(scope, sale.id, submission.value);
    if (!outcome) throw data(null, { status: 404 });
    if (outcome.status === "conflict") return { intent, result: submission.reply({ formErrors: [SALE_CONFLICT_MESSAGE] }) };
    if (outcome.status === "invalid") return { intent, result: submission.reply(refusal(outcome)) };
    throw redirect(`${here}?aviso=salva`);
  }
  const submission = parseSubmission(formData, { schema: saleActionSchema });
  if (submission.status !== "success") {
    // Faturar's form shows its refusal under its date; the others are hidden fields, refused above the sale.
    if (intent === "faturar") return data({ intent, result: submission.reply() }, { status: 400 });
    return failed(
      intent === "cancelar" || intent === "desfazer" ? intent : "outro",
      Object.values(submission.error ?? {}).flat()[0] ?? SALE_ACTION_MESSAGE,
    );
  }
  const asked = submission.value;
  if (asked.intent === "mover") {
    const outcome = await moveSale(scope, sale.id, asked.to, asked.version);
    if (!outcome) throw data(null, { status: 404 });
    if (outcome.status === "conflict") return failed("outro", SALE_CONFLICT_MESSAGE);
    if (outcome.status === "invalid") return failed("outro", outcome.formErrors[0] ?? "Ação não permitida.");
    throw redirect(`${here}?aviso=${asked.to}`);
  }
  if (asked.intent === "faturar") {
    const outcome = await invoiceSale(scope, sale.id, asked.invoicedOn);
    if (!outcome) throw data(null, { status: 404 });
    if (outcome.status === "invalid")
      return failed(
        "faturar",
        outcome.formErrors[0] ?? Object.values(outcome.fieldErrors)[0]?.[0] ?? "Não foi possível faturar.",
      );
    throw redirect(`${here}?aviso=${outcome.created ? "faturada" : "ja-faturada"}`);
  }
  if (asked.intent === "desfazer") {
    const outcome = await undoInvoice(scope, sale.id);
    if (!outcome) throw data(null, { status: 404 });
    if (outcome.status === "invalid")
      return failed("desfazer", outcome.formErrors[0] ?? "Não foi possível desfazer o faturamento.");
    throw redirect(`${here}?aviso=desfeita`);
  }
  const outcome = await cancelSale(scope, sale.id);
  if (!outcome) throw data(null, { status: 404 });
  if (outcome.status === "invalid") return failed("cancelar", outcome.formErrors[0] ?? "Não foi possível cancelar.");
  throw redirect(`${here}?aviso=cancelada`);
}

export default function Sale({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, charges, chargeNotice: charged, choices, invoiceDate, preview, confirm, notice } = loaderData;
  const here = href("/faturamento/vendas/:id", { id: sale.id });
  const error = actionData && "error" in actionData ? actionData.error : null;
  const result = (intent: "salvar" | "faturar") =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : undefined;
  const moves = movesFrom(sale.status).filter((to): to is SimpleMove => (SIMPLE_MOVES as readonly string[]).includes(to));
  const canInvoice = sale.status === "aprovada";
  const canCancel = sale.status !== "cancelada";
  const canUndo = sale.status === "faturada";
  return (
    <article
      aria-label={`Venda ${sale.code}`}
      className="space-y-6 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <Link to={href("/faturamento/vendas")} className="text-sm text-(--primary-text) hover:underline">
        ← Voltar à lista
      </Link>
      {notice ? <FormAlert tone="success" message={notice} /> : null}
      {error ? <FormAlert tone="error" message={error} /> : null}
      {charged ? <FormAlert tone={charged.tone} message={charged.message} /> : null}
      <SaleSummary sale={sale} />

      {confirm === "faturar" && canInvoice ? (
        <InvoicePanel
          code={sale.code}
          invoiceDate={invoiceDate}
          preview={preview}
          cancelTo={here}
          lastResult={result("faturar")}
        />
      ) : null}
      {confirm === "desfazer" && canUndo ? <UndoInvoicePanel code={sale.code} cancelTo={here} /> : null}
      {confirm === "cancelar" && canCancel ? (
        <CancelPanel code={sale.code} invoiced={sale.status === "faturada"} cancelTo={here} />
      ) : null}

      <nav aria-label="Ações da venda" className="flex flex-wrap gap-2">
        {moves.map((to) => (
          <MoveButton key={to} to={to} version={sale.version} />
        ))}
        {canInvoice ? (
          <Link to={`${here}?confirmar=faturar`} className={ACTION_CLASS}>
            Faturar
          </Link>
        ) : null}
        {canUndo ? (
          <Link to={`${here}?confirmar=desfazer`} className={ACTION_CLASS}>
            Desfazer faturamento
          </Link>
        ) : null}
        <Link to={`${here}/imprimir`} className={ACTION_CLASS}>
          Imprimir
        </Link>
        {canCancel ? (
          <Link to={`${here}?confirmar=cancelar`} className={ACTION_CLASS}>
            Cancelar venda
          </Link>
        ) : null}
      </nav>

      <SaleReceivables receivables={sale.receivables} />
      <SaleCharges receivables={sale.receivables} charges={charges} back={here} />
      {choices ? (
        <section aria-labelledby="editar-venda" className="space-y-3">
          <h3 id="editar-venda" className="text-lg font-semibold text-(--text-color)">
            Editar venda
          </h3>
          <SaleForm
            key={sale.version}
            id={`venda-${sale.id}`}
            choices={choices}
            values={saleFormValues(sale)}
            lastResult={result("salvar")}
            mode={{ kind: "edit", version: sale.version }}
          />
        </section>
      ) : (
        <SaleItemsTable sale={sale} />
      )}
      {sale.notes && !choices ? (
        <div className="text-sm">
          <p className="text-(--text-muted)">Observações:</p>
          <p className="whitespace-pre-line text-(--text-color)">{sale.notes}</p>
        </div>
      ) : null}
    </article>
  );
}
