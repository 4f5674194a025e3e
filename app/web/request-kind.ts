/**
 * What a request path is, for the checks made before any route runs
 * (docs/decisions/0008-request-edge.md): the kind and body cap the deepest
 * route it matches declares in its `handle` (RequestHandle). A `.data`
 * suffix (React Router's data requests) is the same path. Pure.
 */
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

type RouteNode = RouteObject & { id: string };

const routePath = (pathname: string) => pathname.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");

/**
 * The limits of request paths over `routes` (a server build's, by id): those
 * its deepest matching route declares, else a page of forms with
 * FORM_BODY_LIMIT.
 */
export function requestLimits(routes: ServerBuild["routes"]): (pathname: string) => RequestLimits {
  const byParent = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteNode;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), node]);
  }
  const tree = (parentId: string | undefined): RouteNode[] =>
    (byParent.get(parentId) ?? []).map((node) => (node.index ? node : { ...node, children: tree(node.id) }));
  const roots = tree(undefined);

  return (pathname) => {
    const leaf = matchRoutes(roots, routePath(pathname))?.at(-1);
    if (!leaf) return { kind: "page", maxBytes: FORM_BODY_LIMIT };
    const declared = (routes[leaf.route.id]?.module.handle as RequestHandle | undefined)?.request;
    const shape = typeof declared === "function" ? declared(leaf.params) : declared;
    return { kind: shape?.kind ?? "page", maxBytes: shape?.maxBytes ?? FORM_BODY_LIMIT };
  };
}

/** The pt-BR message of a body over `limit` bytes. */
export function bodyTooLargeMessage(limit: number): string {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
  return `O envio é grande demais: o limite é de ${size}.`;
}
