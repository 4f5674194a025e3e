/**
 * Reloads the page's data (a revalidation) when an event of `topic` concerns it.
 * The router's state runs ahead of what React has committed: an answer can have arrived without being on screen yet.
 * So while a navigation or a submission shows as under way, the reload waits for the commit that ends it, and decides
 * with that commit's data; a revalidation would otherwise drop an action's answer the page has not shown yet.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { useLiveEvents } from "./use-live-events";

export interface LiveRevalidationOptions {
  /** Whether the event's payload concerns this page; every event of the topic by default. */
  accept?: (payload: Record<string, unknown>) => boolean;
  /** A burst within this many ms reloads once (0: each event reloads). */
  burstMs?: number;
  /** Asked, with the page's latest data, instead of reloading: true when a reload would wipe something on screen (it may record that the page is stale). */
  hold?: () => boolean;
}

export function useLiveRevalidation(topic: string, options: LiveRevalidationOptions = {}): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const latest = useRef({ options, revalidate: revalidator.revalidate });
  const settled = useRef(navigation.state === "idle");
  const due = useRef(false);
  const burst = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const decide = () => {
    if (!settled.current) {
      due.current = true;
      return;
    }
    due.current = false;
    const { options, revalidate } = latest.current;
    if (!options.hold?.()) void revalidate();
  };

  useLayoutEffect(() => {
    latest.current = { options, revalidate: revalidator.revalidate };
    settled.current = navigation.state === "idle";
    if (settled.current && due.current) decide();
  });
  useEffect(() => () => clearTimeout(burst.current), []);

  useLiveEvents(topic, (payload) => {
    if (options.accept && !options.accept(payload)) return;
    if (!options.burstMs) return decide();
    burst.current ??= setTimeout(() => {
      burst.current = undefined;
      decide();
    }, options.burstMs);
  });
}
