import { createCookie } from "react-router";
import { DEFAULT_LAYOUT, mergeLayout, type LayoutConfig } from "~/config/layout";
import { isHttps } from "./session.server";

const cookie = createCookie("layout", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 31_536_000 });

/** The settings of the request's cookie over the defaults. */
export async function readLayout(request: Request): Promise<LayoutConfig> {
  return mergeLayout(DEFAULT_LAYOUT, await cookie.parse(request.headers.get("Cookie")).catch(() => null));
}

/** The Set-Cookie value storing `layout`. */
export function layoutCookie(layout: LayoutConfig, request: Request): Promise<string> {
  return cookie.serialize(layout, { secure: isHttps(request) });
}

/** The Set-Cookie value that removes the layout cookie (sign-out clears cookies, spec 4). */
export function clearLayoutCookie(request: Request): Promise<string> {
  return cookie.serialize("", { maxAge: 0, expires: new Date(0), secure: isHttps(request) });
}
