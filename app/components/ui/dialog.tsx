import * as Radix from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ComponentPropsWithoutRef } from "react";

export const Dialog = Radix.Root;
export const DialogTitle = Radix.Title;

const OVERLAY_CLASS =
  "fixed inset-0 z-40 bg-slate-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none";

/** Radix returns focus only to its Trigger; a dialog opened from elsewhere gets it back here. */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus() {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus(event: Event) {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

export type ContentProps = Omit<ComponentPropsWithoutRef<typeof Radix.Content>, "onOpenAutoFocus" | "onCloseAutoFocus">;

/** The dialog's panel over an overlay; `className` sizes and places it. */
export function DialogContent({ className = "", children, ...props }: ContentProps) {
  const focus = useReturnFocus();
  return (
    <Radix.Portal>
      <Radix.Overlay className={OVERLAY_CLASS} />
      <Radix.Content
        aria-describedby={undefined}
        {...focus}
        {...props}
        className={`fixed z-50 bg-(--surface-card) text-(--text-color) shadow-xl ${className}`}
      >
        {children}
      </Radix.Content>
    </Radix.Portal>
  );
}

/** The close button: an X icon named by `label`. */
export function DialogCloseButton({ label, className = "" }: { label: string; className?: string }) {
  return (
    <Radix.Close
      aria-label={label}
      className={`ripple rounded-md p-2 text-(--text-muted) hover:bg-(--surface-hover) hover:text-(--text-color) focus-visible:outline-2 focus-visible:outline-(--focus-ring) ${className}`}
    >
      <X aria-hidden className="size-5" />
    </Radix.Close>
  );
}
