/**
 * POST /financeiro/cobrancas (Administrador only): "Enviar cobrança" of one receivable or many (`id` repeated),
 * "Reenviar" (the same), the bulk "Enviar cobrança" of a list or a sale (`enviar-lote`: receivables already charged are
 * left out, each reason counted), and "Cancelar cobrança"; back to the page it came from (`de`, a back-office path)
 * with a notice in the address. A GET goes to Recebimentos.
 */
import { data, href, redirect } from "react-router";
import { bulkChargeParams, CHARGE_NOTICE, CHARGE_SKIPPED } from "~/config/charges";
import { z } from "~/config/zod";
import { CHARGE_BATCH_MAX, cancelCharge, sendCharges } from "~/modules/charges/charges.server";
import { idempotent } from "~/web/idempotency.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/actions";

const RECEBIMENTOS = href("/financeiro/recebimentos");
const BACK = /^\/(financeiro|faturamento)\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&%._+-]*)?$/;

/** Where to go back: the posted back-office path, without an earlier notice; Recebimentos otherwise. */
function backTo(value: FormDataEntryValue | null): URL {
  const path = typeof value === "string" && value.length <= 500 && BACK.test(value) ? value : RECEBIMENTOS;
  const url = new URL(path, "http://local");
  for (const name of [...Object.values(CHARGE_NOTICE), ...Object.values(CHARGE_SKIPPED)]) url.searchParams.delete(name);
  return url;
}

const there = (url: URL) => `${url.pathname}${url.search}`;

export const loader = () => redirect(RECEBIMENTOS);

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const back = backTo(form.get("de"));
  const ids = form.getAll("id");
  if (ids.length === 0) {
    back.searchParams.set(CHARGE_NOTICE.refused, "none");
    throw redirect(there(back));
  }
  if (ids.length > CHARGE_BATCH_MAX)
    return data({ error: `Marque no máximo ${CHARGE_BATCH_MAX} lançamentos de cada vez.` }, { status: 400 });
  const parsed = z.array(z.guid()).min(1).max(CHARGE_BATCH_MAX).safeParse(ids);
  if (!parsed.success) return data({ error: "Escolha lançamentos da lista." }, { status: 400 });
  const intent = form.get("intent");
  if (intent === "cancelar") {
    if (!(await cancelCharge(scope, parsed.data[0]!))) throw data(null, { status: 404 });
    back.searchParams.set(CHARGE_NOTICE.cancelled, "1");
    throw redirect(there(back));
  }
  if (intent !== "enviar" && intent !== "enviar-lote")
    return data({ error: "Escolha uma das ações da cobrança." }, { status: 400 });
  const bulk = intent === "enviar-lote";
  return idempotent(scope, form, `financeiro/cobranca/${intent}`, async () => {
    const outcome = await sendCharges(scope, parsed.data, new Date(), { onlyNew: bulk });
    const general = outcome.refused.find(({ reason }) => reason === "noKey" || reason === "noCity")?.reason;
    if (bulk && !general)
      for (const [name, value] of Object.entries(bulkChargeParams(outcome.sent, outcome.refused)))
        back.searchParams.set(name, value);
    else {
      back.searchParams.set(CHARGE_NOTICE.sent, String(outcome.sent));
      const refusal = outcome.refused[0]?.reason;
      if (refusal) back.searchParams.set(CHARGE_NOTICE.refused, refusal);
    }
    throw redirect(there(back));
  });
}

export default function ChargeActions({ actionData }: Route.ComponentProps) {
  return <p role="alert">{actionData?.error ?? "Escolha lançamentos a receber para cobrar."}</p>;
}
