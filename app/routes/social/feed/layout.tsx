import { Outlet } from "react-router";
import { ReportNotice } from "~/components/social/notifications/report-notice";

// An error in one of its pages stays inside the section, under its breadcrumb.
export { SectionError as ErrorBoundary } from "~/components/layout/section-error";

export const handle = { breadcrumb: "Bem-estar" };

export default function Section() {
  return (
    <>
      <ReportNotice />
      <Outlet />
    </>
  );
}
