/**
 * Spec 2.1 keeps /auth/auth-callback from the redirect-based sign-in of the
 * old front end. Sign-in here is a server-side password grant, so nothing
 * comes back to it: it forwards to the home page (the guard decides).
 */
import { href, redirect } from "react-router";

export const loader = () => redirect(href("/"));
