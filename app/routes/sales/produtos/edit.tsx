/** /faturamento/produtos/:id: a catalogue item's form, archive and delete. */
import { ReferenceStatePanel } from "~/components/finance/reference-state-panel";
import { ProductForm } from "../+shared/product-form";
import { PageTitle } from "~/components/ui/page-title";
import { formatDecimal } from "~/config/format";
import { PRODUCT_KIND_LABELS, productInUseMessage, productStateWords } from "~/modules/sales/product-schemas";
import { pageMeta } from "~/web/meta";
import { PRODUCTS_PATH } from "../+shared/product-pages";
import { editProductAction, editProductLoader } from "../+shared/product-route.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).row.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.row.name : "Item");

export const loader = (args: Route.LoaderArgs) => editProductLoader(args);
export const action = (args: Route.ActionArgs) => editProductAction(args);

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { row: product, usage } = loaderData;
  return (
    <>
      <PageTitle title={product.name}>
        {PRODUCT_KIND_LABELS[product.kind]} {product.code}
        {product.archivedAt ? " (arquivado)" : ""}.
      </PageTitle>
      <ProductForm
        defaultValue={{
          kind: product.kind,
          code: product.code,
          name: product.name,
          unit: product.unit,
          price: formatDecimal(product.priceCents),
        }}
        lastResult={actionData?.result}
        submitLabel="Salvar alterações"
        cancelHref={PRODUCTS_PATH}
      />
      <ReferenceStatePanel
        archived={product.archivedAt !== null}
        blocked={usage > 0 ? productInUseMessage(usage) : null}
        confirmingDelete={actionData?.confirmDelete === true}
        error={actionData?.stateError}
        words={productStateWords(product.name)}
        cancelHref={`${PRODUCTS_PATH}/${product.id}`}
      />
    </>
  );
}
