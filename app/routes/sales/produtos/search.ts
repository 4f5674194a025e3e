/** /faturamento/produtos/buscar?q=&limite=: active catalogue items as JSON for the sale form's picker (`priceCents` per unit). */
import { productsForSale } from "~/modules/sales/products.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const params = new URL(request.url).searchParams;
  const limit = /^\d{1,2}$/.test(params.get("limite") ?? "") ? Number(params.get("limite")) : 10;
  const products = await productsForSale(scope, (params.get("q") ?? "").slice(0, 100), limit);
  return Response.json(
    {
      items: products.map(({ id, kind, code, name, unit, priceCents }) => ({
        id,
        kind,
        code,
        name,
        unit,
        priceCents,
        label: `${code} - ${name}`,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
