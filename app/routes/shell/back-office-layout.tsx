/** Back-office pages: Administrador only; a Usuario is sent to the CRM (spec 2.3, 6). */
import { Outlet } from "react-router";
import { requireAdministrator } from "~/web/middleware.server";
import type { Route } from "./+types/back-office-layout";

export const middleware: Route.MiddlewareFunction[] = [requireAdministrator];

// A loader makes client-side navigations reach the server, so the middleware runs for them too.
export const loader = () => null;

export default function BackOffice() {
  return <Outlet />;
}
