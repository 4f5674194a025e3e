import { Menu, MessagesSquare, Settings } from "./shell-icons";
import { useId, type ReactNode } from "react";
import { href, NavLink } from "react-router";
import { Avatar } from "~/components/social/profiles/avatar";
import { SearchTrigger } from "~/components/social/search/search-trigger";
import { MENU_BUTTON_ID, useLayout } from "./layout-context";
import { badgeText } from "./menu";
import { preloadPanel } from "./panels";
import { useFollowLinks } from "~/components/ui/follow-links";

export interface TopbarProps {
  organizationName: string;
  userName: string;
  avatarUrl: string | null;
  wellbeing: boolean;
  counts: { unreadMessages: number; unreadNotifications: number };
}

function MenuButton() {
  const { toggleMenu, flags } = useLayout();
  return (
    <a
      id={MENU_BUTTON_ID}
      href="#layout-sidebar"
      role="button"
      aria-controls="layout-sidebar"
      aria-expanded={flags.overlayMenuActive || flags.staticMenuMobileActive}
      aria-label="Abrir ou fechar o menu"
      className="topbar-button menu-button"
      onClick={(event) => {
        event.preventDefault();
        toggleMenu();
      }}
      onKeyDown={(event) => {
        // A button answers Space as well as Enter; a link only Enter.
        if (event.key !== " ") return;
        event.preventDefault();
        toggleMenu();
      }}
    >
      <Menu aria-hidden className="size-5" />
    </a>
  );
}

const CONVERSATIONS = href("/conversations");

const SOCIAL_ITEMS = [
  { label: "Destaques", to: href("/labfeelings/destaques") },
  { label: "Publicações", to: href("/labfeelings/discovery") },
  { label: "Conversas", to: CONVERSATIONS },
  { label: "Mapa", to: href("/labfeelings/mapa") },
];

function UnreadBadge({ id, text, corner = false }: { id: string; text: string | undefined; corner?: boolean }) {
  if (!text) return null;
  return (
    <>
      <span aria-hidden className={`topbar-badge ${corner ? "topbar-badge-corner" : ""}`} data-testid="conversations-badge">
        {text}
      </span>
      <span id={id} hidden>
        {text} não lidas
      </span>
    </>
  );
}

function PanelLink({
  panel,
  fallback,
  label,
  className,
  children,
}: {
  panel: "profile" | "settings";
  fallback: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  const { openPanel } = useLayout();
  return (
    <a
      href={fallback}
      className={className}
      aria-label={label}
      onPointerEnter={() => preloadPanel(panel)}
      onFocus={() => preloadPanel(panel)}
      onClick={(event) => {
        event.preventDefault();
        openPanel(panel);
      }}
    >
      {children}
    </a>
  );
}

export function Topbar({ organizationName, userName, avatarUrl, wellbeing, counts }: TopbarProps) {
  const messagesBadge = badgeText(counts.unreadMessages);
  const badgeId = useId();
  const unread = counts.unreadMessages + counts.unreadNotifications;
  const follow = useFollowLinks();
  return (
    <header className={`layout-topbar ${wellbeing ? "topbar-wellbeing" : ""}`}>
      <MenuButton />
      <a href={href("/")} onClick={follow} className="topbar-logo" data-testid="organization-name">
        {organizationName}
      </a>
      {wellbeing ? (
        <nav aria-label="Navegação social" className="topbar-social">
          <ul>
            {SOCIAL_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to !== CONVERSATIONS}
                  className="topbar-social-link"
                  aria-describedby={item.to === CONVERSATIONS && messagesBadge ? badgeId : undefined}
                >
                  {item.label}
                  {item.to === CONVERSATIONS ? <UnreadBadge id={badgeId} text={messagesBadge} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="topbar-end">
        <SearchTrigger />
        {wellbeing ? null : (
          <a
            href={CONVERSATIONS}
            onClick={follow}
            className="topbar-button topbar-conversations"
            aria-label="Conversas"
            aria-describedby={messagesBadge ? badgeId : undefined}
          >
            <MessagesSquare aria-hidden className="size-5" />
            <UnreadBadge id={badgeId} text={messagesBadge} corner />
          </a>
        )}
        {wellbeing ? null : (
          <PanelLink panel="settings" fallback={href("/settings")} label="Configurações" className="topbar-button">
            <Settings aria-hidden className="size-5" />
          </PanelLink>
        )}
        <span className="topbar-user" data-testid="user-name">
          {userName}
        </span>
        <PanelLink panel="profile" fallback={href("/profiles")} label="Abrir o painel do perfil" className="topbar-avatar">
          <Avatar url={avatarUrl} size="sm" />
          {unread ? <span aria-hidden className="topbar-avatar-dot" data-testid="unread-dot" /> : null}
        </PanelLink>
      </div>
    </header>
  );
}
