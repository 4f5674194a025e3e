/** The kind and body cap of a request, read from the running server build's routes (request-kind.ts, which keeps each path's answer). */
import { requestLimits, type RequestLimits } from "./request-kind";

const byBuild = new WeakMap<object, (pathname: string) => RequestLimits>();

/** The limits of `request`'s path, as its route declares them. */
export async function limitsOf(request: Request): Promise<RequestLimits> {
  // Imported when asked: the server build imports this module's importers.
  const { routes } = await import("virtual:react-router/server-build");
  let limits = byBuild.get(routes);
  if (!limits) byBuild.set(routes, (limits = requestLimits(routes)));
  return limits(new URL(request.url).pathname);
}
