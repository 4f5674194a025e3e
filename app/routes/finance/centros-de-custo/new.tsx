/** /financeiro/centros-de-custo/novo: a new centro de custo. */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import { CostCenterForm } from "../+shared/cost-center-form";
import { COST_CENTER_PAGES } from "../+shared/reference-pages";
import { COST_CENTER_ROWS, newReferenceAction, newReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Novo centro de custo" };
export const meta = () => pageMeta("Novo centro de custo");

export const loader = (args: Route.LoaderArgs) => newReferenceLoader(args);
export const action = (args: Route.ActionArgs) => newReferenceAction(COST_CENTER_ROWS, args);

export default function NewCostCenter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Novo centro de custo" />
      <CostCenterForm
        defaultValue={{}}
        lastResult={actionData?.result}
        submitLabel="Criar centro de custo"
        cancelHref={COST_CENTER_PAGES.listPath}
      />
    </>
  );
}
