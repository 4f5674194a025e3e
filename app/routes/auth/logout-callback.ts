/**
 * Spec 2.1 keeps /auth/logout-callback from the redirect-based sign-out of
 * the old front end; sign-out here ends on the login page directly.
 */
import { href, redirect } from "react-router";

export const loader = () => redirect(href("/auth/login"));
