import { Home } from "./shell-icons";
import { href, useMatches } from "react-router";
import { useFollowLinks } from "~/components/ui/follow-links";

/** What a route's `handle.breadcrumb` may be. */
export type Crumb = string | ((loaderData: unknown) => string | undefined);

/** A level of the trail that is not a matched route: its label and its address. */
export interface CrumbLevel {
  label: string;
  path: string;
}

interface CrumbHandle {
  breadcrumb?: Crumb;
  breadcrumbSection?: (loaderData: unknown) => CrumbLevel | undefined;
}

export function Breadcrumb() {
  const follow = useFollowLinks();
  const crumbs = useMatches().flatMap((match) => {
    const { breadcrumb: crumb, breadcrumbSection } = (match.handle ?? {}) as CrumbHandle;
    const loaded = match.loaderData !== undefined;
    const label = typeof crumb === "function" ? (loaded ? crumb(match.loaderData) : undefined) : crumb;
    // Called with or without data: a section layout without a loader has none, on the server and in the browser alike.
    const section = breadcrumbSection?.(match.loaderData);
    return [...(section ? [section] : []), ...(label ? [{ label, path: match.pathname }] : [])];
  });
  return (
    <nav aria-label="Trilha de navegação" className="mb-4 text-sm text-(--text-muted)">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href={href("/")} onClick={follow} className="inline-flex items-center hover:text-(--primary-text)">
            <Home aria-hidden className="size-4" />
            <span className="sr-only">Início</span>
          </a>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            <span aria-hidden>/</span>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-(--text-color)">
                {crumb.label}
              </span>
            ) : (
              <a href={crumb.path} onClick={follow} className="hover:text-(--primary-text)">
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
