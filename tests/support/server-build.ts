/**
 * React Router's server build as Vitest sees it (vitest.config.ts aliases
 * `virtual:react-router/server-build` here): the routes of app/routes.ts by
 * id under the root, as the real build lists them, with no module loaded
 * (every path is a page). `routesWith` gives the modules a test loads.
 */
import type { ServerBuild } from "react-router";
import config from "~/routes";

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteEntry[] };

const idOf = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
const entries = (list: RouteEntry[], parentId: string): Array<[RouteEntry, string]> =>
  list.flatMap((entry) => [[entry, parentId] as [RouteEntry, string], ...entries(entry.children ?? [], idOf(entry))]);

/** The build's routes, with `modules` (by file under app/, e.g. `routes/storage.ts`) as their modules. */
export function routesWith(modules: Record<string, unknown>): ServerBuild["routes"] {
  const module = (file: string) => (modules[file] ?? {}) as NonNullable<ServerBuild["routes"][string]>["module"];
  return {
    root: { id: "root", path: "", module: module("root.tsx") },
    ...Object.fromEntries(
      entries(config as RouteEntry[], "root").map(([entry, parentId]) => [
        idOf(entry),
        {
          id: idOf(entry),
          parentId,
          path: entry.path,
          index: entry.index,
          caseSensitive: entry.caseSensitive,
          module: module(entry.file),
        },
      ]),
    ),
  };
}

export const routes = routesWith({});
