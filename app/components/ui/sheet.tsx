import * as Radix from "@radix-ui/react-dialog";
import { DialogContent, type ContentProps } from "./dialog";

export const Sheet = Radix.Root;
export const SheetTitle = Radix.Title;

/* Literal class names, so Tailwind generates them. */
const SIDES = {
  right: "right-0 sm:border-l data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in",
  left: "left-0 sm:border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left",
} as const;

/** The sheet's panel over an overlay, on `side`; `className` sets its width on larger screens and its insides. */
export function SheetContent({ side = "right", className = "", ...props }: ContentProps & { side?: keyof typeof SIDES }) {
  return (
    <DialogContent
      {...props}
      className={`inset-y-0 flex w-full flex-col motion-reduce:animate-none sm:border-(--surface-border) ${SIDES[side]} ${className}`}
    />
  );
}
