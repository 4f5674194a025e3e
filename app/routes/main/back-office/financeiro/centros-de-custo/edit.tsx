/**
 * /financeiro/centros-de-custo/:id: a centro de custo's name, and
 * archiving it (or bringing it back) and deleting it while no entry names
 * it. Another organization's id answers 404.
 */
import { data } from "react-router";
import { ReferenceStatePanel } from "~/components/finance/reference-state-panel";
import { PageTitle } from "~/components/ui/page-title";
import { deleteReference, referenceUsage, setReferenceArchived } from "~/modules/finance/reference.server";
import { getCostCenter, updateCostCenter } from "~/modules/finance/reference-cost-centers.server";
import { COST_CENTER_NOUN, costCenterSchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage, inUseMessage, notFoundMessage, stateWords } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { CostCenterForm } from "../+shared/cost-center-form";
import { submitReference } from "../+shared/reference-save.server";
import { isStateIntent, runStateIntent } from "../+shared/reference-state.server";
import type { Route } from "./+types/edit";

const LIST = "/financeiro/centros-de-custo";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).costCenter.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.costCenter.name : "Centro de custo");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const costCenter = await getCostCenter(scope, params.id);
  if (!costCenter) throw data(notFoundMessage(COST_CENTER_NOUN), { status: 404 });
  return { costCenter, usage: await referenceUsage(scope, "costCenter", costCenter.id) };
}

const stateCalls = (scope: TenantScope) => ({
  noun: COST_CENTER_NOUN,
  listPath: LIST,
  setArchived: (id: string, archived: boolean) => setReferenceArchived(scope, "costCenter", id, archived),
  remove: (id: string) => deleteReference(scope, "costCenter", id),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const intent = form.get("intent");
  if (isStateIntent(intent)) return runStateIntent(stateCalls(scope), params.id, intent, form);
  return submitReference(
    form,
    costCenterSchema,
    {
      noun: COST_CENTER_NOUN,
      listPath: LIST,
      save: (value) => updateCostCenter(scope, params.id, value),
      duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(COST_CENTER_NOUN, existing) }),
    },
    "salvo",
  );
}

export default function EditCostCenter({ loaderData, actionData }: Route.ComponentProps) {
  const { costCenter, usage } = loaderData;
  return (
    <>
      <PageTitle title={costCenter.name}>
        {costCenter.archivedAt ? "Centro de custo arquivado." : "Altere o nome do centro de custo."}
      </PageTitle>
      <CostCenterForm
        defaultValue={{ name: costCenter.name }}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        submitLabel="Salvar alterações"
        cancelHref={LIST}
      />
      <ReferenceStatePanel
        archived={costCenter.archivedAt !== null}
        blocked={usage > 0 ? inUseMessage(COST_CENTER_NOUN, usage) : null}
        confirmingDelete={!!(actionData && "confirmDelete" in actionData && actionData.confirmDelete)}
        error={actionData && "stateError" in actionData ? actionData.stateError : undefined}
        words={stateWords(COST_CENTER_NOUN, costCenter.name)}
        cancelHref={`${LIST}/${costCenter.id}`}
      />
    </>
  );
}
