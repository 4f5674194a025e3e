/** /labfeelings/mapa: members grouped by state and city. */
import { MembersMap } from "~/components/wellbeing/members-map";
import { PageTitle } from "~/components/ui/page-title";
import { UNKNOWN_LOCATION } from "~/modules/wellbeing/location";
import { membersMap } from "~/modules/wellbeing/map.server";
import { pageMeta } from "~/web/meta";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/mapa";

export const handle = { breadcrumb: "Mapa" };
export const meta = () => pageMeta("Mapa");

export async function loader({ request, context }: Route.LoaderArgs) {
  return { map: await membersMap(scopeOf(requireTenant(context, request))) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { map } = loaderData;
  const states = map.states.length;
  return (
    <>
      <PageTitle title="Mapa">
        {map.total === 1 ? "1 pessoa" : `${map.total} pessoas`} da organização em{" "}
        {states === 1 ? "1 estado" : `${states} estados`}, pela localização dos perfis.
      </PageTitle>
      <MembersMap states={map.states} unknown={map.unknown} unknownLabel={UNKNOWN_LOCATION} />
    </>
  );
}
