/** /financeiro/categorias/:id: a categoria's form, archive and delete. */
import { PageTitle } from "~/components/ui/page-title";
import { categoryGroups } from "~/modules/finance/reference-categories.server";
import { CATEGORY_KIND_LABELS } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { CategoryForm } from "../+shared/category-form";
import { CATEGORY_PAGES, ReferenceRowState } from "../+shared/reference-pages";
import { CATEGORY_ROWS, editReferenceAction, editReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).row.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.row.name : "Categoria");

export const loader = (args: Route.LoaderArgs) =>
  editReferenceLoader(CATEGORY_ROWS, args, async (scope) => ({ groups: await categoryGroups(scope) }));
export const action = (args: Route.ActionArgs) => editReferenceAction(CATEGORY_ROWS, args);

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { row: category, usage, groups } = loaderData;
  return (
    <>
      <PageTitle title={category.name}>
        {CATEGORY_KIND_LABELS[category.kind]} em {category.group}
        {category.archivedAt ? " (arquivada)" : ""}.
      </PageTitle>
      <CategoryForm
        defaultValue={{ name: category.name, kind: category.kind, group: category.group, line: category.line }}
        groups={groups}
        lastResult={actionData?.result}
        submitLabel="Salvar alterações"
        cancelHref={CATEGORY_PAGES.listPath}
      />
      <ReferenceRowState pages={CATEGORY_PAGES} row={category} usage={usage} answer={actionData} />
    </>
  );
}
