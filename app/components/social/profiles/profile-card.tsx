import { Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { formatInstant } from "~/config/format";
import type { Profile, ProfileFieldValues } from "~/contracts/profile";
import { Avatar } from "./avatar";

export type ProfileView = ProfileFieldValues & Pick<Profile, "avatarUrl" | "createdAt">;

export function ProfileCard({ profile, actions }: { profile: ProfileView; actions?: ReactNode }) {
  return (
    <article
      className="rounded-xl border border-(--surface-border) bg-(--surface-card) p-6"
      aria-label={`Perfil de ${profile.displayName}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar url={profile.avatarUrl} size="lg" alt={`Foto de ${profile.displayName}`} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold text-(--text-color)">{profile.displayName}</h1>
          <p className="text-(--text-muted)">@{profile.username}</p>
          <p className="mt-1 text-sm text-(--text-muted)">Membro desde {formatInstant(profile.createdAt, "monthYear")}</p>
        </div>
        {actions}
      </div>
      {profile.bio ? (
        <p className="mt-4 whitespace-pre-line text-(--text-color)" data-testid="profile-bio">
          {profile.bio}
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-4 text-sm text-(--text-muted)">
        {profile.location ? (
          <li className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-4" />
            {profile.location}
          </li>
        ) : null}
        {profile.website ? (
          <li className="inline-flex items-center gap-1">
            <Globe aria-hidden className="size-4" />
            <a
              href={profile.website}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="text-(--primary-text) hover:underline"
            >
              {profile.website.replace(/^https?:\/\//, "")}
            </a>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
