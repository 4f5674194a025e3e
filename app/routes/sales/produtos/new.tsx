/** /faturamento/produtos/novo: a new produto or serviço of the catalogue. */
import { ProductForm } from "../+shared/product-form";
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import { PRODUCTS_PATH } from "../+shared/product-pages";
import { newProductAction, newProductLoader } from "../+shared/product-route.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Novo item" };
export const meta = () => pageMeta("Novo item");

export const loader = (args: Route.LoaderArgs) => newProductLoader(args);
export const action = (args: Route.ActionArgs) => newProductAction(args);

export default function NewProduct({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Novo item">O preço é por unidade; nas vendas ele pode ser alterado item a item.</PageTitle>
      <ProductForm
        defaultValue={{ kind: "produto", unit: "un", price: "0,00" }}
        lastResult={actionData?.result}
        submitLabel="Criar item"
        cancelHref={PRODUCTS_PATH}
      />
    </>
  );
}
