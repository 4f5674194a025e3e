/** Loaders and actions of the catalogue's new and edit pages (Administrador only). */
import { data, redirect, type RouterContextProvider } from "react-router";
import { notFoundMessage } from "~/modules/reference-data";
import { duplicateCodeMessage, PRODUCT_NOUN, productInUseMessage, productSchema } from "~/modules/sales/product-schemas";
import {
  createProduct,
  deleteProduct,
  getProduct,
  productUsage,
  setProductArchived,
  updateProduct,
} from "~/modules/sales/products.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { ReferenceAnswer } from "~/web/reference/feedback";
import { submitReference } from "~/web/reference/save.server";
import { isStateIntent } from "~/web/reference/state.server";
import { PRODUCTS_PATH } from "./product-pages";
import { idempotent } from "~/web/idempotency.server";

interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const scopeOfPage = ({ context, request }: PageArgs) => scopeOf(requireAdministratorTenant(context, request));

const notFound = () => data(notFoundMessage(PRODUCT_NOUN), { status: 404 });

const target = (save: Parameters<typeof submitReference<typeof productSchema>>[2]["save"]) => ({
  noun: PRODUCT_NOUN,
  listPath: PRODUCTS_PATH,
  save,
  duplicate: (existing: { name: string; archived: boolean }) => ({ field: "code", message: duplicateCodeMessage(existing) }),
});

/** The new page's loader: the guard only. */
export function newProductLoader(args: PageArgs) {
  scopeOfPage(args);
  return {};
}

/** The new page's action: the form saved as a new item, then a redirect to the list; its errors with status 400. */
export async function newProductAction(args: PageArgs) {
  const scope = scopeOfPage(args);
  const form = await args.request.formData();
  return idempotent(scope, form, "faturamento/produtos/novo", () =>
    submitReference(
      form,
      productSchema,
      target((value) => createProduct(scope, value)),
      "criado",
    ),
  );
}

/** The edit page's loader: the item (404 when not the organization's) and how many sales name it. */
export async function editProductLoader(args: PageArgs & { params: { id: string } }) {
  const scope = scopeOfPage(args);
  const row = await getProduct(scope, args.params.id);
  if (!row) throw notFound();
  return { row, usage: await productUsage(scope, row.id) };
}

async function runIntent(scope: TenantScope, id: string, intent: "arquivar" | "reativar" | "excluir", form: FormData) {
  if (intent !== "excluir") {
    if ((await setProductArchived(scope, id, intent === "arquivar")) === null) throw notFound();
    throw redirect(`${PRODUCTS_PATH}?feito=${intent === "arquivar" ? "arquivado" : "reativado"}`);
  }
  if (form.get("confirmado") !== "sim") return { confirmDelete: true };
  const answer = await deleteProduct(scope, id);
  if (answer === null) throw notFound();
  if (answer.status === "in_use") return { stateError: productInUseMessage(answer.sales) };
  throw redirect(`${PRODUCTS_PATH}?feito=excluido`);
}

/** The edit page's action: archive, bring back or delete (`intent`), else the form saved over the item. */
export async function editProductAction(
  args: PageArgs & { params: { id: string } },
): Promise<ReferenceAnswer | ReturnType<typeof data<ReferenceAnswer>>> {
  const scope = scopeOfPage(args);
  const { id } = args.params;
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (isStateIntent(intent)) return runIntent(scope, id, intent, form);
  return submitReference(
    form,
    productSchema,
    target((value) => updateProduct(scope, id, value)),
    "salvo",
  );
}
