/**
 * Every product page inside the shell: a pathless route whose error
 * boundary shows what went wrong in place of the page, under the top bar
 * and the menu, so a refused search or a service's refusal leaves the
 * person where they were.
 */
import { Link, Outlet } from "react-router";
import { PageTitle } from "~/components/ui/page-title";
import { describeRouteError } from "~/web/route-error";
import type { Route } from "./+types/page";

export default function Page() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message } = describeRouteError(error);
  return (
    <section role="alert">
      <PageTitle title={title}>{message}</PageTitle>
      <Link to="/" className="font-medium text-(--primary-text) hover:underline">
        Ir para o início
      </Link>
    </section>
  );
}
