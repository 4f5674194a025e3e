/** /profiles/list (spec 2.1): the organization's members with a profile, 20 a page. */
import { pageNumber } from "~/config/pagination";
import { UserLink } from "~/components/social/profiles/user-link";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { requireTenant } from "~/web/tenant.server";
import { pageMeta } from "~/web/meta";
import { profilesClientFor } from "~/web/service-clients.server";
import type { Route } from "./+types/list";

export const handle = { breadcrumb: "Membros" };
export const meta = () => pageMeta("Membros");

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return profilesClientFor(request, requireTenant(context, request)).members(page, PER_PAGE);
}

export default function ProfileList({ loaderData }: Route.ComponentProps) {
  const { data: members, pagination } = loaderData;
  return (
    <>
      <PageTitle title="Membros">
        {pagination.total === 1 ? "1 pessoa" : `${pagination.total} pessoas`} com perfil nesta organização.
      </PageTitle>
      {members.length === 0 ? (
        <p className="text-(--text-muted)">Ninguém criou um perfil ainda.</p>
      ) : (
        <ul className="divide-y divide-(--surface-border) rounded-xl border border-(--surface-border) bg-(--surface-card)">
          {members.map((member) => (
            <li key={member.id} className="px-4 py-3">
              <UserLink {...member} showUsername />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={pagination.page} totalPages={pagination.totalPages} href={(page) => `?page=${page}`} />
    </>
  );
}
