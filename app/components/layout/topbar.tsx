/**
 * The standard top bar (spec 2.4): the menu button on small screens, the
 * organization's name, the user search box, the signed-in person and Sair. The menu on small
 * screens is a <details> panel so it opens without JavaScript too; keyed
 * by the path, it closes on every navigation (spec 2.3).
 */
import { LogOut, Menu } from "lucide-react";
import { Form, useLocation } from "react-router";
import { SearchTrigger } from "~/components/search/search-trigger";
import type { MenuItem } from "~/web/menu";
import { AppMenu } from "./app-menu";

export function Topbar({
  organizationName,
  userName,
  menu,
}: {
  organizationName: string;
  userName: string;
  menu: MenuItem[];
}) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-(--surface-border) bg-(--surface-card) px-4">
      <details key={pathname} className="relative lg:hidden">
        <summary className="flex cursor-pointer list-none items-center rounded-md p-2 hover:bg-(--surface-hover)">
          <Menu aria-hidden className="size-5" />
          <span className="sr-only">Abrir menu</span>
        </summary>
        <div className="absolute top-12 left-0 w-72 rounded-lg border border-(--surface-border) bg-(--surface-card) p-3 shadow-lg">
          <AppMenu model={menu} />
        </div>
      </details>
      <p className="truncate font-semibold text-(--text-color)" data-testid="organization-name">
        {organizationName}
      </p>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        <SearchTrigger />
        <span className="hidden text-sm text-(--text-muted) sm:inline" data-testid="user-name">
          {userName}
        </span>
        <Form method="post" action="/auth/logout">
          <button
            type="submit"
            title={`Fazer logout da conta ${organizationName}`}
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm text-(--text-color) hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--primary-color)"
          >
            <LogOut aria-hidden className="size-4" />
            Sair
          </button>
        </Form>
      </div>
    </header>
  );
}
