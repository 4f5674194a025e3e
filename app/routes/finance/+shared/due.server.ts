/** Loader and action of /financeiro/recebimentos and /pagamentos (Administrador only). */
import { data, redirect, type RouterContextProvider } from "react-router";
import { chargeNotice } from "~/config/charges";
import { z } from "~/config/zod";
import { todayInSaoPaulo } from "~/config/calendar";
import { chargesOf } from "~/modules/charges/charges.server";
import { getEntry } from "~/modules/finance/entries.server";
import { DUE_PAGE_SIZE, dueEntries } from "~/modules/finance/overview.server";
import { settleInFull } from "~/modules/finance/settlements.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneMessage, doneParams } from "./bulk";
import { dueSearch, parseDueQuery, type DueKind } from "~/modules/finance/due-query";
import { idempotent } from "~/web/idempotency.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The tab's page of receivables (receita) or payables (despesa), with the receivables' charges by entry id and the
 * notice of a charge just sent; a page past the last goes to the last.
 */
export async function loadDue(kind: DueKind, request: Request, context: Context) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  const query = parseDueQuery(kind, url.searchParams);
  const { rows, total } = await dueEntries(scope, { kind, tab: query.tab }, query.page);
  const totalPages = Math.max(1, Math.ceil(total / DUE_PAGE_SIZE));
  if (query.page > totalPages) throw redirect(`${url.pathname}${dueSearch(kind, query.tab, totalPages)}`);
  // Receivables carry their Pix charges: sent, copied and sent again from the list.
  const ids = rows.map((row) => row.id);
  const charges = kind === "receita" ? Object.fromEntries(await chargesOf(scope, ids)) : {};
  const charged = kind === "receita" ? chargeNotice(url.searchParams) : null;
  return { kind, query, rows, total, totalPages, done: doneMessage(url.searchParams), charges, charged };
}

/** Settles the posted entry in full today and comes back to the same tab and page. */
export async function settleDue(kind: DueKind, request: Request, context: Context) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const id = z.guid().safeParse(form.get("id"));
  if (!id.success) return data({ error: "Escolha um lançamento da lista." }, { status: 400 });
  return idempotent(scope, form, `financeiro/${kind}/baixa`, async () => {
    const entry = await getEntry(scope, id.data);
    if (!entry || entry.kind !== kind) throw data(null, { status: 404 });
    const count = await settleInFull(scope, [entry.id], todayInSaoPaulo());
    const url = new URL(request.url);
    const query = parseDueQuery(kind, url.searchParams);
    const search = new URLSearchParams(dueSearch(kind, query.tab, query.page));
    for (const [name, value] of Object.entries(doneParams("baixa", count))) search.set(name, value);
    throw redirect(`${url.pathname}?${search}`);
  });
}
