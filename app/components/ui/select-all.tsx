/**
 * "Selecionar todos desta página": ticks or unticks every row mark of a
 * list, the checkboxes `name="id"` tied to the form `selectionForm`
 * (`form=` attribute). It reads checked when all of them are, mixed
 * (`indeterminate`) when only some are. It only exists once JavaScript
 * runs: without it, it could do nothing.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from "react";
import { useInteractive } from "./use-interactive";

const LABEL = "Selecionar todos desta página";

export function SelectAll({ selectionForm, labelShown = false }: { selectionForm: string; labelShown?: boolean }) {
  const interactive = useInteractive();
  const box = useRef<HTMLInputElement>(null);
  const marks = () =>
    document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name=id][form="${CSS.escape(selectionForm)}"]`);
  const sync = () => {
    if (!box.current) return;
    const all = [...marks()];
    const ticked = all.filter((mark) => mark.checked).length;
    box.current.checked = ticked > 0 && ticked === all.length;
    box.current.indeterminate = ticked > 0 && ticked < all.length;
  };
  // After every render (the rows may have changed), and whenever a row's mark changes.
  useLayoutEffect(sync);
  const onMarkChange = useEffectEvent((event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === "id") sync();
  });
  useEffect(() => {
    document.addEventListener("change", onMarkChange);
    return () => document.removeEventListener("change", onMarkChange);
  }, []);
  if (!interactive) return null;
  const input = (
    <input
      ref={box}
      type="checkbox"
      aria-label={labelShown ? undefined : LABEL}
      className="size-4"
      onChange={(event) => {
        for (const mark of marks()) mark.checked = event.currentTarget.checked;
        sync();
      }}
    />
  );
  return labelShown ? (
    <label className="inline-flex items-center gap-2 text-sm">
      {input}
      {LABEL}
    </label>
  ) : (
    input
  );
}
