/**
 * The click handler that makes a plain `<a href>` navigate as a router `Link` does. The shell's links render
 * on every page, and a `Link` each resolves its path and sets up its prefetching on every render.
 */
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";

/** `onClick` for same-origin anchors whose `href` is an app path; modified clicks and other targets are left to the browser. */
export function useFollowLink() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    const modified = event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || modified || (link.target && link.target !== "_self")) return;
    event.preventDefault();
    const to = link.getAttribute("href")!;
    // As a Link does: a link to the page on screen replaces it in the history.
    void navigate(to, { replace: to === `${pathname}${search}` });
  };
}
