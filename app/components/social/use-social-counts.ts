/**
 * The shell's unread counts, kept current: they start from the main
 * layout's loader and are fetched again from /notificacoes/contadores
 * whenever the person's conversations or notifications change (the
 * `conversas` and `notificacoes` topics of the event channel) and after
 * each navigation's loaders ran again.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useLiveEvents } from "~/components/live/use-live-events";

export interface SocialCounts {
  unreadMessages: number;
  unreadNotifications: number;
}

export const COUNTS_PATH = "/notificacoes/contadores";

export function useSocialCounts(initial: SocialCounts): SocialCounts {
  const fetcher = useFetcher<SocialCounts>({ key: "social-counts" });
  const [counts, setCounts] = useState(initial);
  const { load } = fetcher;
  const refresh = () => void load(COUNTS_PATH);
  useLiveEvents("conversas", refresh);
  useLiveEvents("notificacoes", refresh);
  // Whichever answered last wins: a loader run (e.g. after marking all as read) or a fetch.
  useEffect(() => setCounts(initial), [initial]);
  useEffect(() => {
    if (fetcher.data) setCounts(fetcher.data);
  }, [fetcher.data]);
  return counts;
}
