/** Of two answers the one that saw the later event wins, not the last to arrive: a loader run begun before a send may answer after the fetch its event started. */
import { useEffect, useState } from "react";
import { href, useFetcher } from "react-router";
import { useLiveEvents } from "~/components/live/use-live-events";

export interface SocialCounts {
  unreadMessages: number;
  unreadNotifications: number;
  /** The event channel's horizon (an event id) read before counting: the counts saw every event up to it. */
  asOf: number;
}

export const COUNTS_PATH = href("/notificacoes/contadores");

export function useSocialCounts(initial: SocialCounts): SocialCounts {
  const fetcher = useFetcher<SocialCounts>({ key: "social-counts" });
  const [counts, setCounts] = useState(initial);
  const { load } = fetcher;
  const refresh = () => void load(COUNTS_PATH);
  useLiveEvents("conversas", refresh);
  useLiveEvents("notificacoes", refresh);
  // On a tie the later answer wins: a write without an event (marking as read) is followed by a loader run.
  const keepNewer = (next: SocialCounts) => setCounts((current) => (next.asOf >= current.asOf ? next : current));
  useEffect(() => keepNewer(initial), [initial]);
  useEffect(() => {
    if (fetcher.data) keepNewer(fetcher.data);
  }, [fetcher.data]);
  return counts;
}
