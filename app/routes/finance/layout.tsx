import { Outlet } from "react-router";

// An error in one of its pages stays inside the section, under its breadcrumb.
export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

export const handle = { breadcrumb: "Financeiro" };

export default function Section() {
  return <Outlet />;
}
