/** /faturamento/vendas/nova: a new sale, saved as a proposta or a pedido. */
import { parseSubmission } from "~/web/submission.server";
import { href, redirect } from "react-router";
import { SaleForm } from "./+shared/sale-form";
import { todayInSaoPaulo } from "~/config/calendar";
import { saleChoices } from "~/modules/sales/sale-choices.server";
import { createSale } from "~/modules/sales/sales.server";
import { saleCreateSchema } from "~/modules/sales/schemas";
import { pageMeta } from "~/web/meta";
import { idempotent } from "~/web/idempotency.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { refusal } from "~/web/refusal";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Nova venda" };
export const meta = () => pageMeta("Nova venda");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return { choices: await saleChoices(scope), today: todayInSaoPaulo() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const formData = await request.formData();
  return idempotent(scope, formData, "faturamento/venda-nova", async () => {
    const submission = parseSubmission(formData, { schema: saleCreateSchema });
    if (submission.status !== "success") return { result: submission.reply() };
    const outcome = await createSale(scope, submission.value);
    if (outcome.status === "invalid") return { result: submission.reply(refusal(outcome)) };
    throw redirect(`${href("/faturamento/vendas/:id", { id: outcome.saleId })}?aviso=criada`);
  });
}

export default function NewSale({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, today } = loaderData;
  return (
    <section
      aria-labelledby="nova-venda"
      className="space-y-4 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="nova-venda" className="text-xl font-semibold text-(--text-color)">
        Nova venda
      </h2>
      <p className="text-sm text-(--text-muted)">
        Salve como proposta para enviar ao cliente, ou como pedido quando a venda já está fechada.
      </p>
      <SaleForm
        id="nova-venda-form"
        choices={choices}
        values={{
          customer: "existente",
          items: [{ discountKind: "percent" }],
          discountKind: "percent",
          paymentTerms: "a_vista",
          installments: "2",
          intervalDays: "30",
          saleDate: today,
          categoryId: choices.defaults.categoryId ?? "",
          accountId: choices.defaults.accountId ?? "",
        }}
        lastResult={actionData?.result}
        mode={{ kind: "create" }}
      />
    </section>
  );
}
