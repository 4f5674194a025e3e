/**
 * The main layout (spec 2.2, 2.4): sidebar menu, top bar and breadcrumb
 * around every product page. Its middleware is the route guard of spec 4.
 */
import { Outlet } from "react-router";
import { AppMenu } from "~/components/layout/app-menu";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { Topbar } from "~/components/layout/topbar";
import { requestStateContext } from "~/web/context.server";
import { menuFor } from "~/web/menu";
import { requireMember } from "~/web/middleware.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [requireMember];

export function loader({ context }: Route.LoaderArgs) {
  const { user, organization, access } = context.get(requestStateContext);
  return {
    userName: user!.fullName || user!.username,
    organizationName: organization.displayName,
    tipoDeAcesso: access!.tipoDeAcesso,
  };
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const menu = menuFor(loaderData.tipoDeAcesso);
  return (
    <div className="min-h-screen bg-(--surface-ground)">
      <aside className="fixed inset-y-0 left-0 hidden w-64 overflow-y-auto border-r border-(--surface-border) bg-(--surface-card) px-3 py-5 lg:block">
        <p className="mb-6 px-3 text-lg font-bold text-(--primary-color)">{loaderData.organizationName}</p>
        <AppMenu model={menu} />
      </aside>
      <div className="lg:pl-64">
        <Topbar organizationName={loaderData.organizationName} userName={loaderData.userName} menu={menu} />
        <main className="p-4 sm:p-6" data-tipo-de-acesso={loaderData.tipoDeAcesso}>
          <Breadcrumb />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
