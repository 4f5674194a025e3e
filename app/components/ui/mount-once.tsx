import { Suspense, useState, type ReactNode } from "react";

/** Renders `children` from the first time `when` is true, and keeps them after (a dialog plays its closing animation and keeps its state), in a Suspense boundary that shows nothing while a lazy child loads. */
export function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
