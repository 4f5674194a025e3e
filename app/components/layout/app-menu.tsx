/**
 * The product menu (spec 2.3). Root items are categories (a
 * heading and their items; in horizontal mode a button with a popup).
 * An item with children toggles its submenu, which expands and collapses
 * over 400 ms (`.submenu` in app.css); navigating to a route opens the
 * branch that holds it. In slim, slim-plus and horizontal modes submenus
 * are popups, one at a time, and every navigation closes them.
 */
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState, type MouseEvent } from "react";
import { NavLink, useLocation } from "react-router";
import { isActiveBranch, type MenuItem } from "~/web/menu";
import { useLayout } from "./layout-context";

const POPUP_MODES = new Set(["slim", "slim-plus", "horizontal"]);

function keyOf(path: string, item: MenuItem) {
  return `${path}/${item.label}`;
}

/** Keys of the branches that hold `pathname`. */
function activeKeys(items: MenuItem[], pathname: string, path = ""): string[] {
  return items.flatMap((item) =>
    item.items && isActiveBranch(item, pathname) ? [keyOf(path, item), ...activeKeys(item.items, pathname, keyOf(path, item))] : [],
  );
}

interface EntryProps {
  item: MenuItem;
  path: string;
  depth: number;
  open: ReadonlySet<string>;
  toggle(key: string, depth: number): void;
}

function Entry({ item, path, depth, open, toggle }: EntryProps) {
  const submenuId = useId();
  const { menuMode } = useLayout();
  if (item.visible === false) return null;
  const key = keyOf(path, item);
  const Icon = item.icon;
  const label = (
    <>
      {Icon ? <Icon aria-hidden className="menu-icon" /> : null}
      <span className="menu-label">{item.label}</span>
      {item.badgeClass ? <span className={item.badgeClass} /> : null}
    </>
  );
  const command = (event: MouseEvent) => item.command?.({ originalEvent: event.nativeEvent, item });

  if (depth === 0 && item.items && menuMode !== "horizontal") {
    return (
      <li className={`menu-category ${item.class ?? ""}`}>
        <span className="menu-category-label">{item.label}</span>
        <ul className="menu-list">
          {item.items.map((child) => (
            <Entry key={child.label} item={child} path={key} depth={depth + 1} open={open} toggle={toggle} />
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
          <ul className="menu-list">
            {item.items.map((child) => (
              <Entry key={child.label} item={child} path={key} depth={depth + 1} open={open} toggle={toggle} />
            ))}
          </ul>
        </div>
      </li>
    );
  }
  const className = `menu-link ripple ${item.class ?? ""}`;
  return (
    <li data-depth={depth}>
      {item.routerLink && !item.disabled ? (
        <NavLink to={item.routerLink} end={item.routerLink === "/"} className={className} title={item.label} onClick={command} target={item.target}>
          {label}
        </NavLink>
      ) : (
        <a href={item.disabled ? undefined : item.url} target={item.target} aria-disabled={item.disabled || undefined} className={className} title={item.label} onClick={command}>
          {label}
        </a>
      )}
    </li>
  );
}

export function AppMenu({ model }: { model: MenuItem[] }) {
  const { pathname } = useLocation();
  const { menuMode, navigationKey, setMenuHoverActive } = useLayout();
  const popups = POPUP_MODES.has(menuMode);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(popups ? [] : activeKeys(model, pathname)));

  // Spec 4: navigating activates the matching branch; popups deactivate instead.
  useEffect(() => {
    setOpen(popups ? new Set() : (current) => new Set([...current, ...activeKeys(model, pathname)]));
    setMenuHoverActive(false);
  }, [navigationKey, popups]);

  function toggle(key: string, depth: number) {
    // A popup opens alone: only the branches above it stay open.
    const next = new Set(popups && depth <= 1 ? [...open].filter((k) => key.startsWith(k)) : open);
    if (open.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
    setMenuHoverActive(popups && next.size > 0);
  }

  return (
    <nav aria-label="Menu principal" className="menu">
      <ul className="menu-root">
        {model.map((item) => (
          <Entry key={item.label} item={item} path="" depth={0} open={open} toggle={toggle} />
        ))}
      </ul>
    </nav>
  );
}
