/**
 * /financeiro/categorias/:id: a categoria's form, and archiving it (or
 * bringing it back) and deleting it while no entry names it. Another
 * organization's id answers 404.
 */
import { data } from "react-router";
import { ReferenceStatePanel } from "~/components/finance/reference-state-panel";
import { PageTitle } from "~/components/ui/page-title";
import { deleteReference, referenceUsage, setReferenceArchived } from "~/modules/finance/reference.server";
import { categoryGroups, getCategory, updateCategory } from "~/modules/finance/reference-categories.server";
import { CATEGORY_KIND_LABELS, CATEGORY_NOUN, categorySchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage, inUseMessage, notFoundMessage, stateWords } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { CategoryForm } from "../+shared/category-form";
import { submitReference } from "../+shared/reference-save.server";
import { isStateIntent, runStateIntent } from "../+shared/reference-state.server";
import type { Route } from "./+types/edit";

const LIST = "/financeiro/categorias";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).category.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.category.name : "Categoria");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const category = await getCategory(scope, params.id);
  if (!category) throw data(notFoundMessage(CATEGORY_NOUN), { status: 404 });
  const [usage, groups] = await Promise.all([referenceUsage(scope, "category", category.id), categoryGroups(scope)]);
  return { category, usage, groups };
}

const stateCalls = (scope: TenantScope) => ({
  noun: CATEGORY_NOUN,
  listPath: LIST,
  setArchived: (id: string, archived: boolean) => setReferenceArchived(scope, "category", id, archived),
  remove: (id: string) => deleteReference(scope, "category", id),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const intent = form.get("intent");
  if (isStateIntent(intent)) return runStateIntent(stateCalls(scope), params.id, intent, form);
  return submitReference(
    form,
    categorySchema,
    {
      noun: CATEGORY_NOUN,
      listPath: LIST,
      save: (value) => updateCategory(scope, params.id, value),
      duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(CATEGORY_NOUN, existing) }),
    },
    "salvo",
  );
}

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { category, usage, groups } = loaderData;
  return (
    <>
      <PageTitle title={category.name}>
        {CATEGORY_KIND_LABELS[category.kind]} em {category.group}
        {category.archivedAt ? " (arquivada)" : ""}.
      </PageTitle>
      <CategoryForm
        defaultValue={{ name: category.name, kind: category.kind, group: category.group }}
        groups={groups}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        submitLabel="Salvar alterações"
        cancelHref={LIST}
      />
      <ReferenceStatePanel
        archived={category.archivedAt !== null}
        blocked={usage > 0 ? inUseMessage(CATEGORY_NOUN, usage) : null}
        confirmingDelete={!!(actionData && "confirmDelete" in actionData && actionData.confirmDelete)}
        error={actionData && "stateError" in actionData ? actionData.stateError : undefined}
        words={stateWords(CATEGORY_NOUN, category.name)}
        cancelHref={`${LIST}/${category.id}`}
      />
    </>
  );
}
