/**
 * The keyboard flow of the reconciliation list: once a line's action is done and the line has left the list, focus
 * goes to the line now in its place (its first Aceitar, else its first control), so Enter, Enter… works down the lines.
 */
import { useEffect, useRef, type RefObject } from "react";
import { useNavigation } from "react-router";

export function useNextLineFocus(list: RefObject<HTMLUListElement | null>, lineIds: readonly string[]) {
  const navigation = useNavigation();
  const acted = useRef<{ lineId: string; index: number } | null>(null);
  const lineId = navigation.formData?.get("lineId");
  if (navigation.state === "submitting" && typeof lineId === "string" && lineIds.includes(lineId))
    acted.current = { lineId, index: lineIds.indexOf(lineId) };

  useEffect(() => {
    const done = acted.current;
    if (navigation.state !== "idle" || !done || lineIds.includes(done.lineId)) return;
    acted.current = null;
    const cards = list.current?.querySelectorAll<HTMLElement>(":scope > li > article") ?? [];
    const next = cards[Math.min(done.index, cards.length - 1)];
    const target =
      next?.querySelector<HTMLElement>('button[aria-label^="Aceitar"]') ?? next?.querySelector<HTMLElement>("button, a[href]");
    target?.focus();
  }, [navigation.state, lineIds, list]);
}
