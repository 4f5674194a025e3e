/** A pathless route whose error boundary shows the error in place of the page, inside the shell. */
import { Outlet } from "react-router";

export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

export default function Page() {
  return <Outlet />;
}
