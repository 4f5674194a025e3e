import { href, Link } from "react-router";
import { formatInstant } from "~/config/format";
import { unreadLabel, type UnreadConversationView } from "./sentences";

export function UnreadConversations({ items, onNavigate }: { items: UnreadConversationView[]; onNavigate?: () => void }) {
  return (
    <ul className="space-y-1" aria-label="Mensagens não lidas">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={href("/conversations/:id", { id: item.id })}
            onClick={onNavigate}
            className="flex items-start gap-3 rounded-md px-3 py-2 text-sm hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-(--text-color)">{item.title}</span>
              {item.preview ? <span className="block truncate text-(--text-muted)">{item.preview}</span> : null}
              <time dateTime={item.lastActivityAt} className="block text-xs text-(--text-muted)">
                {formatInstant(item.lastActivityAt, "dayMonthTime")}
              </time>
            </span>
            <span
              className="rounded-full bg-(--primary-color) px-2 py-0.5 text-xs font-semibold text-white"
              aria-label={unreadLabel(item.unread)}
            >
              {item.unread}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
