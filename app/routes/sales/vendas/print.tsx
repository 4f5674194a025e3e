/** /faturamento/vendas/:id/imprimir: a proposta or pedido laid out to print (print CSS hides the shell). */
import { data, href, Link } from "react-router";
import { PrintButton, SaleSheet } from "./+shared/sale-sheet";
import { saleDocument } from "~/modules/sales/sale-document.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/print";

export const handle = { breadcrumb: "Imprimir" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Imprimir ${loaderData.sheet.sale.code}` : "Imprimir venda");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const sheet = await saleDocument(scope, params.id);
  if (!sheet) throw data(null, { status: 404 });
  return { sheet, saleId: params.id };
}

export default function PrintSale({ loaderData }: Route.ComponentProps) {
  return (
    <SaleSheet
      sheet={loaderData.sheet}
      toolbar={
        <>
          <Link to={href("/faturamento/vendas/:id", { id: loaderData.saleId })} className="text-(--primary-text) hover:underline">
            ← Voltar à venda
          </Link>
          <PrintButton />
        </>
      }
    />
  );
}
