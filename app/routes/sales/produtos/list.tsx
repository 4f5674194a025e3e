/** /faturamento/produtos: the catalogue, searched and paged in the address. */
import { Form, Link, redirect } from "react-router";
import { ReferenceTable, type ReferenceRow } from "~/components/finance/reference-table";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { formatMoney } from "~/config/format";
import { pageNumber } from "~/config/pagination";
import { PRODUCT_KIND_LABELS, PRODUCT_KINDS, PRODUCT_NOUN, type ProductKind } from "~/modules/sales/product-schemas";
import { listProducts, type Product } from "~/modules/sales/products.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneFrom } from "~/web/reference/feedback";
import { PRODUCTS_PATH } from "../+shared/product-pages";
import type { Route } from "./+types/list";

export const meta = () => pageMeta("Produtos e serviços");

interface ProductQuery {
  q: string;
  kind: ProductKind | null;
  archived: boolean;
  page: number;
}

function searchOf({ q, kind, archived, page }: ProductQuery): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (kind) params.set("tipo", kind);
  if (archived) params.set("arquivados", "1");
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

const kindOf = (value: string | null): ProductKind | null =>
  PRODUCT_KINDS.includes(value as ProductKind) ? (value as ProductKind) : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const params = new URL(request.url).searchParams;
  const query: ProductQuery = {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    kind: kindOf(params.get("tipo")),
    archived: params.get("arquivados") === "1",
    page: pageNumber(params.get("pagina")),
  };
  const list = await listProducts(scope, query, query.page);
  if (query.page > list.totalPages) throw redirect(`${PRODUCTS_PATH}${searchOf({ ...query, page: list.totalPages })}`);
  return { query, list, done: doneFrom(params, PRODUCT_NOUN) };
}

const HEADERS = ["Código", "Tipo", "Unidade", "Preço"];

const rowOf = (product: Product): ReferenceRow => ({
  id: product.id,
  name: product.name,
  href: `${PRODUCTS_PATH}/${product.id}`,
  archived: product.archivedAt !== null,
  cells: [product.code, PRODUCT_KIND_LABELS[product.kind], product.unit, formatMoney(product.priceCents)],
});

const TAB = "rounded-md px-3 py-1.5 text-sm font-medium";

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, list, done } = loaderData;
  const tab = (archived: boolean, label: string) => (
    <Link
      to={`${PRODUCTS_PATH}${searchOf({ ...query, archived, page: 1 })}`}
      aria-current={query.archived === archived ? "page" : undefined}
      className={`${TAB} ${query.archived === archived ? "bg-(--primary-soft) text-(--primary-text)" : "text-(--text-muted) hover:bg-(--surface-hover)"}`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageTitle title="Produtos e serviços">
        {list.total === 1 ? "1 item" : `${list.total} itens`}
        {query.archived ? (list.total === 1 ? " arquivado" : " arquivados") : ""}
        {query.q ? ` com “${query.q}”` : ""}. O catálogo que as propostas e os pedidos oferecem.
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="busca-itens" className="block text-xs font-medium text-(--text-muted)">
              Buscar por código ou nome
            </label>
            <input id="busca-itens" type="search" name="q" defaultValue={query.q} maxLength={100} className={INPUT_CLASS} />
          </div>
          <div className="space-y-1">
            <label htmlFor="tipo-itens" className="block text-xs font-medium text-(--text-muted)">
              Tipo
            </label>
            <select id="tipo-itens" name="tipo" defaultValue={query.kind ?? ""} className={INPUT_CLASS}>
              <option value="">Todos</option>
              {PRODUCT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {PRODUCT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </div>
          {query.archived ? <input type="hidden" name="arquivados" value="1" /> : null}
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </Form>
        <ButtonLink to={`${PRODUCTS_PATH}/novo`}>Novo item</ButtonLink>
      </div>
      <nav aria-label="Situação dos itens" className="mb-4 flex gap-2">
        {tab(false, "Ativos")}
        {tab(true, "Arquivados")}
      </nav>
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {list.rows.length === 0 ? (
        <EmptyList query={query} />
      ) : (
        <ReferenceTable
          caption={query.archived ? "Itens arquivados" : "Itens ativos"}
          headers={HEADERS}
          rows={list.rows.map(rowOf)}
        />
      )}
      <Pagination page={list.page} totalPages={list.totalPages} href={(page) => searchOf({ ...query, page }) || "?"} />
    </>
  );
}

function EmptyList({ query }: { query: ProductQuery }) {
  if (query.q || query.kind) {
    return (
      <EmptyState title={`Nenhum item${query.archived ? " arquivado" : ""} encontrado com esses filtros.`}>
        Confira a grafia, busque por parte do código ou do nome, ou{" "}
        <Link to={`${PRODUCTS_PATH}/novo`} className="text-(--primary-text) underline">
          cadastre o item
        </Link>
        .
      </EmptyState>
    );
  }
  return query.archived ? (
    <EmptyState title="Nenhum item arquivado.">Itens arquivados saem das escolhas de novas vendas e aparecem aqui.</EmptyState>
  ) : (
    <EmptyState title="Nenhum item cadastrado.">
      Cadastre os produtos e serviços que a organização vende para usá-los nas propostas e pedidos.
    </EmptyState>
  );
}
