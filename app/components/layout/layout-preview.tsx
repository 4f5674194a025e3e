import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { renderedLayout, type LayoutConfig } from "~/config/layout";

export interface LayoutPreview {
  shown: LayoutConfig;
  setPreview(layout: LayoutConfig | null): void;
}

const PreviewContext = createContext<LayoutPreview | null>(null);

/** The preview's state, kept by the root Layout, which renders <html> from `shown`. */
export function useLayoutPreviewState(saved: LayoutConfig, forcesMenu: boolean): LayoutPreview {
  const [preview, setPreview] = useState<LayoutConfig | null>(null);
  return useMemo(() => ({ shown: renderedLayout(preview ?? saved, forcesMenu), setPreview }), [preview, saved, forcesMenu]);
}

/** Hands the root Layout's preview state to the page below. */
export function LayoutPreviewProvider({ value, children }: { value: LayoutPreview; children: ReactNode }) {
  return <PreviewContext.Provider value={value}>{children}</PreviewContext.Provider>;
}

/** The layout on screen and the way to preview another. */
export function useLayoutPreview(): LayoutPreview {
  const value = useContext(PreviewContext);
  if (!value) throw new Error("useLayoutPreview outside LayoutPreviewProvider");
  return value;
}
