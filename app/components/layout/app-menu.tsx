/** The menu of the sidebar: sections with their links (spec 2.3). */
import { NavLink } from "react-router";
import type { MenuItem } from "~/web/menu";

function MenuLink({ item }: { item: MenuItem }) {
  const Icon = item.icon;
  const className = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-(--primary-color) ${
      isActive
        ? "bg-(--primary-soft) font-medium text-(--primary-color)"
        : "text-(--text-color) hover:bg-(--surface-hover)"
    } ${item.class ?? ""}`;
  const content = (
    <>
      {Icon ? <Icon aria-hidden className="size-4 shrink-0" /> : null}
      <span>{item.label}</span>
    </>
  );
  if (item.routerLink) {
    return (
      <NavLink to={item.routerLink} end={item.routerLink === "/"} className={className}>
        {content}
      </NavLink>
    );
  }
  return (
    <a href={item.url} target={item.target} className={className({ isActive: false })}>
      {content}
    </a>
  );
}

export function AppMenu({ model }: { model: MenuItem[] }) {
  return (
    <nav aria-label="Menu principal" className="space-y-5">
      {model
        .filter((section) => section.visible !== false)
        .map((section) => (
          <div key={section.label}>
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-(--text-muted) uppercase">
              {section.label}
            </p>
            <ul className="space-y-0.5">
              {(section.items ?? [])
                .filter((item) => item.visible !== false && !item.disabled)
                .map((item) => (
                  <li key={item.label}>
                    <MenuLink item={item} />
                  </li>
                ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}
