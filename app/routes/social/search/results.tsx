/** /search/search?q=&page= (spec 2.2): the full results, server-rendered so the address can be shared. */
import { data, Form, redirect } from "react-router";
import { UserLink } from "~/components/social/profiles/user-link";
import { Highlighted } from "~/components/social/search/highlighted";
import { Button } from "~/components/ui/button";
import { PageTitle } from "~/components/ui/page-title";
import { Pagination } from "~/components/ui/pagination";
import { requireTenant } from "~/web/tenant.server";
import { pageMeta } from "~/web/meta";
import { pageNumber } from "~/config/pagination";
import { MAX_SEARCH_LENGTH } from "~/contracts/search";
import { cutBio, resultsHeading, SEARCH_PAGE_SIZE, SEARCH_TOO_LONG, shouldSearch } from "~/components/social/search/search-rules";
import { searchClientFor } from "~/web/service-clients.server";
import type { Route } from "./+types/results";

export const handle = { breadcrumb: "Resultados" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.query ? `Busca: ${loaderData.query}` : "Buscar usuários");

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const page = pageNumber(params.get("page"));
  if (query.length > MAX_SEARCH_LENGTH) return data({ query, results: null }, { status: 400 });
  if (!shouldSearch(query)) return { query, results: null };
  const results = await searchClientFor(request, requireTenant(context, request)).users({
    query,
    page,
    perPage: SEARCH_PAGE_SIZE,
  });
  const { totalPages } = results.pagination;
  if (page > totalPages && totalPages > 0) throw redirect(`?q=${encodeURIComponent(query)}&page=${totalPages}`);
  return { query, results };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <>
      <PageTitle title="Buscar usuários" />
      <Form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Nome ou username
        </label>
        <input
          id="search-q"
          // A new address (another search, Back) is a new box: it always shows the q of the address.
          key={query}
          name="q"
          type="search"
          defaultValue={query}
          minLength={2}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Digite o nome ou username do usuário..."
          className="block w-full rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 outline-none focus:border-(--focus-ring) focus:ring-2 focus:ring-(--focus-ring)/30"
        />
        <Button type="submit">Buscar</Button>
      </Form>
      {!results ? (
        <p className="text-(--text-muted)" role={query.length > MAX_SEARCH_LENGTH ? "alert" : undefined}>
          {!query
            ? "Digite para buscar usuários"
            : query.length > MAX_SEARCH_LENGTH
              ? SEARCH_TOO_LONG
              : "Pelo menos 2 caracteres"}
        </p>
      ) : results.data.length === 0 ? (
        <div>
          <p className="font-medium">Nenhum resultado encontrado</p>
          <p className="text-sm text-(--text-muted)">Tente uma busca diferente</p>
        </div>
      ) : (
        <>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-(--text-muted)">
            {resultsHeading(results.pagination.total, results.pagination.page, results.pagination.totalPages)}
          </h2>
          <ul className="divide-y divide-(--surface-border) rounded-xl border border-(--surface-border) bg-(--surface-card)">
            {results.data.map((user) => (
              <li key={user.id} className="space-y-1 px-4 py-3">
                <UserLink
                  username={user.username}
                  displayName={user.displayName}
                  avatarUrl={user.avatarUrl}
                  location={user.highlights.location ? undefined : user.location}
                >
                  <Highlighted parts={user.highlights.displayName} text={user.displayName} />
                </UserLink>
                <p className="pl-13 text-sm text-(--text-muted)">
                  @<Highlighted parts={user.highlights.username} text={user.username} />
                  {user.bio ? (
                    <>
                      {" · "}
                      <Highlighted parts={user.highlights.bio} text={cutBio(user.bio)} />
                    </>
                  ) : null}
                  {user.highlights.location ? (
                    <>
                      {" · "}
                      <Highlighted parts={user.highlights.location} text="" />
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            page={results.pagination.page}
            totalPages={results.pagination.totalPages}
            href={(page) => `?q=${encodeURIComponent(query)}&page=${page}`}
          />
        </>
      )}
    </>
  );
}
