import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { formatInstant } from "~/config/format";
import { Avatar } from "./avatar";

export interface UserLinkProps {
  username?: string | null;
  displayName: string;
  avatarUrl?: string | null;
  showUsername?: boolean;
  date?: string | null;
  location?: string | null;
  disabled?: boolean;
  children?: ReactNode;
}

export function UserLink({ username, displayName, avatarUrl, showUsername, date, location, disabled, children }: UserLinkProps) {
  if (!username) console.warn("UserLink: user name ausente; o link não foi criado.", { displayName });
  const identity = (
    <>
      <Avatar url={avatarUrl} alt="" />
      <span className="min-w-0">
        <span className="block truncate font-medium text-(--text-color)">{children ?? displayName}</span>
        {showUsername && username ? <span className="block truncate text-sm text-(--text-muted)">@{username}</span> : null}
      </span>
    </>
  );
  return (
    <span className="flex min-w-0 items-center gap-3">
      {username && !disabled ? (
        <Link
          to={href("/u/:username", { username: encodeURIComponent(username) })}
          className="flex min-w-0 items-center gap-3 rounded-md hover:underline focus-visible:outline-2 focus-visible:outline-(--focus-ring)"
        >
          {identity}
        </Link>
      ) : (
        <span className="flex min-w-0 items-center gap-3">{identity}</span>
      )}
      {date || location ? (
        <span className="ml-auto flex shrink-0 flex-col items-end text-xs text-(--text-muted)">
          {date ? <time dateTime={date}>{formatInstant(date, "date")}</time> : null}
          {location ? (
            <Link to={`${href("/auth/accessdenied")}?reason=location`} className="inline-flex items-center gap-1 hover:underline">
              <MapPin aria-hidden className="size-3" />
              {location}
            </Link>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
