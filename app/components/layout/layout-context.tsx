import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { MenuMode } from "~/config/layout";

export const SIDEBAR_LEAVE_DELAY_MS = 300;
/** The id of the top bar's menu button, where the sidebar's close link goes without JavaScript. */
export const MENU_BUTTON_ID = "layout-menu-button";
/** Desktop is above 991 px (spec 9). */
export const MOBILE_QUERY = "(max-width: 991px)";
const HOVER_MODES: ReadonlySet<MenuMode> = new Set(["slim", "reveal", "drawer"]);

export interface LayoutFlags {
  overlayMenuActive: boolean;
  staticMenuMobileActive: boolean;
  staticMenuDesktopInactive: boolean;
  menuHoverActive: boolean;
  sidebarActive: boolean;
  anchored: boolean;
}

const CLOSED: LayoutFlags = {
  overlayMenuActive: false,
  staticMenuMobileActive: false,
  staticMenuDesktopInactive: false,
  menuHoverActive: false,
  sidebarActive: false,
  anchored: false,
};

interface LayoutContextValue {
  menuMode: MenuMode;
  flags: LayoutFlags;
  navigationKey: string;
  toggleMenu(): void;
  closeMenu(): void;
  setMenuHoverActive(active: boolean): void;
  sidebarEnter(): void;
  sidebarLeave(): void;
  toggleAnchor(): void;
  panel: "profile" | "settings" | null;
  openPanel(panel: "profile" | "settings" | null): void;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error("useLayout outside LayoutProvider");
  return value;
}

export function LayoutProvider({ menuMode, children }: { menuMode: MenuMode; children: ReactNode }) {
  const location = useLocation();
  const [flags, setFlags] = useState<LayoutFlags>(CLOSED);
  const [panel, openPanel] = useState<"profile" | "settings" | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigationKey = `${location.pathname}${location.search}`;

  // Spec 2.3: the menu and the panels close on every navigation; an anchored sidebar stays open.
  useEffect(() => {
    setFlags((current) => ({
      ...CLOSED,
      anchored: current.anchored,
      sidebarActive: current.anchored,
      staticMenuDesktopInactive: current.staticMenuDesktopInactive,
    }));
    openPanel(null);
  }, [navigationKey]);
  useEffect(() => setFlags(CLOSED), [menuMode]);

  // Spec 2.3: no body scrolling while the mobile menu is open.
  useEffect(() => {
    const mobileOpen = (flags.staticMenuMobileActive || flags.overlayMenuActive) && window.matchMedia(MOBILE_QUERY).matches;
    document.body.classList.toggle("blocked-scroll", mobileOpen);
    return () => document.body.classList.remove("blocked-scroll");
  }, [flags.staticMenuMobileActive, flags.overlayMenuActive]);

  const toggleMenu = useCallback(() => {
    const mobile = window.matchMedia(MOBILE_QUERY).matches;
    setFlags((current) => {
      if (menuMode === "overlay") return { ...current, overlayMenuActive: !current.overlayMenuActive };
      if (mobile) return { ...current, staticMenuMobileActive: !current.staticMenuMobileActive };
      if (menuMode === "static") return { ...current, staticMenuDesktopInactive: !current.staticMenuDesktopInactive };
      return current;
    });
  }, [menuMode]);

  const setMenuHoverActive = useCallback(
    (active: boolean) =>
      setFlags((current) => (current.menuHoverActive === active ? current : { ...current, menuHoverActive: active })),
    [],
  );

  const value = useMemo<LayoutContextValue>(
    () => ({
      menuMode,
      flags,
      navigationKey,
      toggleMenu,
      closeMenu: () => setFlags((current) => ({ ...current, overlayMenuActive: false, staticMenuMobileActive: false })),
      setMenuHoverActive,
      sidebarEnter() {
        clearTimeout(leaveTimer.current);
        if (HOVER_MODES.has(menuMode)) setFlags((current) => ({ ...current, sidebarActive: true }));
      },
      sidebarLeave() {
        clearTimeout(leaveTimer.current);
        if (!HOVER_MODES.has(menuMode)) return;
        leaveTimer.current = setTimeout(
          () => setFlags((current) => (current.anchored ? current : { ...current, sidebarActive: false })),
          SIDEBAR_LEAVE_DELAY_MS,
        );
      },
      toggleAnchor: () => setFlags((current) => ({ ...current, anchored: !current.anchored, sidebarActive: true })),
      panel,
      openPanel,
    }),
    [menuMode, flags, navigationKey, toggleMenu, setMenuHoverActive, panel],
  );
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}
