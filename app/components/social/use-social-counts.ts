/**
 * The shell's unread counts, refreshed on each "conversas" or "notificacoes" event.
 * Of two answers the one that saw the later event wins, not the last to arrive: a loader run begun before a send may answer after the fetch its event started.
 * The refresh is a plain request to the resource route, not a fetcher: a keyed fetcher's answer was seen to go missing
 * (loading, then idle with no data) under load, and nothing here belongs to the router's navigation.
 */
import { useEffect, useState } from "react";
import { href } from "react-router";
import { useLiveEvents } from "~/components/live/use-live-events";

export interface SocialCounts {
  unreadMessages: number;
  unreadNotifications: number;
  /** The event channel's horizon (an event id) read before counting: the counts saw every event up to it. */
  asOf: number;
}

export const COUNTS_PATH = href("/notificacoes/contadores");

const isCounts = (value: unknown): value is SocialCounts =>
  typeof value === "object" &&
  value !== null &&
  ["unreadMessages", "unreadNotifications", "asOf"].every((name) => typeof (value as Record<string, unknown>)[name] === "number");

export function useSocialCounts(initial: SocialCounts): SocialCounts {
  const [counts, setCounts] = useState(initial);
  // On a tie the later answer wins: a write without an event (marking as read) is followed by a loader run.
  const keepNewer = (next: SocialCounts) => setCounts((current) => (next.asOf >= current.asOf ? next : current));
  const refresh = () => {
    fetch(COUNTS_PATH, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((next: unknown) => isCounts(next) && keepNewer(next))
      // Offline or signed out: the next event or navigation brings the counts.
      .catch(() => undefined);
  };
  useLiveEvents("conversas", refresh);
  useLiveEvents("notificacoes", refresh);
  useEffect(() => keepNewer(initial), [initial]);
  return counts;
}
