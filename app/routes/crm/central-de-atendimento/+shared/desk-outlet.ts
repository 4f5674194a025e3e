/**
 * What the desk list (the layout) hands the atendimento beside it: while
 * the atendimento shows an action's answer (a refusal, with what was
 * typed), the list's live reloads wait, since any reload of the page's
 * loaders would drop that answer. The next navigation reloads both.
 */
import { useLayoutEffect } from "react";
import { useOutletContext } from "react-router";

export interface DeskOutletContext {
  holdReloads: (hold: boolean) => void;
}

/** Holds the desk list's live reloads while `hold` is true (an action's answer on screen). */
export function useHoldDeskReloads(hold: boolean): void {
  const desk = useOutletContext<DeskOutletContext | undefined>();
  useLayoutEffect(() => {
    if (!desk) return;
    desk.holdReloads(hold);
    return () => desk.holdReloads(false);
  }, [desk, hold]);
}
