/** /financeiro/centros-de-custo: the organization's centros de custo, the archived ones apart below. */
import { href } from "react-router";
import { ReferenceTable, type ReferenceRow } from "~/components/finance/reference-table";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { listCostCenters, type CostCenter } from "~/modules/finance/reference-cost-centers.server";
import { COST_CENTER_NOUN } from "~/modules/finance/reference-schemas";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { doneFrom } from "~/web/reference/feedback";
import type { Route } from "./+types/list";

export const meta = () => pageMeta("Centros de custo");

export async function loader({ request, context }: Route.LoaderArgs) {
  const costCenters = await listCostCenters(scopeOf(requireAdministratorTenant(context, request)));
  return { costCenters, done: doneFrom(new URL(request.url).searchParams, COST_CENTER_NOUN) };
}

const rowOf = (center: CostCenter): ReferenceRow => ({
  id: center.id,
  name: center.name,
  href: href("/financeiro/centros-de-custo/:id", { id: center.id }),
  archived: center.archivedAt !== null,
  cells: [],
});

export default function CostCenters({ loaderData }: Route.ComponentProps) {
  const { costCenters, done } = loaderData;
  const active = costCenters.filter((center) => center.archivedAt === null);
  const archived = costCenters.filter((center) => center.archivedAt !== null);
  return (
    <>
      <PageTitle title="Centros de custo">
        Separe resultados por filial, projeto ou área; o centro de custo é opcional em cada lançamento.
      </PageTitle>
      <div className="mb-4 flex justify-end">
        <ButtonLink to={href("/financeiro/centros-de-custo/novo")}>Novo centro de custo</ButtonLink>
      </div>
      {done ? (
        <div className="mb-4">
          <FormAlert tone="success" message={done} />
        </div>
      ) : null}
      {active.length === 0 ? (
        <EmptyState title="Nenhum centro de custo ativo.">
          Crie um para cada filial, projeto ou área cujos resultados você quer ver em separado.
        </EmptyState>
      ) : (
        <ReferenceTable caption="Centros de custo ativos" headers={[]} rows={active.map(rowOf)} />
      )}
      {archived.length > 0 ? (
        <section aria-labelledby="arquivados" className="mt-8 space-y-3">
          <h2 id="arquivados" className="text-lg font-semibold text-(--text-color)">
            Arquivados
          </h2>
          <p className="text-sm text-(--text-muted)">Não são oferecidos em novos lançamentos; os antigos continuam com eles.</p>
          <ReferenceTable caption="Centros de custo arquivados" headers={[]} rows={archived.map(rowOf)} />
        </section>
      ) : null}
    </>
  );
}
