/** While the atendimento shows an action's answer, the desk list's live reloads wait: a reload would drop that answer. */
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
