/** /financeiro/centros-de-custo/novo: a new centro de custo. */
import { PageTitle } from "~/components/ui/page-title";
import { createCostCenter } from "~/modules/finance/reference-cost-centers.server";
import { COST_CENTER_NOUN, costCenterSchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage } from "~/modules/reference-data";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { CostCenterForm } from "../+shared/cost-center-form";
import { submitReference } from "../+shared/reference-save.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Novo centro de custo" };
export const meta = () => pageMeta("Novo centro de custo");

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdministratorTenant(context, request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return submitReference(
    await request.formData(),
    costCenterSchema,
    {
      noun: COST_CENTER_NOUN,
      listPath: "/financeiro/centros-de-custo",
      save: (value) => createCostCenter(scope, value),
      duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(COST_CENTER_NOUN, existing) }),
    },
    "criado",
  );
}

export default function NewCostCenter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Novo centro de custo" />
      <CostCenterForm
        defaultValue={{}}
        lastResult={actionData?.result}
        submitLabel="Criar centro de custo"
        cancelHref="/financeiro/centros-de-custo"
      />
    </>
  );
}
