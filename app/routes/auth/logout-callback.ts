/** Kept by spec 2.1; sign-out ends on the login page directly. */
import { href, redirect } from "react-router";

export const loader = () => redirect(href("/auth/login"));
