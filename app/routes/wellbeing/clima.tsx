/**
 * /labfeelings/clima (Administrador): mean mood by week (decision 0029).
 * Privacy: ended weeks only, prior members only, nothing below 5, with noise.
 */
import { ClimateTable } from "~/components/wellbeing/climate-table";
import { PageTitle } from "~/components/ui/page-title";
import { CLIMATE_WEEKS, INSUFFICIENT_MESSAGE, MIN_PEOPLE } from "~/modules/wellbeing/climate-rules";
import { organizationClimate } from "~/modules/wellbeing/climate.server";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/clima";

export const handle = { breadcrumb: "Clima da organização" };
export const meta = () => pageMeta("Clima da organização");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return { weeks: await organizationClimate(scope) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Clima da organização">
        <p>
          Humor médio dos check-ins (de 1, muito mal, a 5, muito bem) por semana, nas últimas {CLIMATE_WEEKS} semanas. Os
          check-ins de cada pessoa são só dela.
        </p>
        <p className="mt-1">
          Cada semana é publicada na segunda-feira seguinte, depois de encerrada, e não muda mais. Contam só os membros que já
          estavam na organização antes do início da semana, e só com pelo menos {MIN_PEOPLE} participantes. O valor leva um ruído
          de privacidade, para que nenhum número revele a resposta de uma pessoa: a margem indica quanto ele pode se afastar da
          média real (em 90% dos casos).
        </p>
      </PageTitle>
      <ClimateTable weeks={loaderData.weeks} insufficient={INSUFFICIENT_MESSAGE} />
    </>
  );
}
