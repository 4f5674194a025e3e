/** Every path no route claims goes to /notfound (spec 2.2). */
import { href, redirect } from "react-router";

export const loader = () => redirect(href("/notfound"));
export const action = () => redirect(href("/notfound"));
