/** /search: the full search page lives at /search/search (spec 2.2). */
import { redirect } from "react-router";

export const loader = () => redirect("/search/search");
