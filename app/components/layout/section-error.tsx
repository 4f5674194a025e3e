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
