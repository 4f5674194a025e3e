/** Kept by spec 2.1; sign-in is a server-side password grant, so this only forwards home. */
import { href, redirect } from "react-router";

export const loader = () => redirect(href("/"));
