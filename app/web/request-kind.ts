/**
 * What a request path is, for the checks made before any route runs
 * (docs/decisions/0008-request-edge.md): the kind and body cap the deepest
 * route it matches declares in its `handle` (RequestHandle). A `.data`
 * suffix (React Router's data requests) is the same path. Pure.
 */
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { RequestHandle, RequestKind } from "~/contracts/request-shape";

export type { RequestKind };

/** Bytes of a form or JSON body. */
export const FORM_BODY_LIMIT = 64 * 1024;

/** A request's kind and the largest body, in bytes, it may send. */
export interface RequestLimits {
  kind: RequestKind;
  maxBytes: number;
}

const PATHS_KEPT = 2000;

const routePath = (pathname: string) => pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

/**
 * The limits of request paths over `routes` (a server build's, by id): those
 * the route declares, else a page of forms with FORM_BODY_LIMIT. Only the
 * routes that declare limits are matched, as flat full paths: matching the
 * whole nested tree costs about 10 ms a call. `matchRoutes` flattens and
 * ranks its routes on every call, so answers are kept per path (the last
 * PATHS_KEPT).
 */
export function requestLimits(routes: ServerBuild["routes"]): (pathname: string) => RequestLimits {
  const declaredOf = (id: string) => (routes[id]?.module.handle as RequestHandle | undefined)?.request;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const declared: RouteObject[] = Object.values(routes)
    .filter((route) => route && declaredOf(route.id) !== undefined)
    .map((route) => ({ id: route!.id, path: fullPath(route!.id) || "/" }));

  const known = new LRUCache<string, RequestLimits>({ max: PATHS_KEPT });
  return (pathname) => {
    const path = routePath(pathname);
    let limits = known.get(path);
    if (limits) return limits;
    const match = matchRoutes(declared, path)?.at(-1);
    const declaration = match?.route.id ? declaredOf(match.route.id) : undefined;
    const shape = typeof declaration === "function" ? declaration(match!.params) : declaration;
    limits = { kind: shape?.kind ?? "page", maxBytes: shape?.maxBytes ?? FORM_BODY_LIMIT };
    known.set(path, limits);
    return limits;
  };
}

/** The pt-BR message of a body over `limit` bytes. */
export function bodyTooLargeMessage(limit: number): string {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
  return `O envio é grande demais: o limite é de ${size}.`;
}
