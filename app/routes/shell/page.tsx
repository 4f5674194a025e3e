/**
 * Every product page inside the shell: a pathless route whose error
 * boundary shows what went wrong in place of the page, under the top bar
 * and the menu, so a refused search or a service's refusal leaves the
 * person where they were. Each domain's layout has the same boundary, so
 * its section and breadcrumb stay too.
 */
import { Outlet } from "react-router";

export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

export default function Page() {
  return <Outlet />;
}
