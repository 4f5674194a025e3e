/**
 * /labfeelings/clima (Administrador): the organization's mean mood by week
 * over the last 12 weeks. No person's check-in is shown: a week with fewer
 * than 5 people who checked in answers only the anonymity message.
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
  const weeks = await organizationClimate(scope);
  return {
    weeks: weeks.map((week) =>
      week.sufficient
        ? { monday: week.monday, sufficient: true as const, mean: week.mean, people: week.people }
        : { monday: week.monday, sufficient: false as const },
    ),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Clima da organização">
        Humor médio dos check-ins (de 1, muito mal, a 5, muito bem) por semana, nas últimas {CLIMATE_WEEKS} semanas. Os check-ins
        de cada pessoa são só dela: semanas com menos de {MIN_PEOPLE} pessoas não mostram números.
      </PageTitle>
      <ClimateTable weeks={loaderData.weeks} insufficient={INSUFFICIENT_MESSAGE} />
    </>
  );
}
