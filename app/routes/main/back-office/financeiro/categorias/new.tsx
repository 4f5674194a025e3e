/** /financeiro/categorias/nova: a new categoria of the plano de contas (`?tipo=receita` presets the kind). */
import { PageTitle } from "~/components/ui/page-title";
import { categoryGroups, createCategory } from "~/modules/finance/reference-categories.server";
import { CATEGORY_NOUN, categorySchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage } from "~/modules/reference-data";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { CategoryForm } from "../+shared/category-form";
import { submitReference } from "../+shared/reference-save.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Nova categoria" };
export const meta = () => pageMeta("Nova categoria");

export async function loader({ request, context }: Route.LoaderArgs) {
  const groups = await categoryGroups(scopeOf(requireAdministratorTenant(context, request)));
  const kind = new URL(request.url).searchParams.get("tipo") === "receita" ? "receita" : "despesa";
  return { groups, kind };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return submitReference(
    await request.formData(),
    categorySchema,
    {
      noun: CATEGORY_NOUN,
      listPath: "/financeiro/categorias",
      save: (value) => createCategory(scope, value),
      duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(CATEGORY_NOUN, existing) }),
    },
    "criado",
  );
}

export default function NewCategory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Nova categoria" />
      <CategoryForm
        defaultValue={{ kind: loaderData.kind }}
        groups={loaderData.groups}
        lastResult={actionData?.result}
        submitLabel="Criar categoria"
        cancelHref="/financeiro/categorias"
      />
    </>
  );
}
