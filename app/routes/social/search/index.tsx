/** /search: the full search page lives at /search/search (spec 2.2). */
import { href, redirect } from "react-router";

export const loader = () => redirect(href("/search/search"));
