/** /financeiro/centros-de-custo/:id: a centro de custo's form, archive and delete. */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";
import { CostCenterForm } from "../+shared/cost-center-form";
import { COST_CENTER_PAGES, ReferenceRowState } from "../+shared/reference-pages";
import { COST_CENTER_ROWS, editReferenceAction, editReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).row.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.row.name : "Centro de custo");

export const loader = (args: Route.LoaderArgs) => editReferenceLoader(COST_CENTER_ROWS, args);
export const action = (args: Route.ActionArgs) => editReferenceAction(COST_CENTER_ROWS, args);

export default function EditCostCenter({ loaderData, actionData }: Route.ComponentProps) {
  const { row: costCenter, usage } = loaderData;
  return (
    <>
      <PageTitle title={costCenter.name}>
        {costCenter.archivedAt ? "Centro de custo arquivado." : "Altere o nome do centro de custo."}
      </PageTitle>
      <CostCenterForm
        defaultValue={{ name: costCenter.name }}
        lastResult={actionData?.result}
        submitLabel="Salvar alterações"
        cancelHref={COST_CENTER_PAGES.listPath}
      />
      <ReferenceRowState pages={COST_CENTER_PAGES} row={costCenter} usage={usage} answer={actionData} />
    </>
  );
}
