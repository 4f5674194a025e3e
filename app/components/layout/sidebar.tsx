/** A closed sidebar is hidden by the same CSS that moves it (app/layout.css), so it is neither a Tab stop nor in the accessibility tree. */
import { Pin, PinOff, X } from "./shell-icons";
import { href } from "react-router";
import { useFollowLinks } from "~/components/ui/follow-links";
import type { MenuItem } from "./menu";
import { AppMenu } from "./app-menu";
import { MENU_BUTTON_ID, useLayout } from "./layout-context";

const ANCHOR_MODES = new Set(["reveal", "drawer"]);

export function Sidebar({ organizationName, menu }: { organizationName: string; menu: MenuItem[] }) {
  const { menuMode, flags, sidebarEnter, sidebarLeave, toggleAnchor, closeMenu } = useLayout();
  const follow = useFollowLinks();
  return (
    <>
      <aside
        id="layout-sidebar"
        className="layout-sidebar"
        aria-label="Barra lateral"
        onMouseEnter={sidebarEnter}
        onMouseLeave={sidebarLeave}
      >
        <div className="sidebar-header">
          <a href={href("/")} onClick={follow} className="sidebar-logo" title={organizationName}>
            <span className="sidebar-logo-mark" aria-hidden>
              {organizationName.charAt(0)}
            </span>
            <span className="sidebar-logo-text">{organizationName}</span>
          </a>
          {ANCHOR_MODES.has(menuMode) ? (
            <button
              type="button"
              className="sidebar-anchor"
              aria-pressed={flags.anchored}
              aria-label={flags.anchored ? "Soltar a barra lateral" : "Fixar a barra lateral"}
              onClick={toggleAnchor}
            >
              {flags.anchored ? <PinOff aria-hidden className="size-4" /> : <Pin aria-hidden className="size-4" />}
            </button>
          ) : null}
          {/* Without JavaScript the mobile menu opens as #layout-sidebar:target; going back to the menu button closes it. */}
          <a
            href={`#${MENU_BUTTON_ID}`}
            className="sidebar-close"
            aria-label="Fechar menu"
            onClick={(event) => {
              event.preventDefault();
              closeMenu();
            }}
          >
            <X aria-hidden className="size-5" />
          </a>
        </div>
        <AppMenu model={menu} />
      </aside>
      <div className="layout-mask" aria-hidden onClick={closeMenu} />
    </>
  );
}
