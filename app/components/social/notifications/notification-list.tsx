import { Link } from "react-router";
import { Avatar } from "~/components/social/profiles/avatar";
import { formatInstant } from "~/config/format";
import { notificationHref, notificationSentence, type NotificationView } from "./sentences";

export function NotificationList({ items, onNavigate }: { items: NotificationView[]; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1" aria-label="Notificações">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={notificationHref(item)}
            onClick={onNavigate}
            className={`flex items-start gap-3 rounded-md px-3 py-2 text-sm hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring) ${
              item.read ? "text-(--text-muted)" : "font-medium text-(--text-color)"
            }`}
          >
            <Avatar url={item.actor?.avatarUrl} size="sm" />
            <span className="min-w-0 flex-1">
              <span className="block">{notificationSentence(item)}</span>
              <time dateTime={item.createdAt} className="block text-xs font-normal text-(--text-muted)">
                {formatInstant(item.createdAt, "dayMonthTime")}
              </time>
            </span>
            {item.read ? null : (
              <span className="mt-1.5 flex items-center">
                <span aria-hidden className="size-2 rounded-full bg-(--primary-color)" />
                <span className="sr-only">não lida</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
