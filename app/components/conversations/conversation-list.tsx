import { BellOff, Users } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Avatar } from "~/components/social/profiles/avatar";

export interface ConversationRowView {
  id: string;
  href: string;
  title: string;
  avatarUrl: string | null;
  group: boolean;
  preview: string;
  time: string;
  fullTime: string;
  unread: number;
  muted: boolean;
  left: boolean;
}

export function ConversationList({ rows, moreHref }: { rows: ConversationRowView[]; moreHref: string | null }) {
  return (
    <div>
      <ul className="divide-y divide-(--surface-border) overflow-hidden rounded-xl border border-(--surface-border) bg-(--surface-card)">
        {rows.map((row) => (
          <li key={row.id}>
            <NavLink
              to={row.href}
              className={({ isActive }) =>
                `flex items-center gap-3 px-3 py-3 hover:bg-(--surface-hover) focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-(--focus-ring) ${isActive ? "bg-(--surface-hover)" : ""}`
              }
            >
              {row.group ? (
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-(--surface-hover) text-(--text-muted)"
                >
                  <Users className="size-5" />
                </span>
              ) : (
                <Avatar url={row.avatarUrl} />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline gap-2">
                  <span
                    className={`min-w-0 flex-1 truncate ${row.unread > 0 && !row.muted ? "font-semibold" : "font-medium"} text-(--text-color)`}
                  >
                    {row.title}
                  </span>
                  <time className="shrink-0 text-xs text-(--text-muted)" title={row.fullTime}>
                    {row.time}
                  </time>
                </span>
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm text-(--text-muted)">{row.preview}</span>
                  {row.muted ? (
                    <span title="Silenciada" className="shrink-0 text-(--text-muted)">
                      <BellOff aria-hidden="true" className="size-4" />
                      <span className="sr-only">Silenciada</span>
                    </span>
                  ) : null}
                  {row.left ? <span className="shrink-0 text-xs text-(--text-muted)">Você saiu</span> : null}
                  {row.unread > 0 ? (
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${row.muted ? "bg-(--surface-hover) text-(--text-muted)" : "bg-(--primary-color) text-white"}`}
                    >
                      {row.unread}
                      <span className="sr-only">{row.unread === 1 ? " mensagem não lida" : " mensagens não lidas"}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
      {moreHref ? (
        <p className="mt-3 text-center">
          <Link to={moreHref} className="text-sm text-(--primary-text) hover:underline">
            Carregar mais
          </Link>
        </p>
      ) : null}
    </div>
  );
}
