/**
 * Entries are plain links with one click handler, not a router Link each,
 * and a closed submenu's entries render the first time it opens: the menu
 * renders on every page, and a closed (inert) submenu can be neither seen
 * nor reached.
 */
import { MountOnce } from "~/components/ui/mount-once";
import { ChevronDown } from "./shell-icons";
import { useEffect, useId, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { useFollowLinks } from "~/components/ui/follow-links";
import { currentLink, isActiveBranch, type MenuItem } from "./menu";
import { useLayout } from "./layout-context";

const POPUP_MODES = new Set(["slim", "slim-plus", "horizontal"]);

function keyOf(path: string, item: MenuItem) {
  return `${path}/${item.label}`;
}

function activeKeys(items: MenuItem[], link: string | undefined, path = ""): string[] {
  return items.flatMap((item) =>
    item.items && isActiveBranch(item, link) ? [keyOf(path, item), ...activeKeys(item.items, link, keyOf(path, item))] : [],
  );
}

interface MenuState {
  menuMode: string;
  open: ReadonlySet<string>;
  toggle(key: string, depth: number): void;
  current: string | undefined;
  follow(event: MouseEvent<HTMLAnchorElement>): void;
}

interface EntryProps {
  item: MenuItem;
  path: string;
  depth: number;
  menu: MenuState;
}

function Entry({ item, path, depth, menu }: EntryProps) {
  const submenuId = useId();
  const badgeId = useId();
  const { menuMode, open, toggle, current, follow } = menu;
  if (item.visible === false) return null;
  const key = keyOf(path, item);
  const Icon = item.icon;
  const label = (
    <>
      {Icon ? <Icon aria-hidden className="menu-icon" /> : null}
      <span className="menu-label">{item.label}</span>
      {item.badgeClass ? <span className={item.badgeClass} /> : null}
      {item.badge ? (
        <>
          <span aria-hidden className="menu-badge">
            {item.badge}
          </span>
          <span id={badgeId} hidden>
            {item.badge} não lidas
          </span>
        </>
      ) : null}
    </>
  );
  const command = (event: MouseEvent) => item.command?.({ originalEvent: event.nativeEvent, item });

  if (depth === 0 && item.items && menuMode !== "horizontal") {
    return (
      <li className={`menu-category ${item.class ?? ""}`}>
        <span className="menu-category-label">{item.label}</span>
        <ul className="menu-list">
          {item.items.map((child) => (
            <Entry key={child.label} item={child} path={key} depth={depth + 1} menu={menu} />
          ))}
        </ul>
      </li>
    );
  }
  if (item.items) {
    const expanded = open.has(key);
    return (
      <li className={`menu-branch ${item.class ?? ""}`} data-depth={depth}>
        <button
          type="button"
          className="menu-link menu-toggle ripple"
          aria-expanded={expanded}
          aria-controls={submenuId}
          disabled={item.disabled}
          onClick={(event) => {
            command(event);
            toggle(key, depth);
          }}
        >
          {label}
          <ChevronDown aria-hidden className="menu-chevron" />
        </button>
        <div id={submenuId} className="submenu" data-open={expanded} inert={!expanded}>
          <MountOnce when={expanded}>
            <ul className="menu-list">
              {item.items.map((child) => (
                <Entry key={child.label} item={child} path={key} depth={depth + 1} menu={menu} />
              ))}
            </ul>
          </MountOnce>
        </div>
      </li>
    );
  }
  const className = `menu-link ripple ${item.class ?? ""}`;
  const isCurrent = item.routerLink !== undefined && item.routerLink === current;
  return (
    <li data-depth={depth}>
      {item.routerLink && !item.disabled ? (
        <a
          href={item.routerLink}
          aria-current={isCurrent ? "page" : undefined}
          aria-describedby={item.badge ? badgeId : undefined}
          className={isCurrent ? `${className} active` : className}
          title={item.label}
          onClick={(event) => {
            command(event);
            follow(event);
          }}
          target={item.target}
        >
          {label}
        </a>
      ) : item.url && !item.disabled ? (
        <a href={item.url} target={item.target} className={className} title={item.label} onClick={command}>
          {label}
        </a>
      ) : (
        <button type="button" disabled={item.disabled} className={className} title={item.label} onClick={command}>
          {label}
        </button>
      )}
    </li>
  );
}

export function AppMenu({ model }: { model: MenuItem[] }) {
  const { pathname } = useLocation();
  const follow = useFollowLinks();
  const { menuMode, navigationKey, setMenuHoverActive } = useLayout();
  const popups = POPUP_MODES.has(menuMode);
  const current = currentLink(model, pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(popups ? [] : activeKeys(model, current)));

  // A string, not the model: the model is a new array whenever a badge changes, and that must not close an open popup.
  const active = activeKeys(model, current).join("\n");
  // Spec 4: navigating activates the matching branch; popups deactivate instead.
  useEffect(() => {
    setOpen(popups ? new Set() : (keys) => new Set([...keys, ...active.split("\n").filter(Boolean)]));
    setMenuHoverActive(false);
  }, [navigationKey, popups, active, setMenuHoverActive]);

  function toggle(key: string, depth: number) {
    // A popup opens alone: only the branches above it stay open.
    const next = new Set(popups && depth <= 1 ? [...open].filter((k) => key.startsWith(k)) : open);
    if (open.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
    setMenuHoverActive(popups && next.size > 0);
  }

  const menu: MenuState = { menuMode, open, toggle, current, follow };

  return (
    <nav aria-label="Menu principal" className="menu">
      <ul className="menu-root">
        {model.map((item) => (
          <Entry key={item.label} item={item} path="" depth={0} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}
