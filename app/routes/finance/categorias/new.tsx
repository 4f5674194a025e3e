/** /financeiro/categorias/nova: a new categoria of the plano de contas (`?tipo=receita` presets the kind). */
import { PageTitle } from "~/components/ui/page-title";
import { categoryGroups } from "~/modules/finance/reference-categories.server";
import { DRE_LINES_OF } from "~/modules/finance/dre-lines";
import type { CategoryKind } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { CategoryForm } from "../+shared/category-form";
import { CATEGORY_PAGES } from "../+shared/reference-pages";
import { CATEGORY_ROWS, newReferenceAction, newReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Nova categoria" };
export const meta = () => pageMeta("Nova categoria");

export const loader = (args: Route.LoaderArgs) =>
  newReferenceLoader(args, async (scope, url) => {
    const kind: CategoryKind = url.searchParams.get("tipo") === "receita" ? "receita" : "despesa";
    return { groups: await categoryGroups(scope), kind, line: DRE_LINES_OF[kind][0] };
  });
export const action = (args: Route.ActionArgs) => newReferenceAction(CATEGORY_ROWS, args);

export default function NewCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Nova categoria" />
      <CategoryForm
        defaultValue={{ kind: loaderData.kind, line: loaderData.line }}
        groups={loaderData.groups}
        lastResult={actionData?.result}
        submitLabel="Criar categoria"
        cancelHref={CATEGORY_PAGES.listPath}
      />
    </>
  );
}
