/**
 * What an error boundary inside the shell shows in place of the page that
 * failed: a title and a pt-BR message (never a stack trace) and a way home,
 * under the top bar, the menu and the section's breadcrumb. Layouts
 * re-export it as their ErrorBoundary, and React Router hands a re-exported
 * boundary no props: the error is read with `useRouteError`.
 */
import { href, Link, useRouteError } from "react-router";
import { PageTitle } from "~/components/ui/page-title";
import { describeRouteError } from "~/web/route-error";

export function SectionError() {
  const { title, message } = describeRouteError(useRouteError());
  return (
    <section role="alert">
      <PageTitle title={title}>{message}</PageTitle>
      <Link to={href("/")} className="font-medium text-(--primary-text) hover:underline">
        Ir para o início
      </Link>
    </section>
  );
}
