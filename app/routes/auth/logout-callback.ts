/** Kept by spec 2.1; sign-out ends on the login page directly. */
import { redirect } from "react-router";

export const loader = () => redirect("/auth/login");
