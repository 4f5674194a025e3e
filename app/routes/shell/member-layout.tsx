/** The main layout (spec 2.2, 2.4); its middleware is the route guard of spec 4. */
import { Outlet, useRouteLoaderData } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { LayoutProvider, useLayout } from "~/components/layout/layout-context";
import { useLayoutPreview } from "~/components/layout/layout-preview";
import { ShellPanels } from "~/components/layout/panels";
import { Sidebar } from "~/components/layout/sidebar";
import { Topbar } from "~/components/layout/topbar";
import { CONTENT_ID } from "~/components/ui/skip-link";
import { listOrganizations } from "~/web/organizations.server";
import { menuFor } from "~/components/layout/menu";
import { useSocialCounts } from "~/components/social/use-social-counts";
import { requireMember } from "~/web/middleware.server";
import { requireTenant, requireUser, scopeOf } from "~/web/tenant.server";
import { appHub } from "~/modules/events/channel.server";
import { socialCounts } from "~/modules/social/counts.server";
import { ownProfile } from "~/web/profiles.server";
import type { DocumentHandle, loader as rootLoader } from "../../root";
import type { Route } from "./+types/member-layout";

export const middleware: Route.MiddlewareFunction[] = [requireMember];

export const handle: DocumentHandle = { scaled: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = requireUser(context, request);
  const { user } = state;
  // requireMember lets a person with no organization through: the shell shows, without a profile.
  const tenant = user.organizations.length ? requireTenant(context, request) : null;
  // Read before the counts: the first event stream resumes after it, so nothing published meanwhile is missed.
  const liveSince = (await appHub()).horizon;
  const [profile, organizations, counts] = await Promise.all([
    tenant ? ownProfile(request, tenant).catch(() => null) : null,
    listOrganizations(),
    tenant ? socialCounts(scopeOf(tenant)) : { unreadMessages: 0, unreadNotifications: 0 },
  ]);
  return {
    // The name the person chose and edits (the profile's), not the account's from the session.
    userName: profile?.displayName || user.fullName || user.username,
    organizationName: state.organization.displayName,
    tipoDeAcesso: state.access.tipoDeAcesso,
    counts: { ...counts, asOf: liveSince },
    liveSince,
    profile: profile && { username: profile.username, displayName: profile.displayName, avatarUrl: profile.avatarUrl },
    organizations: user.organizations.flatMap((membership) => {
      const organization = organizations.find((o) => o.id === membership.id);
      return organization
        ? [
            {
              slug: organization.slug,
              displayName: organization.displayName,
              current: organization.id === state.organization.organizationId,
            },
          ]
        : [];
    }),
  };
}

function Shell({ data, wellbeing }: { data: Route.ComponentProps["loaderData"]; wellbeing: boolean }) {
  const { menuMode, flags } = useLayout();
  const counts = useSocialCounts(data.counts);
  const menu = menuFor(data.tipoDeAcesso, counts.unreadMessages);
  return (
    <div
      className="layout-wrapper"
      data-menu-mode={menuMode}
      data-overlay-active={flags.overlayMenuActive}
      data-mobile-active={flags.staticMenuMobileActive}
      data-static-inactive={flags.staticMenuDesktopInactive}
      data-sidebar-active={flags.sidebarActive}
      data-anchored={flags.anchored}
      data-menu-hover-active={flags.menuHoverActive}
      data-live-since={data.liveSince}
    >
      <Sidebar organizationName={data.organizationName} menu={menu} />
      <div className="layout-main">
        <Topbar
          organizationName={data.organizationName}
          userName={data.userName}
          avatarUrl={data.profile?.avatarUrl ?? null}
          wellbeing={wellbeing}
          counts={counts}
        />
        <main id={CONTENT_ID} tabIndex={-1} className="layout-content outline-none" data-tipo-de-acesso={data.tipoDeAcesso}>
          <Breadcrumb />
          <Outlet />
        </main>
      </div>
      <ShellPanels
        userName={data.userName}
        profile={data.profile}
        organizationName={data.organizationName}
        organizations={data.organizations}
      />
    </div>
  );
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { shown } = useLayoutPreview();
  return (
    <LayoutProvider menuMode={shown.menuMode}>
      <Shell data={loaderData} wellbeing={root?.wellbeing ?? false} />
    </LayoutProvider>
  );
}
