/** /financeiro/categorias: the plano de contas. */
import { href } from "react-router";
import { ReferenceTable, type ReferenceRow } from "~/components/finance/reference-table";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { DRE_LINE_LABELS } from "~/modules/finance/dre-lines";
import { listCategories, type FinanceCategory } from "~/modules/finance/reference-categories.server";
import { CATEGORY_KIND_LABELS, CATEGORY_NOUN } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneFrom } from "~/web/reference/feedback";
import type { Route } from "./+types/list";

export const meta = () => pageMeta("Categorias");

export async function loader({ request, context }: Route.LoaderArgs) {
  const categories = await listCategories(scopeOf(requireAdministratorTenant(context, request)));
  return { categories, done: doneFrom(new URL(request.url).searchParams, CATEGORY_NOUN) };
}

const rowOf = (category: FinanceCategory): ReferenceRow => ({
  id: category.id,
  name: category.name,
  href: href("/financeiro/categorias/:id", { id: category.id }),
  archived: category.archivedAt !== null,
  cells: [category.group, DRE_LINE_LABELS[category.line]],
});

const SECTIONS = [
  { kind: "receita", title: "Receitas" },
  { kind: "despesa", title: "Despesas" },
] as const;

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories, done } = loaderData;
  const active = categories.filter((category) => category.archivedAt === null);
  const archived = categories.filter((category) => category.archivedAt !== null);
  return (
    <>
      <PageTitle title="Categorias">
        O plano de contas: cada lançamento tem uma categoria, e cada categoria alimenta uma linha da DRE gerencial.
      </PageTitle>
      <div className="mb-4 flex justify-end">
        <ButtonLink to={href("/financeiro/categorias/nova")}>Nova categoria</ButtonLink>
      </div>
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {active.length === 0 ? (
        <EmptyState title="Nenhuma categoria ativa.">
          Crie categorias de receita (como Vendas) e de despesa (como Aluguel) para classificar os lançamentos.
        </EmptyState>
      ) : (
        <div className="space-y-8">
          {SECTIONS.map(({ kind, title }) => {
            const rows = active.filter((category) => category.kind === kind);
            return (
              <section key={kind} aria-labelledby={`categorias-${kind}`} className="space-y-3">
                <h2 id={`categorias-${kind}`} className="text-lg font-semibold text-(--text-color)">
                  {title}
                </h2>
                {rows.length === 0 ? (
                  <p className="text-sm text-(--text-muted)">
                    Nenhuma categoria de {CATEGORY_KIND_LABELS[kind].toLowerCase()} ativa.
                  </p>
                ) : (
                  <ReferenceTable
                    caption={`Categorias de ${title.toLowerCase()}`}
                    headers={["Grupo", "Linha da DRE"]}
                    rows={rows.map(rowOf)}
                  />
                )}
              </section>
            );
          })}
        </div>
      )}
      {archived.length > 0 ? (
        <section aria-labelledby="arquivadas" className="mt-8 space-y-3">
          <h2 id="arquivadas" className="text-lg font-semibold text-(--text-color)">
            Arquivadas
          </h2>
          <p className="text-sm text-(--text-muted)">Não são oferecidas em novos lançamentos; os antigos continuam com elas.</p>
          <ReferenceTable
            caption="Categorias arquivadas"
            headers={["Tipo", "Grupo", "Linha da DRE"]}
            rows={archived.map((category) => ({
              ...rowOf(category),
              cells: [CATEGORY_KIND_LABELS[category.kind], ...rowOf(category).cells],
            }))}
          />
        </section>
      ) : null}
    </>
  );
}
