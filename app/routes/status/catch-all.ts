/** Every path no route claims goes to /notfound (spec 2.2). */
import { redirect } from "react-router";

export const loader = () => redirect("/notfound");
export const action = () => redirect("/notfound");
