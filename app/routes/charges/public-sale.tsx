/**
 * /cobranca/:token/venda: the proposta or pedido of the sale a charge's parcela came from, for its customer to print or
 * save as PDF, without signing in (docs/decisions/0038). Found through the charge's token on its organization's
 * address, as the charge page is: only that sale's document; a charge not of a sale, cancelled, of another organization
 * or a guessed token answer 404. Nothing on it links into the app.
 */
import { data } from "react-router";
import { SYSTEM_ACTOR_ID } from "~/modules/finance/events.server";
import { chargeSale } from "~/modules/charges/charges.server";
import { saleDocument } from "~/modules/sales/sale-document.server";
import { addressedOrganization, readOrganizationAddress } from "~/web/current-organization.server";
import { pageMeta } from "~/web/meta";
import { PrintButton, SaleSheet } from "../sales/vendas/+shared/sale-sheet";
import { ChargeNotFound, CHARGE_NOT_FOUND } from "./+shared/charge-not-found";
import type { Route } from "./+types/public-sale";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? `Venda ${loaderData.sale.code}` : "Venda"),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = addressedOrganization(await readOrganizationAddress(request)).slug;
  const found = await chargeSale(params.token, slug);
  const sheet = found && (await saleDocument({ organizationId: found.organizationId, userId: SYSTEM_ACTOR_ID }, found.saleId));
  if (!sheet) throw data(CHARGE_NOT_FOUND, { status: 404 });
  return sheet;
}

export default function PublicSale({ loaderData }: Route.ComponentProps) {
  return (
    <main className="min-h-screen bg-(--surface-ground) px-4 py-8">
      <SaleSheet sheet={loaderData} toolbar={<PrintButton />} />
    </main>
  );
}

export const ErrorBoundary = ChargeNotFound;
