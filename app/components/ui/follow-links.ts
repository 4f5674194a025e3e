/**
 * Plain anchors that navigate as a `Link` does: a long list renders `<a href>`s whose addresses it computed once, instead of
 * one `Link` each (whose route resolution is most of a row's render on the server), and gives the returned handler to their
 * container's `onClick`. A plain click on one of them (or Enter on it, which clicks) navigates in the app, and a link to the
 * page on screen replaces it in the history, as a `Link`'s does; a modified click (new tab, window, download), another target,
 * a `download` link or another origin stays the browser's. Before hydration the anchors load their pages as any link would.
 */
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/** The click handler for the container (a table body, a list) of the anchors to follow in the app. */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    const modified = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    const elsewhere =
      (link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== location.origin;
    if (event.defaultPrevented || modified || elsewhere) return;
    event.preventDefault();
    const to = `${link.pathname}${link.search}${link.hash}`;
    void navigate(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
  };
}
